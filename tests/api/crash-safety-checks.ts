/**
 * What must hold of the database after the host died mid-write: every acknowledged write is there
 * as acknowledged, and every count a table keeps equals what it counts. Each check answers the
 * problems it found as sentences, so a failure says what is out of step.
 */
import { sql, type Kysely } from 'kysely';
import type { Ledger } from './crash-safety-writer';

type Num = number | string;

export interface CrashTables {
  question: { id: string; user_id: string; title: string; original_text: string; status: Num; answer_count: Num; last_answer_id: string; vote_count: Num; follow_count: Num; revision_id: string };
  answer: { id: string; question_id: string; user_id: string; original_text: string; status: Num; vote_count: Num; comment_count: Num; revision_id: string };
  comment: { id: string; object_id: string; user_id: string; original_text: string; status: Num; vote_count: Num };
  tag: { id: string; slug_name: string; question_count: Num; follow_count: Num };
  tag_rel: { object_id: string; tag_id: string; status: Num };
  vote: { user_id: string; object_id: string; vote: Num };
  follow: { user_id: string; object_id: string };
  user: { id: Num; e_mail: string; username: string; rank: Num; question_count: Num; answer_count: Num; bio: string };
  activity: { user_id: string; rank: Num; cancelled: Num };
  revision: { id: Num; object_id: string };
}

const AVAILABLE = 1;
const DELETED = 10;

const countBy = <T>(rows: T[], key: (row: T) => string, weight: (row: T) => number = () => 1): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + weight(row));
  return counts;
};

/** Each member's reputation minus what their standing activities gave: writes never change it. */
export async function reputationBaseline(db: Kysely<CrashTables>): Promise<Map<string, number>> {
  const users = await db.selectFrom('user').select(['id', 'rank']).execute();
  const activities = await db.selectFrom('activity').select(['user_id', 'rank', 'cancelled']).execute();
  const earned = countBy(
    activities.filter((row) => Number(row.cancelled) === 0),
    (row) => row.user_id,
    (row) => Number(row.rank),
  );
  return new Map(users.map((user) => [String(user.id), Number(user.rank) - (earned.get(String(user.id)) ?? 0)]));
}

/** The acknowledged writes that are missing or differ from what the API answered. */
export async function missingWrites(db: Kysely<CrashTables>, ledger: Ledger): Promise<string[]> {
  const problems: string[] = [];
  const questions = new Map((await db.selectFrom('question').selectAll().execute()).map((row) => [row.id, row]));
  const answers = new Map((await db.selectFrom('answer').selectAll().execute()).map((row) => [row.id, row]));
  const comments = new Map((await db.selectFrom('comment').selectAll().execute()).map((row) => [row.id, row]));
  const tags = new Map((await db.selectFrom('tag').select(['id', 'slug_name']).execute()).map((row) => [row.id, row.slug_name]));
  const relations = await db.selectFrom('tag_rel').select(['object_id', 'tag_id', 'status']).execute();
  const votes = new Set((await db.selectFrom('vote').select(['user_id', 'object_id', 'vote']).where('vote', '=', 1).execute()).map((row) => `${row.user_id}/${row.object_id}`));
  const follows = new Set((await db.selectFrom('follow').select(['user_id', 'object_id']).execute()).map((row) => `${row.user_id}/${row.object_id}`));
  const bios = new Map((await db.selectFrom('user').select(['id', 'bio']).execute()).map((row) => [String(row.id), row.bio]));

  for (const question of ledger.questions) {
    const row = questions.get(question.id);
    if (!row) problems.push(`question ${question.id} was acknowledged but is missing`);
    else if (row.title !== question.title || row.original_text !== question.content || Number(row.status) !== AVAILABLE || row.user_id !== question.userId) {
      problems.push(`question ${question.id} differs from what was acknowledged`);
    }
    const tagged = relations.filter((rel) => rel.object_id === question.id && Number(rel.status) === AVAILABLE).map((rel) => tags.get(rel.tag_id));
    if ([...question.tags].sort().join() !== [...tagged].sort().join()) problems.push(`question ${question.id} has tags [${tagged.join()}], acknowledged with [${question.tags.join()}]`);
  }
  for (const answer of ledger.answers) {
    const row = answers.get(answer.id);
    if (!row) problems.push(`answer ${answer.id} was acknowledged but is missing`);
    else if (row.question_id !== answer.questionId || row.original_text !== answer.content || Number(row.status) !== AVAILABLE) problems.push(`answer ${answer.id} differs from what was acknowledged`);
  }
  for (const comment of ledger.comments) {
    const row = comments.get(comment.id);
    if (!row) problems.push(`comment ${comment.id} was acknowledged but is missing`);
    else if (row.object_id !== comment.objectId || row.original_text !== comment.text || Number(row.status) !== AVAILABLE) problems.push(`comment ${comment.id} differs from what was acknowledged`);
  }
  for (const vote of ledger.votes) if (!votes.has(`${vote.userId}/${vote.objectId}`)) problems.push(`the up vote of ${vote.userId} on ${vote.objectId} was acknowledged but is missing`);
  for (const follow of ledger.follows) if (!follows.has(`${follow.userId}/${follow.objectId}`)) problems.push(`${follow.userId} following ${follow.objectId} was acknowledged but is missing`);
  for (const [userId, bio] of ledger.bios) {
    const stored = bios.get(userId);
    // the request cut off by the kill may have committed: then its value is the newest
    const allowed = [bio.acknowledged, bio.inFlight];
    if (!allowed.includes(stored ?? null)) problems.push(`member ${userId} has bio "${stored}", acknowledged "${bio.acknowledged}"`);
  }
  return problems;
}

