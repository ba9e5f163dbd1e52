/** "Add users": one account a line as `name, email, password`; every bad line is named, nothing is created. */
import { useKernel, useT, type SchemaFormData } from '@answer/sdk';
import schema from '../../schemas/admin-users-add.json';
import uiSchema from '../../schemas/admin-users-add.ui.json';
import { FormModal, useAction } from './ActionModal';
import { addUsers } from './api';

export function AddUsersModal({ onClose, onDone }: { onClose: () => void; onDone: (message?: string) => void }) {
  const { http } = useKernel();
  const t = useT();
  const action = useAction();
  const submit = async (form: { users: string }) => {
    if (await action.run(() => addUsers(http, form.users))) onDone(t('admin.toast.users_added'));
  };
  return (
    <FormModal<{ users: string } & SchemaFormData>
      title={t('admin.add_users.title')}
      onClose={onClose}
      action={action}
      submitLabel={t('admin.add_users.submit')}
      id="admin-add-users-form"
      schema={schema}
      uiSchema={uiSchema}
      onSubmit={submit}
    />
  );
}
