/** Changing the list of invited members: a picker, then saving the whole list at once. */
import { useState } from 'react';
import { ApiError, useCaptcha, useKernel, useT } from '@answer/sdk';
import { saveInvited, type InvitedUser } from './api';
import { UserPicker } from './UserPicker';

const MAX_INVITED = 5;

export interface InviteEditorProps {
  questionId: string;
  invited: InvitedUser[];
  onSaved: () => void;
  onCancel: () => void;
}

export function InviteEditor({ questionId, invited, onSaved, onCancel }: InviteEditorProps) {
  const { http, notify } = useKernel();
  const t = useT();
  const captcha = useCaptcha();
  const [editing, setEditing] = useState(invited);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    setError('');
    try {
      await captcha.run('invitation_answer', (answer) =>
        saveInvited(
          http,
          questionId,
          editing.map((user) => user.username),
          answer,
        ),
      );
      notify.toast(t('panel.saved'), 'success');
      onSaved();
    } catch (failure) {
      // a closed captcha stops quietly; the server's refusals are shown here
      if (failure instanceof ApiError) setError(failure.list[0]?.error_msg || failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-2">
      <UserPicker picked={editing} onChange={setEditing} max={MAX_INVITED} />
      {error ? (
        <div className="alert alert-danger py-1 small mt-2 mb-0" role="alert">
          {error}
        </div>
      ) : null}
      <div className="d-flex gap-2 mt-2">
        <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void save()}>
          {t('panel.save')}
        </button>
        <button type="button" className="btn btn-link btn-sm" onClick={onCancel}>
          {t('panel.cancel')}
        </button>
      </div>
    </div>
  );
}
