/**
 * The post an item is about, as it will look: its kind and a link to it, the question's title and
 * tags, the rendered text, its state, and its author with the time it was written.
 */
import { Link } from 'react-router-dom';
import { RenderedHtml, TimeAgo, UserLink, useQuestionPermalink, useT } from '@answer/sdk';
import type { BasicUser, ReviewTag } from './api';

export interface PreviewPost {
  object_type: string;
  object_id: string;
  question_id: string;
  answer_id: string;
  comment_id: string;
  title: string;
  url_title: string;
  parsed_text: string;
  tags: ReviewTag[] | null;
  object_status: number;
  object_show_status: number;
  author_user_info: BasicUser | null;
  created_at: number;
}

const STATUS_BADGES: Record<number, { key: string; className: string }> = {
  1: { key: 'status.normal', className: 'text-bg-success' },
  2: { key: 'status.closed', className: 'text-bg-warning' },
  10: { key: 'status.deleted', className: 'text-bg-danger' },
  11: { key: 'status.pending', className: 'text-bg-secondary' },
};

const TIME_KEYS: Record<string, string> = { question: 'post.asked', answer: 'post.answered', comment: 'post.commented' };

/** The post's path on this site; a comment's is its post's, pointing at the comment. */
export function usePostPath(): (post: Pick<PreviewPost, 'object_type' | 'question_id' | 'answer_id' | 'comment_id' | 'url_title'>) => string {
  const permalink = useQuestionPermalink();
  return (post) => {
    const question = { id: post.question_id, url_title: post.url_title };
    if (post.object_type === 'answer') return permalink(question, post.answer_id);
    if (post.object_type === 'comment') return `${permalink(question, post.answer_id || undefined)}?commentId=${encodeURIComponent(post.comment_id)}`;
    return permalink(question);
  };
}

export function Author({ user }: { user: BasicUser | null }) {
  const t = useT();
  const name = user?.display_name || user?.username || t('post.unknown_user');
  return (
    <span className="d-inline-flex align-items-center gap-2">
      {user?.avatar ? <img src={user.avatar} alt="" width={24} height={24} className="rounded" /> : null}
      {user?.username ? (
        <UserLink username={user.username} status={user.status}>
          {name}
        </UserLink>
      ) : (
        <span>{name}</span>
      )}
    </span>
  );
}

/** A flagged member: who they are, with their profile a click away. */
function MemberPreview({ user }: { user: BasicUser | null }) {
  const t = useT();
  return (
    <div className="p-3" data-testid="review-post">
      <small className="d-block text-secondary mb-3">{t('post.type.user')}</small>
      <div className="d-flex align-items-center gap-2">
        <Author user={user} />
        {user?.username ? (
          <Link to={`/users/${encodeURIComponent(user.username)}`} target="_blank" rel="noreferrer" className="small link-secondary">
            {t('post.profile')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

export function PostPreview({ post }: { post: PreviewPost }) {
  if (post.object_type === 'user') return <MemberPreview user={post.author_user_info} />;
  return <PostDetails post={post} />;
}

function PostDetails({ post }: { post: PreviewPost }) {
  const t = useT();
  const pathOf = usePostPath();
  const badge = STATUS_BADGES[post.object_status];
  const id = post.object_type === 'comment' ? post.comment_id : post.object_id;
  return (
    <div className="p-3" data-testid="review-post">
      <small className="d-block text-secondary mb-3">
        {t(`post.type.${post.object_type}`)}{' '}
        <Link to={pathOf(post)} target="_blank" rel="noreferrer" className="link-secondary">
          #{id}
        </Link>
      </small>
      {post.object_type === 'question' ? (
        <>
          <h3 className="h5 mb-2">{post.title}</h3>
          {post.tags?.length ? (
            <ul className="list-inline mb-3">
              {post.tags.map((tag) => (
                <li key={tag.slug_name} className="list-inline-item">
                  <span className="badge rounded-pill text-bg-light border">{tag.display_name || tag.slug_name}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      <RenderedHtml html={post.parsed_text} className="fmt text-break small" />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
        <div className="d-flex gap-1">
          {badge ? <span className={`badge ${badge.className}`}>{t(badge.key)}</span> : null}
          {post.object_show_status === 2 ? <span className="badge text-bg-secondary">{t('status.unlisted')}</span> : null}
        </div>
        <div className="d-flex align-items-center gap-2 small">
          <Author user={post.author_user_info} />
          <TimeAgo seconds={post.created_at} prefix={t(TIME_KEYS[post.object_type] ?? 'post.created')} className="text-secondary" />
        </div>
      </div>
    </div>
  );
}
