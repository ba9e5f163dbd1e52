/**
 * The endpoint rows of bench/api: what each row loads (its path, headers and the requests it
 * rotates through) on a seeded site, with the members, question ids and pages it found there.
 */
import type { SeededSite } from './seed';
import type { LoadOptions, LoadRequest } from './load';
import { API, type Member } from './api-calls';

/** Asks for compressed bodies, as browsers do. */
export const AS_BROWSER = { 'accept-encoding': 'gzip, br' };

export interface Plan {
  name: string;
  path: string;
  note: string;
  /** Checked against the host before loading; absent means always served. */
  probe?: { path: string; token?: string };
  /** Why the run cannot happen on this site (no members, no ids). */
  unavailable?: string;
  /** Connections of this run, when not the bench's number (a single visitor's latency). */
  connections?: number;
  load: Omit<LoadOptions, 'url' | 'durationSeconds' | 'connections'>;
}

function rotating<T>(items: T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length];
}

export function plans(site: SeededSite, questionIds: string[], members: Member[], usernames: string[], pages: string[]): Plan[] {
  const list = (order: string) => `${API}/question/page?page=1&page_size=20&order=${order}`;
  const nextId = rotating(questionIds);
  const nextPage = rotating(pages);
  // the answers call of a question page uses the id its info call picked on the same connection
  const pageOf = new WeakMap<object, string>();
  const questionPage: LoadRequest[] = [
    {
      setupRequest: (request, context) => {
        const id = nextId();
        pageOf.set(context, id);
        return { ...request, path: `${API}/question/info?id=${id}` };
      },
    },
    { setupRequest: (request, context) => ({ ...request, path: `${API}/answer/page?question_id=${pageOf.get(context) ?? ''}&page=1&page_size=20` }) },
  ];
  const term = site.tagSlugs[0] ?? 'question';
  const slugs = site.tagSlugs.length > 0 ? site.tagSlugs : [term];
  // 50 terms, a mix: one word, two words, a phrase, a tag with an operator, and a Chinese word
  const searchTerms = slugs.slice(0, 10).flatMap((slug, index) => {
    const next = slugs[(index + 1) % slugs.length];
    return [slug, `${slug} ${next}`, `"${slug} ${next}"`, `[${slug}] score:1`, index % 2 === 0 ? '数据库 索引' : `${slug} is:question`];
  });
  const nextTerm = rotating(searchTerms);
  const searchPath = (words: string) => `${API}/search?q=${encodeURIComponent(words)}&page=1&size=20`;
  const noMembers = members.length === 0 ? 'no member could log in' : undefined;
  const noIds = questionIds.length === 0 ? 'no question ids' : undefined;

  // writes walk member × question pairs, so each member answers a question at most once
  let written = 0;
  const writer = () => {
    const n = written++;
    return { member: members[n % members.length], questionId: questionIds[Math.floor(n / members.length) % questionIds.length], n };
  };
  const post = (apiPath: string, bodyOf: (questionId: string, n: number) => unknown): LoadRequest[] => [
    {
      setupRequest: (request) => {
        const { member, questionId, n } = writer();
        return {
          ...request,
          method: 'POST',
          path: apiPath,
          headers: { 'content-type': 'application/json', authorization: member.token },
          body: JSON.stringify(bodyOf(questionId, n)),
        };
      },
    },
  ];

  // members read the guests' kept copies with their own state added (the handler when theirs differs)
  const asMember = (requests: LoadRequest[]): LoadRequest[] =>
    requests.map((step) => ({
      setupRequest: (request, context) => {
        const shaped = typeof step.setupRequest === 'function' ? step.setupRequest(request, context) : request;
        return { ...shaped, headers: { ...shaped.headers, ...AS_BROWSER, authorization: memberToken() } };
      },
    }));
  const memberToken = rotating(members.map((member) => member.token));
  const memberList = asMember([{ setupRequest: (request) => ({ ...request, path: list('newest') }) }]);

  // a member's profile as its page asks for it: the member and the overview's top posts, then the
  // questions and answers tabs (30 a page, as Answer's page asks); the seeded members post the most
  const nextProfile = rotating(usernames);
  const profileOf = new WeakMap<object, string>();
  const personal = (path: string, username: string) => `${API}${path}?username=${encodeURIComponent(username)}&order=newest&page=1&page_size=30`;
  const profilePage: LoadRequest[] = [
    {
      setupRequest: (request, context) => {
        const username = nextProfile();
        profileOf.set(context, username);
        return { ...request, path: `${API}/personal/user/info?username=${encodeURIComponent(username)}` };
      },
    },
    { setupRequest: (request, context) => ({ ...request, path: `${API}/personal/qa/top?username=${encodeURIComponent(profileOf.get(context) ?? '')}` }) },
    { setupRequest: (request, context) => ({ ...request, path: personal('/personal/question/page', profileOf.get(context) ?? '') }) },
    { setupRequest: (request, context) => ({ ...request, path: personal('/personal/answer/page', profileOf.get(context) ?? '') }) },
  ];
  const noProfiles = usernames.length === 0 ? 'no member usernames' : undefined;
  const profileProbe = { path: `${API}/personal/user/info?username=${encodeURIComponent(usernames[0] ?? '')}` };

  return [
    { name: 'list newest', path: list('newest'), note: 'guests', load: { headers: AS_BROWSER } },
    { name: 'list hot', path: list('hot'), note: 'guests', load: { headers: AS_BROWSER } },
    { name: 'list newest, members', path: list('newest'), note: 'logged in: kept copy + own state', unavailable: noMembers, load: { requests: memberList } },
    {
      name: 'question page, members',
      path: `${API}/question/info?id=`,
      note: 'logged in: info + answers',
      unavailable: noMembers ?? noIds,
      load: { requests: asMember(questionPage) },
    },
    {
      name: 'question page',
      path: `${API}/question/info?id=`,
      note: 'guests, 100 questions in turn: info + answers',
      unavailable: noIds,
      load: { headers: AS_BROWSER, requests: questionPage },
    },
    {
      name: 'profile, members',
      path: `${API}/personal/user/info?username=`,
      note: `logged in, ${usernames.length} profiles in turn: info + top + questions + answers`,
      probe: profileProbe,
      unavailable: noMembers ?? noProfiles,
      load: { requests: asMember(profilePage) },
    },
    {
      name: 'profile',
      path: `${API}/personal/user/info?username=`,
      note: `guests, ${usernames.length} profiles in turn: info + top + questions + answers`,
      probe: profileProbe,
      unavailable: noProfiles,
      load: { headers: AS_BROWSER, requests: profilePage },
    },
    {
      // the server-rendered page (content, head, boot data and the reads it was made from) as a browser asks for it
      name: 'question page HTML',
      path: pages[0] ?? '/questions/',
      note: 'guests, 100 questions in turn, server-rendered',
      unavailable: noIds,
      load: { headers: AS_BROWSER, requests: [{ setupRequest: (request) => ({ ...request, path: nextPage() }) }] },
    },
    {
      // a member's visit: the same HTML (pages carry no token), then the reads with their own state
      name: 'question page HTML, member',
      path: pages[0] ?? '/questions/',
      note: 'one logged-in visitor: HTML + info + answers',
      unavailable: noMembers ?? noIds,
      connections: 1,
      load: {
        requests: [
          {
            setupRequest: (request, context) => {
              const path = nextPage();
              pageOf.set(context, path.split('/')[2] ?? '');
              return { ...request, path, headers: { ...request.headers, ...AS_BROWSER } };
            },
          },
          ...asMember(questionPage.map((step, i) => (i === 0 ? { setupRequest: (request, context) => ({ ...request, path: `${API}/question/info?id=${pageOf.get(context) ?? ''}` }) } : step))),
        ],
      },
    },
    { name: 'tag list', path: `${API}/tags/page?page=1&page_size=20`, note: 'guests', probe: { path: `${API}/tags/page?page=1&page_size=20` }, load: { headers: AS_BROWSER } },
    {
      // searches differ from visitor to visitor: the terms rotate over the sampled tags' names
      name: 'search',
      path: searchPath(term),
      note: `guests, ${searchTerms.length} terms in turn`,
      probe: { path: searchPath(term) },
      load: { headers: AS_BROWSER, requests: [{ setupRequest: (request) => ({ ...request, path: searchPath(nextTerm()) }) }] },
    },
    {
      name: 'notification status',
      path: `${API}/notification/status`,
      note: `logged in, ${members.length} members in turn`,
      probe: { path: `${API}/notification/status`, token: members[0]?.token },
      unavailable: noMembers,
      load: { requests: asMember([{ setupRequest: (request) => ({ ...request, path: `${API}/notification/status` }) }]) },
    },
    {
      name: 'write: answer',
      path: `${API}/answer`,
      note: `${members.length} members`,
      unavailable: noMembers ?? noIds,
      load: { tallyReasons: true, requests: post(`${API}/answer`, (question_id, n) => ({ question_id, content: `A benchmark answer, number ${n}, long enough to count.` })) },
    },
    {
      name: 'write: vote up',
      path: `${API}/vote/up`,
      note: `${members.length} members`,
      unavailable: noMembers ?? noIds,
      load: { tallyReasons: true, requests: post(`${API}/vote/up`, (object_id) => ({ object_id })) },
    },
  ];
}
