/**
 * "Invite people to answer" under an open question: who is invited, and for members allowed to
 * invite (by `/permission`), an editor to change the list. Saving replaces the whole list, as
 * Answer's page does; the newly invited are told by mail.
 */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { ApiError, UserLink, lazyComponent, useCaptcha, useKernel, useT } from '@answer/sdk';
import { fetchInvited, mayInvite, saveInvited, type InvitedUser } from './api';
import type { QuestionSectionProps } from './points';
// Only members allowed to invite ever open the picker.
const UserPicker = lazyComponent(() => import('./UserPicker'), 'UserPicker');

const QUESTION_OPEN = 1;
const MAX_INVITED = 5;

export const InvitePanel = observer(function InvitePanel({ question }: QuestionSectionProps) {
  const { http, session, notify } = useKernel();
  const t = useT();
  const captcha = useCaptcha();
  const [invited, setInvited] = useState<InvitedUser[]>([]);
  const [allowed, setAllowed] = useState(false);
  const [editing, setEditing] = useState<InvitedUser[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);
  const userId = session.user?.id ?? '';
  const open = question.status === QUESTION_OPEN;

  useEffect(() => {
    const controller = new AbortController();
    fetchInvited(http, question.id, controller.signal).then(setInvited, () => {
      // the list stays empty; the kernel reported the failure
    });
    return () => controller.abort();
  }, [http, question.id, version]);

  useEffect(() => {
    if (!userId || !open) {
      setAllowed(false);
      return undefined;
    }
    const controller = new AbortController();
    mayInvite(http, controller.signal).then(setAllowed, () => setAllowed(false));
    return () => controller.abort();
  }, [http, userId, open]);

  if (!invited.length && !(allowed && open)) return null;

  const save = async () => {
    if (!editing) return;
    setBusy(true);
    setError('');
    try {
      await captcha.run('invitation_answer', (answer) =>
        saveInvited(
          http,
          question.id,
          editing.map((user) => user.username),
          answer,
        ),
      );
      setEditing(null);
      notify.toast(t('panel.saved'), 'success');
      setVersion((value) => value + 1);
    } catch (failure) {
      // a closed captcha stops quietly; the server's refusals are shown here
      if (failure instanceof ApiError) setError(failure.list[0]?.error_msg || failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card my-3" aria-labelledby="invite-title" data-testid="invite-panel">
      <div className="card-body py-2">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
          <h2 id="invite-title" className="h6 mb-0">
            {t('panel.title')}
          </h2>
          {allowed && open && !editing ? (
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setEditing(invited)}>
              {t(invited.length ? 'panel.edit' : 'panel.invite')}
            </button>
          ) : null}
        </div>
        {invited.length && !editing ? (
          <p className="small mb-0 mt-2" data-testid="invited-users">
            {t('panel.invited')}{' '}
            {invited.map((user, index) => (
              <span key={user.id}>
                {index ? ', ' : ''}
                <UserLink username={user.username}>{user.display_name || user.username}</UserLink>
              </span>
            ))}
          </p>
        ) : null}
        {editing ? (
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
              <button
                type="button"
                className="btn btn-link btn-sm"
                onClick={() => {
                  setEditing(null);
                  setError('');
                }}
              >
                {t('panel.cancel')}
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
});
