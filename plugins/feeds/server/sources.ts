/**
 * What each feed shows, read from the site's own API as a guest (`ctx.guestRead`): the same lists
 * and pages a visitor without an account gets, so deleted, pending and unlisted questions, held
 * answers and a members-only site are handled by the routes that own them, not again here.
 */
import { API_BASE, permalinkMode, questionPermalink, longId, type ApiQuery, type ApiRead, type PermalinkMode, type ServerContext } from '@answer/sdk/server';
import { FEED_PATHS } from './paths';
import type { Feed, FeedCategory, FeedEntry } from './render';

/** Items a feed carries: the newest ones, as most readers poll often enough to see each. */
export const FEED_ITEMS = 30;

interface TagItem {
  slug_name: string;
  display_name: string;
}

interface Person {
  display_name?: string;
}

/** The fields of a `GET /question/page` item the feeds use. */
interface QuestionItem {
  id: string;
  title: string;
  url_title: string;
  description: string;
  created_at: number;
  tags?: TagItem[] | null;
  operator?: Person | null;
}

/** The fields of `GET /question/info` the feeds use. */
interface QuestionInfo {
  id: string;
  title: string;
  url_title: string;
  tags?: TagItem[] | null;
}

/** The fields of a `GET /answer/page` item the feeds use. */
interface AnswerItem {
  id: string;
  html: string;
  create_time: number;
  update_time: number;
  user_info?: Person | null;
}

/** The fields of `GET /tag` the feeds use. */
interface TagInfo {
  slug_name: string;
  display_name: string;
}

export type FeedResult =
  | { kind: 'feed'; feed: Feed }
  | { kind: 'not_found' }
  /** The feed lives at another path (a tag asked for by a synonym or another spelling). */
  | { kind: 'redirect'; path: string }
  /** The API refused for another reason (maintenance, a failure): try again later. */
  | { kind: 'unavailable' };

