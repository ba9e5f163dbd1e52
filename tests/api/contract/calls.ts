/**
 * How the contract test calls each route it checks, on the community of community.ts: who calls,
 * with which query or body. A route may be called several ways (a guest and a member, an open and
 * a closed question) to see more of its shapes. Writes come last and bring their own targets.
 */
import { ADMIN, type Envelope } from '../harness';
import { API, type Fixture } from '../questions-support';
import type { Community, Person } from './community';
import { BADGE_CONTRACT_CALLS } from './badge-calls';
import { FLAG_CONTRACT_CALLS } from './flag-calls';
import { REVIEW_CONTRACT_CALLS } from './review-calls';
import { TAG_CONTRACT_CALLS } from './tag-calls';
import { tagDetailCalls, tagRevisionCalls, tagTimelineCalls, TAG_EDIT_CONTRACT_CALLS } from './tag-edit-calls';
import { USER_CONTRACT_CALLS } from './user-calls';

const ADM = '/answer/admin/api';

export interface ContractCall {
  /** The caller; a guest when absent. */
  as?: Person;
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** A multipart body instead of JSON. */
  form?: () => FormData;
}

export type CallBuilder = (c: Community, fx: Fixture) => ContractCall | ContractCall[] | Promise<ContractCall | ContractCall[]>;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

async function read<T>(fx: Fixture, path: string, token: string): Promise<T> {
  return (await fx.host.api<Envelope<T>>('GET', path, { token })).body.data;
}

const tagItems = (...slugs: string[]) => slugs.map((slug) => ({ slug_name: slug, display_name: slug }));

/** Alice's questions for the calls that change one, by what they are for (the same one for one purpose). */
const sharedQuestions = new WeakMap<Community, Map<string, Promise<string>>>();
function freshQuestion(c: Community, fx: Fixture, purpose = unique()): Promise<string> {
  const mine = sharedQuestions.get(c) ?? new Map<string, Promise<string>>();
  sharedQuestions.set(c, mine);
  const made =
    mine.get(purpose) ??
    fx.host
      .api<Envelope<{ id: string }>>('POST', `${API}/question`, { token: c.alice.token, body: { title: `A question of Alice to change ${unique()}`, content: 'Something to change.', tags: tagItems('support') } })
      .then((response) => response.body.data.id);
  mine.set(purpose, made);
  return made;
}

/** A fresh answer of Alice's (to the admin's question), for the calls that delete or recover one. */
const sharedAnswer = new WeakMap<Community, Promise<string>>();
function aliceAnswer(c: Community, fx: Fixture): Promise<string> {
  const made =
    sharedAnswer.get(c) ??
    fx.host.api<Envelope<{ info: { id: string } }>>('POST', `${API}/answer`, { token: c.alice.token, body: { question_id: c.tagged, content: 'An answer of Alice, soon deleted.' } }).then((response) => response.body.data.info.id);
  sharedAnswer.set(c, made);
  return made;
}

