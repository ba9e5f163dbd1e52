/**
 * The comments under a question or an answer: the first few, "show more" for the rest, and the
 * form to add one or to reply. A link with `?commentId=` (as Answer links to a comment) loads that
 * comment even when it is further down, and marks it.
 */
import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { ApiError, useCaptcha, useKernel, useT, type FieldError } from '@answer/sdk';
import { addComment, fetchCommentPage, type GetCommentResp } from './comment-api';
import { CommentForm } from './LazyCommentForm';
import { CommentItem } from './CommentItem';
import { FIRST_PAGE_SIZE, loadedThrough, mentionsIn, mergeComments, nextPage, replyPrefix } from './paging';
import type { CommentedPostProps } from './points';

const DELETED_POST = 10;

interface Loaded {
  objectId: string;
  comments: GetCommentResp[];
  count: number;
  /** Comments loaded in order from the oldest (a linked comment may sit beyond them). */
  inSequence: number;
}

/** `null` while closed; otherwise the comment being replied to, if any. */
type FormState = { reply: GetCommentResp | null } | null;

export const CommentsFooter = observer(function CommentsFooter({ objectId, status }: CommentedPostProps) {
  const { http, session, plugins } = useKernel();
  const t = useT();
  const captcha = useCaptcha();
  const location = useLocation();
  const [search] = useSearchParams();
  const anchor = search.get('commentId') ?? '';
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [form, setForm] = useState<FormState>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldError[]>();

  useEffect(() => {
    const controller = new AbortController();
    fetchCommentPage(http, { object_id: objectId, page: 1, page_size: FIRST_PAGE_SIZE, comment_id: anchor || undefined }, controller.signal).then(
      (page) => setLoaded({ objectId, comments: mergeComments([], page.list), count: page.count, inSequence: loadedThrough(1, FIRST_PAGE_SIZE, page.count) }),
      () => {
        // the kernel reported the failure
      },
    );
    return () => controller.abort();
  }, [http, objectId, anchor]);

  const current = loaded?.objectId === objectId ? loaded : null;
  const anchored = !!anchor && !!current?.comments.some((comment) => comment.comment_id === anchor);
  useEffect(() => {
    if (anchored) document.getElementById(`comment-${anchor}`)?.scrollIntoView({ block: 'center' });
  }, [anchored, anchor]);

  const update = useCallback((change: (state: Loaded) => Loaded) => setLoaded((state) => (state ? change(state) : state)), []);

  const showMore = () => {
    if (!current) return;
    const next = nextPage(current.inSequence);
    fetchCommentPage(http, { object_id: objectId, ...next }).then(
      (page) => update((state) => ({ ...state, comments: mergeComments(state.comments, page.list), count: page.count, inSequence: loadedThrough(next.page, next.page_size, page.count) })),
      () => {
        // the kernel reported the failure
      },
    );
  };

  const submit = async (text: string) => {
    setBusy(true);
    setErrors(undefined);
    try {
      const body = { object_id: objectId, original_text: text, reply_comment_id: form?.reply?.comment_id, mention_username_list: mentionsIn(text) };
      const added = await captcha.run('comment', (answer) => addComment(http, body, answer));
      update((state) => {
        const known = state.comments.some((comment) => comment.comment_id === added.comment_id);
        return { ...state, comments: mergeComments(state.comments, [added]), count: state.count + (known ? 0 : 1), inSequence: state.inSequence + (known ? 0 : 1) };
      });
      setForm(null);
    } catch (error) {
      // a closed captcha stops quietly; field errors go on the form, other refusals were toasts
      if (error instanceof ApiError && error.list.length > 0) setErrors(error.list);
    } finally {
      setBusy(false);
    }
  };

  const open = (reply: GetCommentResp | null) => {
    setErrors(undefined);
    setForm({ reply });
  };

  const member = session.isLoggedIn && session.isActivated;
  const postOpen = status !== DELETED_POST;
  const votesActive = plugins.get('votes')?.status === 'active';
  const comments = current?.comments ?? [];
  const hidden = current ? current.count - comments.length : 0;

  let adder;
  if (!session.isLoggedIn) {
    adder = (
      <Link to="/users/login" className="btn btn-link btn-sm link-secondary p-0 text-decoration-none" onClick={() => session.saveReturnPath(`${location.pathname}${location.search}`)}>
        {t('list.add')}
      </Link>
    );
  } else if (!session.isActivated) {
    adder = <span className="small text-secondary">{t('list.activate_to_comment')}</span>;
  } else if (form === null && postOpen) {
    adder = (
      <button type="button" className="btn btn-link btn-sm link-secondary p-0 text-decoration-none" onClick={() => open(null)}>
        {t('list.add')}
      </button>
    );
  }

  return (
    <section className="comments mt-3" aria-label={t('list.label')} data-testid="comments" data-object-id={objectId}>
      {comments.length > 0 ? (
        <ul className="list-unstyled mb-2 border-top">
          {comments.map((comment) => (
            <CommentItem
              key={comment.comment_id}
              comment={comment}
              highlighted={comment.comment_id === anchor}
              canReply={member && postOpen}
              canVote={votesActive && session.isLoggedIn && session.user?.id !== comment.user_id}
              onReply={open}
              onChanged={(changed) => update((state) => ({ ...state, comments: mergeComments(state.comments, [changed]) }))}
              onDeleted={(id) =>
                update((state) => ({ ...state, comments: state.comments.filter((item) => item.comment_id !== id), count: state.count - 1, inSequence: Math.max(0, state.inSequence - 1) }))
              }
            />
          ))}
        </ul>
      ) : null}
      <div className="d-flex flex-wrap gap-3 align-items-center">
        {adder}
        {current && hidden > 0 && current.inSequence < current.count ? (
          <button type="button" className="btn btn-link btn-sm p-0 text-decoration-none" onClick={showMore}>
            {t('list.show_more', { count: hidden })}
          </button>
        ) : null}
      </div>
      {form !== null && member ? (
        <CommentForm
          key={form.reply?.comment_id ?? 'new'}
          id={`comment-form-${objectId}`}
          initialText={replyPrefix(form.reply?.username ?? '')}
          note={form.reply ? t('form.replying_to', { name: form.reply.user_display_name || form.reply.username }) : undefined}
          submitLabel={t('form.submit')}
          busy={busy}
          serverErrors={errors}
          onSubmit={submit}
          onCancel={() => setForm(null)}
        />
      ) : null}
    </section>
  );
});