/** Every count a table keeps that does not equal what it counts, and rows pointing at nothing. */
export async function inconsistencies(db: Kysely<CrashTables>, baseline: Map<string, number>): Promise<string[]> {
  const problems: string[] = [];
  const questions = await db.selectFrom('question').selectAll().execute();
  const answers = await db.selectFrom('answer').selectAll().execute();
  const comments = await db.selectFrom('comment').selectAll().execute();
  const tags = await db.selectFrom('tag').select(['id', 'slug_name', 'question_count', 'follow_count']).execute();
  const relations = await db.selectFrom('tag_rel').select(['object_id', 'tag_id', 'status']).execute();
  const votes = await db.selectFrom('vote').select(['user_id', 'object_id', 'vote']).execute();
  const follows = await db.selectFrom('follow').select(['user_id', 'object_id']).execute();
  const users = await db.selectFrom('user').select(['id', 'rank', 'question_count', 'answer_count']).execute();
  const revisions = await db.selectFrom('revision').select(['id', 'object_id']).execute();

  const liveAnswers = answers.filter((answer) => Number(answer.status) === AVAILABLE);
  const answersOf = countBy(liveAnswers, (answer) => answer.question_id);
  const newestAnswer = new Map<string, string>();
  for (const answer of liveAnswers) {
    const current = newestAnswer.get(answer.question_id);
    // ids grow with time, so the greatest id is the newest answer
    if (!current || BigInt(answer.id) > BigInt(current)) newestAnswer.set(answer.question_id, answer.id);
  }
  const score = countBy(votes, (vote) => vote.object_id, (vote) => Number(vote.vote));
  const followers = countBy(follows, (follow) => follow.object_id);
  const revisionOf = new Map(revisions.map((revision) => [String(revision.id), revision.object_id]));
  const tagIds = new Set(tags.map((tag) => tag.id));

  const questionIds = new Set(questions.map((question) => question.id));
  for (const question of questions) {
    const expected = answersOf.get(question.id) ?? 0;
    if (Number(question.answer_count) !== expected) problems.push(`question ${question.id} answer_count ${question.answer_count}, live answers ${expected}`);
    if (question.last_answer_id !== (newestAnswer.get(question.id) ?? '0')) problems.push(`question ${question.id} last_answer_id ${question.last_answer_id}, newest answer ${newestAnswer.get(question.id) ?? '0'}`);
    if (Number(question.vote_count) !== (score.get(question.id) ?? 0)) problems.push(`question ${question.id} vote_count ${question.vote_count}, votes ${score.get(question.id) ?? 0}`);
    if (Number(question.follow_count) !== (followers.get(question.id) ?? 0)) problems.push(`question ${question.id} follow_count ${question.follow_count}, followers ${followers.get(question.id) ?? 0}`);
    if (revisionOf.get(question.revision_id) !== question.id) problems.push(`question ${question.id} revision ${question.revision_id} is not one of its revisions`);
    if (!relations.some((rel) => rel.object_id === question.id)) problems.push(`question ${question.id} has no tags`);
  }
  const liveComments = countBy(
    comments.filter((comment) => Number(comment.status) === AVAILABLE),
    (comment) => comment.object_id,
  );
  const answerIds = new Set(answers.map((answer) => answer.id));
  for (const answer of answers) {
    if (!questionIds.has(answer.question_id)) problems.push(`answer ${answer.id} belongs to missing question ${answer.question_id}`);
    if (Number(answer.vote_count) !== (score.get(answer.id) ?? 0)) problems.push(`answer ${answer.id} vote_count ${answer.vote_count}, votes ${score.get(answer.id) ?? 0}`);
    if (Number(answer.comment_count) !== (liveComments.get(answer.id) ?? 0)) problems.push(`answer ${answer.id} comment_count ${answer.comment_count}, live comments ${liveComments.get(answer.id) ?? 0}`);
    if (revisionOf.get(answer.revision_id) !== answer.id) problems.push(`answer ${answer.id} revision ${answer.revision_id} is not one of its revisions`);
  }
  const commentIds = new Set(comments.map((comment) => comment.id));
  for (const comment of comments) {
    if (!questionIds.has(comment.object_id) && !answerIds.has(comment.object_id)) problems.push(`comment ${comment.id} is on missing post ${comment.object_id}`);
    if (Number(comment.vote_count) !== (score.get(comment.id) ?? 0)) problems.push(`comment ${comment.id} vote_count ${comment.vote_count}, votes ${score.get(comment.id) ?? 0}`);
  }
  for (const vote of votes) {
    if (!questionIds.has(vote.object_id) && !answerIds.has(vote.object_id) && !commentIds.has(vote.object_id)) problems.push(`a vote is on missing post ${vote.object_id}`);
  }
  const tagged = countBy(
    relations.filter((rel) => Number(rel.status) === AVAILABLE),
    (rel) => rel.tag_id,
  );
  for (const tag of tags) {
    if (Number(tag.question_count) !== (tagged.get(tag.id) ?? 0)) problems.push(`tag ${tag.slug_name} question_count ${tag.question_count}, tagged questions ${tagged.get(tag.id) ?? 0}`);
    if (Number(tag.follow_count) !== (followers.get(tag.id) ?? 0)) problems.push(`tag ${tag.slug_name} follow_count ${tag.follow_count}, followers ${followers.get(tag.id) ?? 0}`);
  }
  for (const rel of relations) {
    if (!questionIds.has(rel.object_id) || !tagIds.has(rel.tag_id)) problems.push(`tag relation ${rel.object_id}/${rel.tag_id} points at nothing`);
  }

  const asked = countBy(
    // published ones only: neither deleted nor waiting for review (status 11), as Answer counts them
    questions.filter((question) => Number(question.status) < DELETED),
    (question) => question.user_id,
  );
  const answered = countBy(liveAnswers, (answer) => answer.user_id);
  const now = await reputationBaseline(db);
  for (const user of users) {
    const id = String(user.id);
    if (Number(user.question_count) !== (asked.get(id) ?? 0)) problems.push(`member ${id} question_count ${user.question_count}, questions ${asked.get(id) ?? 0}`);
    if (Number(user.answer_count) !== (answered.get(id) ?? 0)) problems.push(`member ${id} answer_count ${user.answer_count}, answers ${answered.get(id) ?? 0}`);
    const before = baseline.get(id);
    if (before !== undefined && now.get(id) !== before) problems.push(`member ${id} reputation moved by ${(now.get(id) ?? 0) - before} without an activity to show for it`);
  }
  return problems;
}

/** SQLite's own check of its file (pages, indexes); nothing to add on the server databases. */
export async function sqliteIntegrity(db: Kysely<CrashTables>): Promise<string> {
  const result = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
  return result.rows.map((row) => row.integrity_check).join('\n');
}
