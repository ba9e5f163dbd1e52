import { useMemo, useState } from 'react';
import { UnsavedChangesPrompt, useT } from '@answer/sdk';
import type { AccountFormSlot } from './AccountForm';
import { EmailSection } from './EmailSection';
import { LoginsSection } from './LoginsSection';
import { PasswordSection } from './PasswordSection';
import { SettingsFrame } from './SettingsFrame';

type AccountForm = 'email' | 'password';

export default function AccountPage() {
  const t = useT();
  const [open, setOpen] = useState<AccountForm | null>(null);
  const [dirty, setDirty] = useState(false);

  const slots = useMemo(() => {
    const slot = (form: AccountForm): AccountFormSlot => ({
      open: open === form,
      blocked: open !== null && open !== form,
      onOpen: () => setOpen(form),
      onClose: () => {
        setOpen(null);
        setDirty(false);
      },
      onDirty: setDirty,
    });
    return { email: slot('email'), password: slot('password') };
  }, [open]);

  return (
    <SettingsFrame title={t('settings.account.title')}>
      <UnsavedChangesPrompt when={dirty} />
      <EmailSection slot={slots.email} />
      <PasswordSection slot={slots.password} />
      <LoginsSection />
    </SettingsFrame>
  );
}