/** The site as a feed names it. */
interface Site {
  /** The public address with the base path, no trailing slash. */
  url: string;
  name: string;
  description: string;
  permalink: PermalinkMode;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const seconds = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** Refusals that mean "there is no such feed for a guest" rather than "not now". */
const ABSENT = new Set([400, 401, 403, 404]);

function failure(read: { ok: false; status: number }): FeedResult {
  return ABSENT.has(read.status) ? { kind: 'not_found' } : { kind: 'unavailable' };
}

/**
 * Root-relative addresses in a post's HTML made absolute: a feed is read away from the site, where
 * `/uploads/...` would lead nowhere.
 */
export function absoluteLinks(html: string, origin: string): string {
  return html.replace(/(\s(?:href|src)\s*=\s*")\/(?!\/)/gi, `$1${origin}/`);
}

export class FeedSources {
  constructor(private readonly ctx: ServerContext) {}

  private async site(): Promise<Site> {
    const [general, seo, url] = await Promise.all([
      this.ctx.siteInfo.get<{ name?: unknown; description?: unknown }>('general'),
      this.ctx.siteInfo.get<{ permalink?: unknown }>('seo'),
      this.ctx.siteUrl(),
    ]);
    return { url: url.replace(/\/+$/, ''), name: text(general?.name).trim() || 'Answer', description: text(general?.description).trim(), permalink: permalinkMode(seo ?? undefined) };
  }

  /** True when guests may read nothing but the login page. */
  async membersOnly(): Promise<boolean> {
    return (await this.ctx.siteInfo.get<{ login_required?: unknown }>('login'))?.login_required === true;
  }

  /**
   * A guest's GET of `path` under the user API. Always given whole: `guestRead` takes a path that
   * starts with `/answer/` as a full path, which `/answer/page` of the user API does too.
   */
  private read<T>(path: string, query: ApiQuery, lang: string): Promise<ApiRead<T>> {
    return this.ctx.guestRead<T>(`${API_BASE}${path}`, query, lang);
  }

  private t(lang: string, key: string, vars?: Record<string, unknown>): string {
    return this.ctx.t(lang, `feeds.${key}`, vars);
  }

  private feedShell(site: Site, lang: string, page: string, self: (format: 'rss' | 'atom') => string): Pick<Feed, 'link' | 'self' | 'lang' | 'categoryScheme'> {
    return { link: `${site.url}${page}`, self: { rss: `${site.url}${self('rss')}`, atom: `${site.url}${self('atom')}` }, lang, categoryScheme: `${site.url}/tags/` };
  }

  private questionEntries(site: Site, lang: string, items: QuestionItem[]): FeedEntry[] {
    const entries = items.map((item) => ({
      id: `${site.url}/questions/${longId(item.id) ?? item.id}`,
      title: text(item.title),
      link: `${site.url}${questionPermalink(site.permalink, { id: item.id, url_title: item.url_title })}`,
      author: text(item.operator?.display_name).trim() || this.t(lang, 'anonymous'),
      published: seconds(item.created_at),
      updated: seconds(item.created_at),
      categories: categoriesOf(item.tags),
      body: { kind: 'text' as const, value: text(item.description) },
    }));
    // pinned questions lead the site's lists; a feed is newest first
    return entries.sort((a, b) => b.published - a.published);
  }

  /** The newest questions, or those without an answer, of the site or of one tag. */
  private async questionList(lang: string, order: 'newest' | 'unanswered', tag?: string): Promise<QuestionItem[] | FeedResult> {
    const read = await this.read<{ list?: QuestionItem[] | null }>('/question/page', { order, tag, page: 1, page_size: FEED_ITEMS }, lang);
    if (!read.ok) return failure(read);
    return read.data.list ?? [];
  }

  async newest(lang: string, order: 'newest' | 'unanswered'): Promise<FeedResult> {
    const [site, items] = await Promise.all([this.site(), this.questionList(lang, order)]);
    if (!Array.isArray(items)) return items;
    const page = order === 'newest' ? '/questions' : '/questions?order=unanswered';
    const description = order === 'newest' && site.description ? site.description : this.t(lang, `description.${order}`, { site: site.name });
    return {
      kind: 'feed',
      feed: {
        ...this.feedShell(site, lang, page, (format) => (order === 'newest' ? FEED_PATHS.newest(format) : FEED_PATHS.unanswered(format))),
        title: this.t(lang, `title.${order}`, { site: site.name }),
        description,
        entries: this.questionEntries(site, lang, items),
      },
    };
  }

  /** The newest questions of a tag; its synonyms and other spellings lead to the tag's own feed. */
  async tag(lang: string, name: string, format: 'rss' | 'atom'): Promise<FeedResult> {
    const found = await this.read<TagInfo>('/tag', { name }, lang);
    if (!found.ok) return failure(found);
    const slug = text(found.data.slug_name);
    if (!slug) return { kind: 'not_found' };
    if (slug !== name) return { kind: 'redirect', path: FEED_PATHS.tag(slug, format) };
    const [site, items] = await Promise.all([this.site(), this.questionList(lang, 'newest', slug)]);
    if (!Array.isArray(items)) return items;
    const label = text(found.data.display_name) || slug;
    return {
      kind: 'feed',
      feed: {
        ...this.feedShell(site, lang, `/tags/${encodeURIComponent(slug)}`, (kind) => FEED_PATHS.tag(slug, kind)),
        title: this.t(lang, 'title.tag', { tag: label, site: site.name }),
        description: this.t(lang, 'description.tag', { tag: label, site: site.name }),
        entries: this.questionEntries(site, lang, items),
      },
    };
  }

  /** The newest answers of one question. */
  async answers(lang: string, rawId: string): Promise<FeedResult> {
    const id = longId(rawId);
    if (!id) return { kind: 'not_found' };
    const [site, question, answers] = await Promise.all([
      this.site(),
      this.read<QuestionInfo>('/question/info', { id }, lang),
      this.read<{ list?: AnswerItem[] | null }>('/answer/page', { question_id: id, order: 'created', page: 1, page_size: FEED_ITEMS }, lang),
    ]);
    if (!question.ok) return failure(question);
    if (!answers.ok) return failure(answers);
    const origin = new URL(site.url).origin;
    const title = text(question.data.title);
    const address = { id, url_title: question.data.url_title };
    const categories = categoriesOf(question.data.tags);
    const entries = (answers.data.list ?? []).map((answer): FeedEntry => {
      const author = text(answer.user_info?.display_name).trim() || this.t(lang, 'anonymous');
      return {
        id: `${site.url}/questions/${id}/${longId(answer.id) ?? answer.id}`,
        title: this.t(lang, 'answer_title', { name: author }),
        link: `${site.url}${questionPermalink(site.permalink, address, answer.id)}`,
        author,
        published: seconds(answer.create_time),
        updated: seconds(answer.update_time),
        categories,
        body: { kind: 'html', value: absoluteLinks(text(answer.html), origin) },
      };
    });
    return {
      kind: 'feed',
      feed: {
        ...this.feedShell(site, lang, questionPermalink(site.permalink, address), (format) => FEED_PATHS.answers(id, format)),
        title: this.t(lang, 'title.answers', { title, site: site.name }),
        description: this.t(lang, 'description.answers', { title, site: site.name }),
        entries: entries.sort((a, b) => b.published - a.published),
      },
    };
  }
}

function categoriesOf(tags: TagItem[] | null | undefined): FeedCategory[] {
  return (tags ?? []).filter((tag) => text(tag.slug_name) !== '').map((tag) => ({ term: tag.slug_name, label: text(tag.display_name) || tag.slug_name }));
}
