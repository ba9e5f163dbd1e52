/**
 * A stream of writes through the API from several members at once (asking, answering, commenting,
 * voting, following, editing the profile), keeping a ledger of every write the API acknowledged,
 * so a test can kill the host mid-stream and then look for each of them in the database.
 */
import type { Envelope, RunningHost } from './harness';
import { createRng } from './fuzz/prng';

export const API = '/answer/api/v1';

export interface Writer {
  id: string;
  token: string;
  username: string;
}

/** The writes the API answered 2xx, with what it acknowledged. */
export interface Ledger {
  questions: { id: string; userId: string; title: string; content: string; tags: string[] }[];
  answers: { id: string; userId: string; questionId: string; content: string }[];
  comments: { id: string; userId: string; objectId: string; text: string }[];
  votes: { userId: string; objectId: string }[];
  follows: { userId: string; objectId: string }[];
  /** Each member's last acknowledged bio, and the one still in flight when the host died. */
  bios: Map<string, { acknowledged: string; inFlight: string | null }>;
}

export const emptyLedger = (): Ledger => ({ questions: [], answers: [], comments: [], votes: [], follows: [], bios: new Map() });

/** The same seed gives the same stream of choices. */
export const seededRandom = (seed: number): (() => number) => createRng(seed).next;

export interface StreamOptions {
  host: RunningHost;
  writers: Writer[];
  ledger: Ledger;
  /** Tags that exist before the stream starts. */
  tags: string[];
  random: () => number;
  /** Called after every acknowledged write with the number acknowledged in this stream so far. */
  onAcknowledged(count: number): void;
  /** True once the host is being killed: failures from then on are expected. */
  stopped(): boolean;
}

export interface StreamResult {
  acknowledged: number;
  /** Answers the API should never give while it is up (5xx), with what was asked. */
  serverErrors: string[];
}

type Response = { status: number; body: Envelope<unknown> };

let serial = 0;
const unique = (): string => `${Date.now().toString(36)}${(serial += 1).toString(36)}`;

/**
 * Runs every writer's loop until `stopped()` or a request fails to reach the host; resolves when
 * all of them have stopped.
 */
