/**
 * "Invite people to answer" under an open question: who is invited, and for members allowed to
 * invite (by `/permission`), an editor to change the list. Saving replaces the whole list, as
 * Answer's page does; the newly invited are told by mail.
 */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { UserLink, lazyComponent, useKernel, useT } from '@answer/sdk';
import { fetchInvited, mayInvite, type InvitedUser } from './api';
import type { QuestionSectionProps } from './points';
// Only members allowed to invite ever open the editor and its picker.
const InviteEditor = lazyComponent(() => import('./InviteEditor'), 'InviteEditor');

const QUESTION_OPEN = 1;

export const InvitePanel = observer(function InvitePanel({ question }: QuestionSectionProps) {
  const { http, session } = useKernel();
  const t = useT();
  const [invited, setInvited] = useState<InvitedUser[]>([]);
  const [allowed, setAllowed] = useState(false);
  const [editing, setEditing] = useState<InvitedUser[] | null>(null);
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
          <InviteEditor
            questionId={question.id}
            invited={editing}
            onSaved={() => {
              setEditing(null);
              setVersion((value) => value + 1);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </div>
    </section>
  );
});
