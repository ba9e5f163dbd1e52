/** The info page's action row: what the server offers the viewer (edit, delete, merge, undelete) and the history link. */
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { lazyComponent, useHasRoute, useKernel, useT } from '@answer/sdk';
import { offers, TAG_STATUS_DELETED, type TagInfo } from '../api';
import { TAG_TIMELINE_ROUTE, tagEditPath, tagTimelinePath } from '../paths';

// Offered to staff only: readers never load these dialogs.
const DeleteTag = lazyComponent(() => import('./DeleteTag'), 'DeleteTag');
const RecoverTag = lazyComponent(() => import('./RecoverTag'), 'RecoverTag');
const MergeTag = lazyComponent(() => import('./MergeTag'), 'MergeTag');

export const TagActions = observer(function TagActions({ tag, onChanged }: { tag: TagInfo; onChanged: () => void }) {
  const { session } = useKernel();
  const t = useT();
  const history = useHasRoute(TAG_TIMELINE_ROUTE) && session.isLoggedIn;
  const deleted = tag.status === TAG_STATUS_DELETED;
  const actions = tag.member_actions;
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 small mt-4" role="group" aria-label={t('info.actions')}>
      {offers(actions, 'edit') && !deleted ? (
        <Link to={tagEditPath(tag.tag_id)} className="link-secondary text-decoration-none">
          {t('info.edit')}
        </Link>
      ) : null}
      {offers(actions, 'delete') && !deleted ? <DeleteTag tag={tag} onDone={onChanged} /> : null}
      {offers(actions, 'merge') && !deleted ? <MergeTag tag={tag} /> : null}
      {offers(actions, 'undelete') && deleted ? <RecoverTag tag={tag} onDone={onChanged} /> : null}
      {history ? (
        <Link to={tagTimelinePath(tag.tag_id)} className="link-secondary text-decoration-none">
          {t('info.history')}
        </Link>
      ) : null}
    </div>
  );
});