export async function writeStream(options: StreamOptions): Promise<StreamResult> {
  const { host, ledger, random } = options;
  const result: StreamResult = { acknowledged: 0, serverErrors: [] };
  const pick = <T>(items: readonly T[]): T | undefined => (items.length === 0 ? undefined : items[Math.floor(random() * items.length)]);
  const acknowledge = () => {
    result.acknowledged += 1;
    options.onAcknowledged(result.acknowledged);
  };

  const send = async (writer: Writer, method: string, path: string, body: unknown): Promise<Response | null> => {
    try {
      const response = await host.api<Envelope<unknown>>(method, API + path, { token: writer.token, body });
      if (response.status >= 500 && !options.stopped()) result.serverErrors.push(`${method} ${path} ${JSON.stringify(body)} -> ${response.status} ${JSON.stringify(response.body)}`);
      return response;
    } catch (error) {
      // the host is gone; anything else is the test's own mistake
      if (!options.stopped()) result.serverErrors.push(`${method} ${path}: ${String(error)}`);
      return null;
    }
  };
  const ok = (response: Response | null): response is Response => response !== null && response.status === 200;

  const others = (writer: Writer) => <T extends { userId: string }>(items: T[]) => items.filter((item) => item.userId !== writer.id);

  const actions: { weight: number; run(writer: Writer): Promise<boolean> }[] = [
    {
      weight: 5,
      async run(writer) {
        const tag = unique();
        // now and then a tag no one used before, created with the question
        const tags = random() < 0.3 ? [pick(options.tags) as string, `new-${tag}`] : [pick(options.tags) as string];
        const title = `Crash safety question ${tag} from ${writer.username}`;
        const content = `How does the site keep question ${tag} when the power goes?`;
        const response = await send(writer, 'POST', '/question', { title, content, tags: tags.map((slug) => ({ slug_name: slug, display_name: slug })) });
        if (!ok(response)) return false;
        const data = response.body.data as { id: string };
        ledger.questions.push({ id: data.id, userId: writer.id, title, content, tags });
        return true;
      },
    },
    {
      weight: 4,
      async run(writer) {
        const answered = new Set(ledger.answers.filter((answer) => answer.userId === writer.id).map((answer) => answer.questionId));
        const question = pick(others(writer)(ledger.questions).filter((item) => !answered.has(item.id)));
        if (!question) return false;
        const content = `Answer ${unique()}: it is written to the database before the reply.`;
        const response = await send(writer, 'POST', '/answer', { question_id: question.id, content });
        if (!ok(response)) return false;
        const data = response.body.data as { info: { id: string } };
        ledger.answers.push({ id: data.info.id, userId: writer.id, questionId: question.id, content });
        return true;
      },
    },
    {
      weight: 4,
      async run(writer) {
        const target = pick([...ledger.questions.map((item) => item.id), ...ledger.answers.map((item) => item.id)]);
        if (!target) return false;
        const text = `Comment ${unique()} on this post, kept safe.`;
        const response = await send(writer, 'POST', '/comment', { object_id: target, original_text: text });
        if (!ok(response)) return false;
        const data = response.body.data as { comment_id: string };
        ledger.comments.push({ id: data.comment_id, userId: writer.id, objectId: target, text });
        return true;
      },
    },
    {
      weight: 4,
      async run(writer) {
        const voted = new Set(ledger.votes.filter((vote) => vote.userId === writer.id).map((vote) => vote.objectId));
        const target = pick(others(writer)([...ledger.questions, ...ledger.answers, ...ledger.comments]).filter((item) => !voted.has(item.id)));
        if (!target) return false;
        const response = await send(writer, 'POST', '/vote/up', { object_id: target.id, is_cancel: false });
        if (!ok(response)) return false;
        ledger.votes.push({ userId: writer.id, objectId: target.id });
        return true;
      },
    },
    {
      weight: 2,
      async run(writer) {
        const followed = new Set(ledger.follows.filter((follow) => follow.userId === writer.id).map((follow) => follow.objectId));
        const question = pick(others(writer)(ledger.questions).filter((item) => !followed.has(item.id)));
        if (!question) return false;
        const response = await send(writer, 'POST', '/follow', { object_id: question.id, is_cancel: false });
        if (!ok(response)) return false;
        ledger.follows.push({ userId: writer.id, objectId: question.id });
        return true;
      },
    },
    {
      weight: 1,
      async run(writer) {
        const bio = `Bio ${unique()}`;
        // a new member's bio is empty until an edit is acknowledged
        const state = ledger.bios.get(writer.id) ?? { acknowledged: '', inFlight: null };
        ledger.bios.set(writer.id, state);
        state.inFlight = bio;
        const body = { display_name: `Writer ${writer.username}`, username: writer.username, bio, website: '', location: '', avatar: { type: 'default', gravatar: '', custom: '' } };
        const response = await send(writer, 'PUT', '/user/info', body);
        if (!ok(response)) {
          // refused, so not written; a request cut off by the kill may or may not have been
          if (response) state.inFlight = null;
          return false;
        }
        state.acknowledged = bio;
        state.inFlight = null;
        return true;
      },
    },
  ];
  const totalWeight = actions.reduce((sum, action) => sum + action.weight, 0);
  const choose = () => {
    let roll = random() * totalWeight;
    for (const action of actions) {
      roll -= action.weight;
      if (roll < 0) return action;
    }
    return actions[0];
  };

  await Promise.all(
    options.writers.map(async (writer) => {
      while (!options.stopped()) {
        const before = result.serverErrors.length;
        if (await choose().run(writer)) acknowledge();
        // a turn with nothing to do sends no request: give the others' replies a chance to arrive
        else await new Promise((resolve) => setImmediate(resolve));
        // a request that could not reach the host ends this writer
        if (result.serverErrors.length > before || options.stopped()) break;
      }
    }),
  );
  return result;
}