export const CONTRACT_CALLS: Record<string, CallBuilder> = {
  // ── the kernel ──────────────────────────────────────────────────────────────────────────
  [`GET ${API}/plugin/status`]: () => ({}),
  [`GET ${API}/siteinfo`]: (c) => [{}, { as: c.alice }],
  [`GET ${API}/language/options`]: () => ({}),
  [`GET ${API}/language/config`]: () => [{}, { query: { lang: 'zh_CN' } }],
  [`GET ${ADM}/language/options`]: (c) => ({ as: c.admin }),
  [`GET ${ADM}/plugins`]: (c) => ({ as: c.admin }),
  [`GET ${ADM}/plugin/config`]: (c) => ({ as: c.admin, query: { plugin_slug_name: 'search_db' } }),
  [`POST ${API}/post/render`]: (c) => ({ as: c.alice, body: { content: 'A **preview** with a [link](https://example.com).' } }),
  [`GET /installation/language/options`]: () => ({}),
  [`POST /installation/config-file/check`]: () => ({ body: {} }),

  // ── accounts ────────────────────────────────────────────────────────────────────────────
  [`GET ${API}/user/action/record`]: () => [{ query: { action: 'login' } }, { query: { action: 'question' } }],
  [`GET ${API}/user/info`]: (c) => [{}, { as: c.alice }, { as: c.admin }],
  [`GET ${API}/user/info/search`]: (c) => ({ as: c.alice, query: { username: c.bob.username.slice(0, 3) } }),
  [`GET ${API}/permission`]: (c) => [{ query: { action: 'question.add,answer.add' } }, { as: c.alice, query: { action: 'question.add,question.edit,question.delete,question.close,answer.accept,tag.add' } }],
  [`GET ${API}/user/email/delivery`]: () => ({}),
  [`GET ${API}/connector/info`]: () => ({}),
  [`GET ${API}/connector/user/info`]: (c) => ({ as: c.alice }),
  [`GET ${API}/user-center/agent`]: () => ({}),
  [`GET ${API}/user-center/user/settings`]: (c) => ({ as: c.alice }),
  [`GET ${API}/user-center/personal/branding`]: (c) => ({ query: { username: c.alice.username } }),
  [`GET ${API}/user/plugin/configs`]: (c) => ({ as: c.alice }),
  // the built-in chat notifier keeps settings of each member
  [`GET ${API}/user/plugin/config`]: (c) => ({ as: c.alice, query: { plugin_slug_name: 'notifier_chat' } }),
  [`PUT ${API}/user/plugin/config`]: (c) => ({ as: c.alice, body: { plugin_slug_name: 'notifier_chat', config_fields: {} } }),
  [`POST ${API}/user/notification/config`]: (c) => ({ as: c.alice, body: {} }),
  [`GET ${ADM}/roles`]: (c) => ({ as: c.admin }),
  [`GET ${ADM}/users/page`]: (c) => ({ as: c.admin, query: { page_size: '10' } }),
  [`GET ${ADM}/user/activation`]: (c) => ({ as: c.admin, query: { user_id: c.bob.id } }),
  [`GET ${ADM}/siteinfo/login`]: (c) => ({ as: c.admin }),
  [`GET ${ADM}/siteinfo/users`]: (c) => ({ as: c.admin }),
  [`GET ${ADM}/siteinfo/general`]: (c) => ({ as: c.admin }),
  [`GET ${ADM}/siteinfo/interface`]: (c) => ({ as: c.admin }),
  [`GET ${ADM}/siteinfo/branding`]: (c) => ({ as: c.admin }),
  [`GET ${ADM}/setting/smtp`]: (c) => ({ as: c.admin }),
  [`GET ${ADM}/siteinfo/theme`]: (c) => ({ as: c.admin }),
  [`GET ${ADM}/theme/options`]: (c) => ({ as: c.admin }),
  [`GET ${ADM}/siteinfo/custom-css-html`]: (c) => ({ as: c.admin }),
  [`GET ${ADM}/siteinfo/seo`]: (c) => ({ as: c.admin }),
  [`GET ${ADM}/siteinfo/maintenance`]: (c) => ({ as: c.admin }),
  [`GET ${ADM}/dashboard`]: (c) => ({ as: c.admin }),
  [`GET ${ADM}/siteinfo/legal`]: (c) => ({ as: c.admin }),
  [`GET ${ADM}/siteinfo/write`]: (c) => ({ as: c.admin }),
  [`GET ${ADM}/setting/privileges`]: (c) => ({ as: c.admin }),
  [`GET ${API}/siteinfo/legal`]: () => [{ query: { info_type: 'tos' } }, { query: { info_type: 'privacy' } }],
  [`POST ${API}/user/login/email`]: () => ({ body: { e_mail: ADMIN.email, pass: ADMIN.password } }),
  [`POST ${API}/user/register/email`]: () => ({ body: { name: `Newcomer ${unique()}`.slice(0, 30), e_mail: `newcomer-${unique()}@example.com`, pass: 'newcomer-pass-1' } }),

  // ── questions, answers, comments ───────────────────────────────────────────────────────
  [`GET ${ADM}/question/page`]: (c) => ['normal', 'closed', 'deleted', 'pending'].map((status) => ({ as: c.admin, query: { status, page_size: '50' } })),
  [`GET ${ADM}/answer/page`]: (c) => [{ as: c.admin, query: { page_size: '50' } }, { as: c.admin, query: { status: 'deleted', question_id: c.question } }],
  [`GET ${API}/question/page`]: (c) => [{ query: { page_size: '20' } }, { as: c.alice, query: { order: 'active', page_size: '20' } }],
  [`GET ${API}/question/info`]: (c) => [{ query: { id: c.question } }, { as: c.alice, query: { id: c.question } }, { as: c.bob, query: { id: c.question } }, { query: { id: c.closed } }, { as: c.admin, query: { id: c.tagged } }],
  [`GET ${API}/tags/page`]: (c) => [{}, { as: c.alice }],
  [`GET ${API}/question/tags`]: () => ({ query: { tag: 'contract' } }),
  [`GET ${API}/question/link`]: (c) => ({ query: { question_id: c.question } }),
  [`GET ${API}/revisions`]: async (c, fx) => [{ query: { object_id: c.question } }, { query: { object_id: c.answers.bob } }, ...(await tagRevisionCalls(c, fx))],
  [`GET ${API}/revisions/unreviewed`]: (c) => ({ as: c.admin }),
  [`GET ${API}/reviewing/type`]: (c) => ({ as: c.admin }),
  [`GET ${API}/reasons`]: () => [
    { query: { object_type: 'question', action: 'close' } },
    { query: { object_type: 'answer', action: 'flag' } },
    { query: { object_type: 'user', action: 'status' } },
  ],
  [`GET ${API}/answer/info`]: (c) => [{ query: { id: c.answers.bob } }, { as: c.alice, query: { id: c.answers.bob } }, { as: c.bob, query: { id: c.answers.admin } }],
  [`GET ${API}/answer/page`]: (c) => [{ query: { question_id: c.question } }, { as: c.alice, query: { question_id: c.question, order: 'updated' } }],
  [`GET ${API}/comment/page`]: (c) => [{ query: { object_id: c.question } }, { as: c.bob, query: { object_id: c.answers.bob } }],
  [`GET ${API}/comment`]: (c) => ({ query: { id: c.comment } }),
  [`GET ${API}/activity/timeline`]: async (c, fx) => [{ as: c.alice, query: { object_id: c.question } }, ...(await tagTimelineCalls(c, fx))],
  [`GET ${API}/activity/timeline/detail`]: async (c, fx) => [{ as: c.alice, query: { new_revision_id: c.revisions[1] ?? c.revisions[0], old_revision_id: c.revisions[0] } }, ...(await tagDetailCalls(c, fx))],
  [`GET ${API}/meta/reaction`]: (c) => [{ query: { object_id: c.question } }, { as: c.alice, query: { object_id: c.question } }],
  [`GET ${API}/tags/following`]: (c) => ({ as: c.alice }),
  [`GET ${API}/search`]: (c) => [{ query: { q: 'shapes' } }, { as: c.alice, query: { q: `[${c.tag}]` } }],
  [`GET ${API}/search/desc`]: () => ({ query: { q: 'shapes' } }),
  [`GET ${ADM}/search_db/index`]: (c) => ({ as: c.admin }),
  [`POST ${ADM}/search_db/index/rebuild`]: (c) => ({ as: c.admin, body: {} }),

  // ── notifications ───────────────────────────────────────────────────────────────────────
  [`GET ${API}/notification/status`]: (c) => ({ as: c.alice }),
  [`GET ${API}/notification/page`]: (c) => [
    { as: c.alice, query: { type: 'inbox' } },
    { as: c.admin, query: { type: 'inbox', inbox_type: 'votes' } },
    { as: c.bob, query: { type: 'achievement' } },
  ],
  [`GET ${API}/plugins/notifier_chat/deliveries`]: (c) => ({ as: c.alice }),

  // ── writes ──────────────────────────────────────────────────────────────────────────────
  [`POST ${API}/file`]: (c) => ({
    as: c.alice,
    form: () => {
      const form = new FormData();
      form.append('source', 'post');
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'pixel.png');
      return form;
    },
  }),
  [`POST ${API}/question`]: (c) => ({ as: c.alice, body: { title: `Another question about shapes ${unique()}`, content: 'Asked to see the answer to an ask.', tags: tagItems('support') } }),
  [`POST ${API}/question/answer`]: (c) => ({
    as: c.bob,
    body: { title: `A question Bob answers himself ${unique()}`, content: 'Asked and answered at once.', tags: tagItems('support'), answer_content: 'The answer Bob knew all along.' },
  }),
  [`PUT ${API}/question`]: async (c, fx) => ({ as: c.admin, body: { id: await freshQuestion(c, fx), title: `An edited question about shapes ${unique()}`, content: 'Edited by the admin.', tags: tagItems('support'), edit_summary: 'shapes' } }),
  [`DELETE ${API}/question`]: async (c, fx) => ({ as: c.alice, body: { id: await freshQuestion(c, fx, 'deleted') } }),
  [`POST ${API}/question/recover`]: async (c, fx) => ({ as: c.admin, body: { question_id: await freshQuestion(c, fx, 'deleted') } }),
  [`GET ${API}/question/similar`]: () => ({ query: { title: 'response shapes' } }),
  [`PUT ${API}/question/status`]: async (c, fx) => ({ as: c.admin, body: { id: await freshQuestion(c, fx, 'closed'), close_type: 63 } }),
  [`PUT ${API}/question/reopen`]: async (c, fx) => ({ as: c.admin, body: { question_id: await freshQuestion(c, fx, 'closed') } }),
  [`PUT ${API}/question/operation`]: async (c, fx) => ({ as: c.admin, body: { id: await freshQuestion(c, fx), operation: 'pin' } }),
  [`POST ${API}/comment`]: (c) => ({ as: c.alice, body: { object_id: c.answers.admin, original_text: `A reply for @${c.admin.username}, thanks.` } }),
  [`POST ${API}/vote/up`]: (c) => ({ as: c.admin, body: { object_id: c.question, is_cancel: false } }),
  [`POST ${API}/vote/down`]: (c) => ({ as: c.alice, body: { object_id: c.answers.admin, is_cancel: false } }),
  [`POST ${API}/follow`]: (c) => ({ as: c.admin, body: { object_id: c.question, is_cancel: false } }),
  [`POST ${API}/collection/switch`]: (c) => ({ as: c.admin, body: { object_id: c.question, group_id: '0', bookmark: true } }),
  [`POST ${API}/answer`]: (c, fx) => aliceAnswer(c, fx).then(() => ({ as: c.bob, body: { question_id: c.tagged, content: 'An answer of Bob to the tagged question.' } })),
  [`PUT ${API}/answer`]: (c) => ({ as: c.bob, body: { id: c.answers.bob, question_id: c.question, content: 'A contract test that checks every route keeps them, on every change.', edit_summary: 'shorter' } }),
  [`POST ${API}/answer/acceptance`]: (c) => ({ as: c.alice, body: { question_id: c.question, answer_id: c.answers.bob } }),
  [`DELETE ${API}/answer`]: async (c, fx) => ({ as: c.alice, body: { id: await aliceAnswer(c, fx) } }),
  [`POST ${API}/answer/recover`]: async (c, fx) => ({ as: c.admin, body: { answer_id: await aliceAnswer(c, fx) } }),
  [`PUT ${ADM}/question/status`]: async (c, fx) => ({ as: c.admin, body: { question_id: await freshQuestion(c, fx, 'admin status'), status: 'closed' } }),
  [`PUT ${ADM}/answer/status`]: async (c, fx) => ({ as: c.admin, body: { answer_id: await aliceAnswer(c, fx), status: 'available' } }),
  // nobody here is deleted: the shape of the answer without removing the community's posts
  [`DELETE ${ADM}/delete/permanently`]: (c) => ({ as: c.admin, body: { type: 'users' } }),
  [`PUT ${API}/notification/read/state`]: async (c, fx) => {
    const page = await read<{ list: { id: string }[] }>(fx, `${API}/notification/page?type=inbox`, c.alice.token);
    return { as: c.alice, body: { id: page.list[0]?.id ?? '0' } };
  },
  [`PUT ${API}/notification/read/state/all`]: (c) => ({ as: c.alice, body: { type: 'inbox' } }),
  [`PUT ${API}/notification/status`]: (c) => ({ as: c.alice, body: { type: 'inbox' } }),
  // what Answer's own admin page sends on a fresh site
  [`PUT ${ADM}/setting/smtp`]: (c) => ({
    as: c.admin,
    body: { from_email: '', from_name: '', smtp_host: '', encryption: '', smtp_port: 25, smtp_authentication: false },
  }),
  // Answer's admin page sends the HTML it rendered too; the server renders its own
  [`PUT ${ADM}/siteinfo/legal`]: (c) => ({
    as: c.admin,
    body: { terms_of_service_original_text: '# Terms', terms_of_service_parsed_text: '<h1>Terms</h1>', privacy_policy_original_text: '', privacy_policy_parsed_text: '', external_content_display: 'always_display' },
  }),
  // what Answer 1.7's own write page sends on a fresh site
  [`PUT ${ADM}/siteinfo/write`]: (c) => ({
    as: c.admin,
    body: {
      recommend_tags: [],
      min_tags: 1,
      reserved_tags: [],
      required_tag: false,
      restrict_answer: true,
      min_content: 6,
      max_image_size: 4,
      max_attachment_size: 8,
      max_image_megapixel: 40,
      authorized_image_extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
      authorized_attachment_extensions: [],
    },
  }),
  // Answer's privileges page sends no custom values for a preset level
  [`PUT ${ADM}/setting/privileges`]: (c) => ({ as: c.admin, body: { level: 2, custom_privileges: [] } }),
  // what Answer 1.7's own pages send on a fresh site: its themes page sends the navbar's colour as the style
  [`PUT ${ADM}/siteinfo/theme`]: (c) => ({ as: c.admin, body: { theme: 'default', color_scheme: 'system', theme_config: { default: { navbar_style: '#0033ff', primary_color: '#0033ff' } } } }),
  [`PUT ${ADM}/siteinfo/custom-css-html`]: (c) => ({ as: c.admin, body: { custom_css: '', custom_head: '', custom_header: '', custom_footer: '', custom_sidebar: '' } }),
  [`PUT ${ADM}/siteinfo/seo`]: (c) => ({ as: c.admin, body: { permalink: 1, robots: 'User-agent: *\nDisallow: /admin' } }),
  // kept off: the calls after it still reach the site as guests and members
  [`PUT ${ADM}/siteinfo/maintenance`]: (c) => ({ as: c.admin, body: { enabled: false, message: '' } }),
  [`PUT ${ADM}/siteinfo/general`]: (c, fx) => ({ as: c.admin, body: { name: 'Answer Test', short_description: '', description: '', site_url: fx.host.url, contact_email: 'admin@example.com', check_update: true } }),
  // Answer's interface page sends the avatar rule back as it read it
  [`PUT ${ADM}/siteinfo/interface`]: (c) => ({ as: c.admin, body: { language: 'en_US', time_zone: 'UTC', default_avatar: 'system', gravatar_base_url: 'https://www.gravatar.com/avatar/' } }),
  [`PUT ${ADM}/siteinfo/branding`]: (c) => ({ as: c.admin, body: { logo: '', mobile_logo: '', square_icon: '', favicon: '' } }),
  [`PUT ${ADM}/plugin/config`]: (c) => ({ as: c.admin, body: { plugin_slug_name: 'search_db', config_fields: {} } }),
  [`PUT ${ADM}/plugin/status`]: (c) => ({ as: c.admin, body: { plugin_slug_name: 'captcha_basic', enabled: false } }),
  // ── tags ────────────────────────────────────────────────────────────────────────────────
  ...TAG_CONTRACT_CALLS,
  ...TAG_EDIT_CONTRACT_CALLS,
  ...USER_CONTRACT_CALLS,
  ...BADGE_CONTRACT_CALLS,
  ...FLAG_CONTRACT_CALLS,
  ...REVIEW_CONTRACT_CALLS,
};
