import type { ReactNode } from 'react';
import { useT } from '@answer/sdk';

/** How the account page opens one of its forms at a time (two open forms would share field ids). */
export interface AccountFormSlot {
  open: boolean;
  /** Another form is open: this one waits. */
  blocked: boolean;
  onOpen: () => void;
  onClose: () => void;
  onDirty: (dirty: boolean) => void;
}

/** A titled part of the account page: a summary with a button, or its form once opened. */
export function AccountFormSection(props: { id: string; title: string; summary: ReactNode; openLabel: string; slot: AccountFormSlot; children: ReactNode }) {
  const { id, title, summary, openLabel, slot, children } = props;
  return (
    <section className="mb-5" aria-labelledby={id}>
      <h2 className="h5" id={id}>
        {title}
      </h2>
      {summary}
      {slot.open ? (
        children
      ) : (
        <button type="button" className="btn btn-outline-primary" onClick={slot.onOpen} disabled={slot.blocked}>
          {openLabel}
        </button>
      )}
    </section>
  );
}

/** Save and cancel, below an opened form. */
export function FormButtons({ saveLabel, busy, onCancel }: { saveLabel: string; busy: boolean; onCancel: () => void }) {
  const t = useT();
  return (
    <div className="d-flex gap-2">
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {saveLabel}
      </button>
      <button type="button" className="btn btn-link" onClick={onCancel} disabled={busy}>
        {t('settings.account.cancel')}
      </button>
    </div>
  );
}
