import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { formatCount, lazyComponent, longId, RenderedHtml, Slot, TimeAgo, useKernel, useT } from '@answer/sdk';
import { AuthorCard } from '../detail/AuthorCard';
import { RelatedPanels } from '../detail/RelatedPanels';
import { QuestionSections } from '../detail/QuestionSections';
import { useQuestionPath } from '../links';
import { readQuestionRoute, samePath } from '../permalink';

// Offered to the author and staff only: readers never load these dialogs.
const DeleteQuestion = lazyComponent(() => import('../detail/DeleteQuestion'), 'DeleteQuestion');
const ModerationActions = lazyComponent(() => import('../detail/ModerationActions'), 'ModerationActions');
import { fetchQuestionInfo, QUESTION_STATUS, recoverQuestion, type QuestionInfo } from '../question-api';
import { TagLinks } from '../TagLinks';
import { shareParam } from '../../shared/list-queries';
import { Loading } from '../Loading';
import { postActionsPoint, postFooterPoint, postSidePoint, type PostProps } from '../points';

/** Why the question is not open, in the server's words; deleted ones say so even without them. */
function StatusBanner({ question }: { question: QuestionInfo }) {
  const t = useT();
  const { operation } = question;
  if (operation?.type || operation?.msg) {
    // Answer's banner: a closed question's reason in `type` and `description`, the moderator's words in `msg`
    const detail = operation.type ? operation.msg || operation.description : operation.description;
    return (
      <div className={`alert alert-${operation.level}`} role="status">
        {operation.type || operation.msg}
        {detail ? <div className="small mt-1">{detail}</div> : null}
      </div>
    );
  }
  if (question.status !== QUESTION_STATUS.deleted) return null;
  return (
    <div className="alert alert-danger" role="status">
      {t('detail.deleted_banner')}
    </div>
  );
}

/** The actions the server offers this viewer and this page carries out. */
function QuestionActions({ question, post, onRecovered }: { question: QuestionInfo; post: PostProps; onRecovered: () => void }) {
  const { http } = useKernel();
  const t = useT();
  const offered = new Set((question.member_actions ?? []).map((item) => item.action));
  const deleted = question.status === QUESTION_STATUS.deleted;
  const undelete = () => {
    recoverQuestion(http, question.id).then(onRecovered, () => {
      // the kernel reported the refusal
    });
  };
  return (
    <div className="d-flex align-items-center gap-3 small" role="group" aria-label={t('detail.actions')}>
      {offered.has('edit') ? (
        <Link to={`/posts/${encodeURIComponent(question.id)}/edit`} className="link-secondary text-decoration-none">
          {t('detail.edit')}
        </Link>
      ) : null}
      {offered.has('delete') && !deleted ? <DeleteQuestion questionId={question.id} /> : null}
      {offered.has('undelete') && deleted ? (
        <button type="button" className="btn btn-link btn-sm link-secondary p-0 text-decoration-none" onClick={undelete}>
          {t('detail.undelete')}
        </button>
      ) : null}
      {question.member_actions?.length ? <ModerationActions questionId={question.id} actions={question.member_actions} onChanged={onRecovered} /> : null}
      <Slot point={postActionsPoint} props={post} />
    </div>
  );
}

/** The username a share link names (`?share=`, or `?shareUserId=`), empty when none; the server-rendered page reads it alike. */
const shareOf = (search: string): string => shareParam(new URLSearchParams(search));

