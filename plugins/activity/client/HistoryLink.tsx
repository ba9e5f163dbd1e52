import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useKernel, useT } from '@answer/sdk';
import { timelinePath } from './paths';
import type { PostProps } from './points';

/** "History" in a post's action row, for logged-in members (timelines need a login). */
export const HistoryLink = observer(function HistoryLink({ objectType, objectId, questionId }: PostProps) {
  const { session } = useKernel();
  const t = useT();
  if (!session.isLoggedIn) return null;
  return (
    <Link className="btn btn-link btn-sm link-secondary p-0 text-decoration-none" to={timelinePath(questionId, objectType === 'answer' ? objectId : undefined)}>
      {t('history.link')}
    </Link>
  );
});
