/**
 * The question page (`/questions/:qid`, `/questions/:qid/:slug`, `/questions/:qid/:slug/:aid`)
 * rendered on the server, from the reads the browser page makes on first load: the question
 * (`GET /question/info` with `id` and the share link's `share`), the answers section's
 * `GET /answer/page` and the first comments of every post shown (`GET /comment/page`).
 *
 * A question a guest may not see (deleted, waiting for review, unknown) is not found; an address
 * in another form than the permalink setting's answers 301 to the permalink, query kept. Views:
 * the page counts one per serve (kept copies too) for its real visitor, and its own reads of the
 * question count none (they come from the server, not from the visitor).
 */
import { API_BASE, SHARED_SCOPES, type PageRequest, type PageResult, type ServerContext, type ServerPage } from '@answer/sdk/server';
import { shareParam } from '../../shared/list-queries';
import type { QuestionInfo } from '../question-info';
import { recordView } from '../views';
import { namedQuestion, permalinkRedirect } from './question-address';
import { questionCanonical, questionHead } from './question-head';
import { questionBody, type QuestionPageData } from './question-markup';
import { ANSWER_PAGE_SIZE, answerListPosition, FIRST_COMMENTS, type AnswerPageData, type CommentPageData } from './question-wire';

export const QUESTION_PAGE_PATHS = ['/questions/:qid', '/questions/:qid/:slug', '/questions/:qid/:slug/:aid'] as const;

/** A refusal that means "no such page" to a guest; anything else is the server's failure. */
const missing = (status: number): boolean => status === 400 || status === 403 || status === 404;

/** The first comments of each post, as every comment footer asks them on first load. */
async function firstComments(request: PageRequest, objectIds: readonly string[], commentId: string): Promise<Map<string, CommentPageData>> {
  const reads = await Promise.all(
    objectIds.map((objectId) => request.api<CommentPageData>('/comment/page', { object_id: objectId, page: 1, page_size: FIRST_COMMENTS, comment_id: commentId || undefined })),
  );
  const out = new Map<string, CommentPageData>();
  reads.forEach((read, index) => {
    if (read.ok) out.set(objectIds[index], read.data);
  });
  return out;
}

export async function renderQuestionPage(request: PageRequest): Promise<PageResult> {
  const named = namedQuestion(request.params);
  // no question id in either spelling: no other page takes this address (the host matched the most specific route)
  if (!named) return { kind: 'not_found' };
  const share = shareParam(request.query);
  // the browser's first read: the question by its long id, and the share link's member
  const read = async (withShare: boolean) => request.api<QuestionInfo>('/question/info', { id: named.questionId, share: withShare ? share : undefined });
  // a share visit is told once: on the permalink, not before a redirect to it
  let info = await read(false);
  if (!info.ok) {
    if (missing(info.status)) return { kind: 'not_found' };
    throw new Error(`the question could not be read (${info.status})`);
  }
  const location = permalinkRedirect(request.site.permalink, request.params, request.query, info.data, named.answerId);
  if (location) return { kind: 'redirect', location };
  if (share) {
    const shared = await read(true);
    // a share name the API refuses (too long) leaves the plain read
    if (shared.ok) info = shared;
  }
  const question = info.data;
  const position = answerListPosition(request.query);
  const commentId = request.query.get('commentId') ?? '';
  // the answers section and the question's comment footer load side by side in the browser too
  const [answersRead, questionComments] = await Promise.all([
    // the full path: a path of its own that starts with `/answer/` is read as one already under the site
    request.api<AnswerPageData>(`${API_BASE}/answer/page`, { question_id: question.id, order: position.order, page: position.page, page_size: ANSWER_PAGE_SIZE }),
    firstComments(request, [question.id], commentId),
  ]);
  const answers = answersRead.ok ? answersRead.data : null;
  const answerComments = await firstComments(request, answers?.list.map((answer) => answer.id) ?? [], commentId);
  const data: QuestionPageData = {
    question,
    answers,
    comments: new Map([...questionComments, ...answerComments]),
    position,
    answerId: named.answerId,
    commentId,
    path: request.href(questionCanonical(request.site, question)),
    query: request.query,
  };
  return {
    kind: 'page',
    head: questionHead(request.site, question, answers?.list ?? [], answers?.count ?? question.answer_count),
    body: questionBody(request, data),
  };
}

/** The question page: kept per address for guests, dropped with the question's (and its posts') shared reads. */
export function questionPage(ctx: ServerContext): ServerPage {
  return {
    path: QUESTION_PAGE_PATHS,
    // what `GET /question/info` and `GET /answer/page` are kept under, and the question's comments
    scopes: (params) => {
      const id = namedQuestion(params)?.questionId ?? params.qid;
      return [SHARED_SCOPES.question(id), SHARED_SCOPES.post(id)];
    },
    onServe: (params, _query, request) => {
      const id = namedQuestion(params)?.questionId;
      if (id) recordView(ctx, request, id);
    },
    render: renderQuestionPage,
  };
}