export default function QuestionPage() {
  const { http, site } = useKernel();
  const t = useT();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const pathOf = useQuestionPath();
  const { questionId, answerId } = readQuestionRoute(params);
  // the same question under another spelling of its id is not loaded (and viewed) again
  const lookupId = longId(questionId) ?? questionId;
  const [question, setQuestion] = useState<QuestionInfo | null>(null);
  // bumped to load the question again after an action changed it
  const [version, setVersion] = useState(0);

  // the member whose share link opened the page (`?share=` as Answer writes it, or `?shareUserId=`)
  const opened = useRef({ id: lookupId, share: shareOf(location.search) });

  useEffect(() => {
    const controller = new AbortController();
    const sharedBy = version === 0 && opened.current.id === lookupId ? opened.current.share : '';
    fetchQuestionInfo(http, lookupId, controller.signal, sharedBy).then(setQuestion, () => {
      // a missing question shows the 404 page; other failures were reported by the kernel
    });
    return () => controller.abort();
  }, [http, lookupId, version]);

  const current = question && (longId(question.id) ?? question.id) === lookupId ? question : null;

  // the address as the site's permalink setting writes it, as Answer's server redirects to
  const canonical = useMemo(() => (current ? pathOf(current, answerId || undefined) : ''), [current, answerId, pathOf]);
  useEffect(() => {
    if (canonical && !samePath(location.pathname, canonical)) navigate(`${canonical}${location.search}${location.hash}`, { replace: true });
  }, [canonical, location.pathname, location.search, location.hash, navigate]);

  const siteName = site.info.general?.name || 'Answer';
  useEffect(() => {
    if (current) document.title = `${current.title} - ${siteName}`;
  }, [current, siteName]);

  if (!current) {
    return (
      <Loading />
    );
  }

  const post: PostProps = {
    objectType: 'question',
    objectId: current.id,
    questionId: current.id,
    authorId: current.user_info?.id ?? '',
    status: current.status,
    voteCount: current.vote_count,
    voteStatus: current.vote_status ?? '',
    collected: current.collected ?? false,
    collectionCount: current.collection_count ?? 0,
    followed: current.is_followed ?? false,
    followCount: current.follow_count ?? 0,
    memberActions: current.member_actions ?? [],
    path: canonical,
    title: current.title,
    onChanged: () => setVersion((value) => value + 1),
  };
  const modified = (current.update_time ?? 0) > current.create_time ? current.update_time ?? 0 : 0;
  const edited = current.update_user_info && (current.edit_time ?? 0) > current.create_time ? current.edit_time ?? 0 : 0;
  return (
    <>
      <article className="question-detail" data-question-id={current.id} aria-labelledby="question-title">
        <h1 id="question-title" className="h3 text-break mb-2">
          {current.title}
          {current.status === QUESTION_STATUS.closed ? <span className="text-secondary fw-normal"> {t('list.closed')}</span> : null}
        </h1>
        <div className="d-flex flex-wrap gap-3 small text-secondary pb-2 mb-3 border-bottom">
          <span>
            {t('detail.asked')} <TimeAgo seconds={current.create_time} />
          </span>
          {modified ? (
            <span>
              {t('detail.modified')} <TimeAgo seconds={modified} />
            </span>
          ) : null}
          <span>{t('detail.views', { count: current.view_count, value: formatCount(current.view_count) })}</span>
        </div>
        <StatusBanner question={current} />
        <div className="d-flex gap-3">
          <div className="post-side d-flex flex-column align-items-center gap-2 flex-shrink-0">
            <Slot point={postSidePoint} props={post} />
          </div>
          <div className="flex-grow-1 min-w-0">
            <RenderedHtml html={current.html} className="fmt text-break mb-3" />
            <TagLinks tags={current.tags} className="mb-3" />
            <div className="d-flex flex-wrap justify-content-between align-items-start gap-3">
              <QuestionActions question={current} post={post} onRecovered={post.onChanged} />
              <div className="d-flex flex-wrap gap-4">
                {edited ? <AuthorCard user={current.update_user_info} verbKey="detail.edited" seconds={edited} /> : null}
                <AuthorCard user={current.user_info} verbKey="detail.asked" seconds={current.create_time} />
              </div>
            </div>
            <Slot point={postFooterPoint} props={post} />
          </div>
        </div>
      </article>
      <QuestionSections question={current} answerId={answerId ?? ''} onChanged={post.onChanged} answerPath={(id) => pathOf(current, id)} />
      <RelatedPanels questionId={current.id} />
    </>
  );
}
