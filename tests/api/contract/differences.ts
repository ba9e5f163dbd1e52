/**
 * Every deliberate difference between this site's responses and Apache Answer 1.7.1's API
 * description, each with its reason, and every route whose shape is not checked, with why. The
 * contract test (contract-answer.test.ts) fails on a difference not listed here, on a route entry
 * for a route the site does not serve, and on a `WITHOUT_SCHEMA` entry for a route that has a
 * schema now, so this file stays the honest list.
 */

/** A field of one of Answer's types that this site sends differently, wherever the type appears. */
export interface FieldDifference {
  /** The swagger definition, e.g. `schema.QuestionInfoResp`. */
  definition: string;
  field: string;
  /** `absent`: may be left out; `null`: may be null; `any`: not checked. */
  allow: 'absent' | 'null' | 'any';
  reason: string;
}

export const FIELD_DIFFERENCES: readonly FieldDifference[] = [];

/**
 * Fields the site sends beyond one of Answer's types (the contract test accepts extra fields, so
 * they are listed here to stay known), each with why.
 */
export const ADDED_FIELDS: readonly { definition: string; field: string; reason: string }[] = [
  { definition: 'schema.GetCommentResp', field: 'status', reason: "1 live, 11 held for review: the comment's author is told theirs waits (Answer's UI has no such notice); also in PUT /comment's reply" },
  {
    definition: 'schema.AddReportReq',
    field: 'object_id',
    reason:
      "POST /report also takes a member's id (with a reason of `user.flag.reasons`): members flag members, which Answer does not have; GET /report/unreviewed/post lists such a flag as a GetReportListPageResp with object_type `user`, the member as author_user_info and empty texts",
  },
];

/** Answer's `ObjectTimelineDetail`, which its description leaves out; null for a revision that does not exist. */
const TIMELINE_DETAIL = {
  anyOf: [
    { type: 'null' },
    {
      type: 'object',
      required: ['title', 'tags', 'original_text', 'slug_name', 'main_tag_slug_name'],
      properties: {
        title: { type: 'string' },
        tags: { type: 'array', items: { $ref: '#/definitions/schema.TagResp' } },
        original_text: { type: 'string' },
        slug_name: { type: 'string' },
        main_tag_slug_name: { type: 'string' },
      },
    },
  ],
};

/**
 * Where the description is wrong or silent about `data` but Answer's code says what it sends: the
 * schema of `data` in the description's terms (`#/definitions/...`), checked like any other.
 */
export const ANSWER_SENDS: Readonly<Record<string, { data: unknown; reason: string }>> = {
  'GET /answer/api/v1/question/info': {
    data: { $ref: '#/definitions/schema.QuestionInfoResp' },
    reason: 'annotated as a string; the controller answers QuestionInfoResp',
  },
  'GET /answer/api/v1/answer/page': {
    data: { allOf: [{ $ref: '#/definitions/pager.PageModel' }, { type: 'object', properties: { list: { type: 'array', items: { $ref: '#/definitions/schema.AnswerInfo' } } } }] },
    reason: 'annotated as a string; the controller answers {list: AnswerInfo[], count}',
  },
  'POST /answer/api/v1/answer': {
    data: { type: 'object', required: ['info', 'question'], properties: { info: { $ref: '#/definitions/schema.AnswerInfo' }, question: { $ref: '#/definitions/schema.QuestionInfoResp' } } },
    reason: 'annotated without data; the controller answers {info: AnswerInfo, question: QuestionInfoResp}',
  },
  'GET /answer/api/v1/reasons': {
    data: { type: 'array', items: { $ref: '#/definitions/schema.ReasonItem' } },
    reason: 'annotated without data; the controller answers ReasonItem[]',
  },
  'GET /answer/api/v1/language/options': {
    data: { type: 'array', items: { $ref: '#/definitions/translator.LangOption' } },
    reason: 'annotated without data; the controller answers LangOption[]',
  },
  'POST /answer/api/v1/question': {
    data: { $ref: '#/definitions/schema.QuestionInfoResp' },
    reason: 'annotated without data; the controller answers the new question (QuestionInfoResp)',
  },
  'PUT /answer/api/v1/question': {
    data: { type: 'object', required: ['url_title', 'wait_for_review'], properties: { url_title: { type: 'string' }, wait_for_review: { type: 'boolean' } } },
    reason: 'annotated without data; the controller answers UpdateQuestionResp {url_title, wait_for_review}',
  },
  'GET /answer/api/v1/user/info': {
    data: { anyOf: [{ $ref: '#/definitions/schema.GetCurrentLoginUserInfoResp' }, { type: 'null' }] },
    reason: 'a guest gets data null, as from the controller',
  },
  'GET /answer/api/v1/user/info/search': {
    data: { type: 'array', items: { $ref: '#/definitions/schema.UserBasicInfo' } },
    reason: 'annotated as GetOtherUserInfoResp; the service answers UserBasicInfo[]',
  },
  'GET /answer/api/v1/permission': {
    data: {
      type: 'object',
      additionalProperties: { type: 'object', required: ['has_permission', 'no_permission_tip'], properties: { has_permission: { type: 'boolean' }, no_permission_tip: { type: 'string' } } },
    },
    reason: 'annotated as a map of booleans; the controller answers a map of GetPermissionResp {has_permission, no_permission_tip}',
  },
  'GET /answer/api/v1/comment': {
    data: { $ref: '#/definitions/schema.GetCommentResp' },
    reason: 'annotated as a page; the controller answers the one comment (GetCommentResp)',
  },
  'GET /answer/api/v1/activity/timeline/detail': {
    data: { type: 'object', required: ['new_revision', 'old_revision'], properties: { new_revision: TIMELINE_DETAIL, old_revision: TIMELINE_DETAIL } },
    reason: 'annotated as GetObjectTimelineResp; the service answers GetObjectTimelineDetailResp {new_revision, old_revision}',
  },
  'GET /answer/api/v1/meta/reaction': {
    data: { type: 'object', required: ['reaction_summary'], properties: { reaction_summary: { type: 'array', items: { $ref: '#/definitions/schema.ReactionRespItem' } } } },
    reason: 'annotated as one ReactionRespItem; the service answers GetReactionByObjectIdResp {reaction_summary}',
  },
  'PUT /answer/api/v1/tag': {
    data: { type: 'object', required: ['wait_for_review'], properties: { wait_for_review: { type: 'boolean' } } },
    reason: 'annotated without data; the controller answers UpdateTagResp {wait_for_review}',
  },
  'POST /answer/api/v1/tag': {
    data: { type: 'object', required: ['slug_name'], properties: { slug_name: { type: 'string' } } },
    reason: 'annotated without data; the controller answers AddTagResp {slug_name} (which the description does not define)',
  },
  'GET /answer/api/v1/personal/user/info': {
    data: { $ref: '#/definitions/schema.GetOtherUserInfoByUsernameResp' },
    reason: 'annotated as GetOtherUserInfoResp {info}; the controller answers the member itself (GetOtherUserInfoByUsernameResp)',
  },
  'GET /answer/api/v1/user/staff': {
    data: { type: 'array', items: { $ref: '#/definitions/schema.GetUserStaffResp' } },
    reason: 'annotated as one GetUserStaffResp; the service answers a list of them',
  },
  'GET /answer/api/v1/badge/awards/page': {
    data: {
      allOf: [
        { $ref: '#/definitions/pager.PageModel' },
        {
          type: 'object',
          properties: {
            list: {
              type: 'array',
              items: {
                type: 'object',
                required: ['created_at', 'object_id', 'question_id', 'answer_id', 'comment_id', 'object_type', 'url_title', 'author_user_info'],
                properties: {
                  created_at: { type: 'integer' },
                  object_id: { type: 'string' },
                  question_id: { type: 'string' },
                  answer_id: { type: 'string' },
                  comment_id: { type: 'string' },
                  object_type: { type: 'string' },
                  url_title: { type: 'string' },
                  author_user_info: { $ref: '#/definitions/schema.UserBasicInfo' },
                },
              },
            },
          },
        },
      ],
    },
    reason: 'annotated as GetBadgeInfoResp; the controller answers a page of GetBadgeAwardWithPageResp (which the description does not define)',
  },
  'GET /answer/api/v1/badge/user/awards': {
    data: { allOf: [{ $ref: '#/definitions/pager.PageModel' }, { type: 'object', properties: { list: { type: 'array', items: { $ref: '#/definitions/schema.GetUserBadgeAwardListResp' } } } }] },
    reason: 'annotated as GetUserBadgeAwardListResp[]; the controller answers them as a page {count, list}',
  },
  'GET /answer/api/v1/badge/user/awards/recent': {
    data: { allOf: [{ $ref: '#/definitions/pager.PageModel' }, { type: 'object', properties: { list: { type: 'array', items: { $ref: '#/definitions/schema.GetUserBadgeAwardListResp' } } } }] },
    reason: 'annotated as GetUserBadgeAwardListResp[]; the controller answers the newest ten as a page {count, list}',
  },
  'GET /answer/admin/api/badges': {
    data: { allOf: [{ $ref: '#/definitions/pager.PageModel' }, { type: 'object', properties: { list: { type: 'array', items: { $ref: '#/definitions/schema.GetBadgeListPagedResp' } } } }] },
    reason:
      'annotated as GetBadgeListPagedResp[]; the controller answers them as a page {count, list}. Our addition: each item carries `progress` ({done, total} while members who already qualify are being awarded after an activation, else null), which Answer does not send',
  },
  'GET /answer/api/v1/search/desc': {
    data: { type: 'object', required: ['name', 'icon', 'link'], properties: { name: { type: 'string' }, icon: { type: 'string' }, link: { type: 'string' } } },
    reason: 'annotated as SearchResp; the controller answers SearchDescResp {name, icon, link}',
  },
};

/**
 * Routes whose `data` deliberately differs from what Answer sends, each checked against its own
 * response schema only.
 */
export const SHAPE_DIFFERENCES: Readonly<Record<string, string>> = {
  'POST /answer/api/v1/question/answer':
    "answers the new question (QuestionInfoResp) where Answer answers {info, question}; Answer's ask page reads either (`res.id || res.question.id`)",
};

/** Routes with a schema that the test does not call, and why. */
export const NOT_EXERCISED: Readonly<Record<string, string>> = {
  'POST /installation/db/check': 'refused on an installed site; install-flow.test.ts checks it during an install',
  'POST /answer/api/v1/user/email/verification': 'needs the code of a mailed link; accounts-email-activation.test.ts follows one',
  'POST /answer/admin/api/setting/smtp/test': 'needs a mail server; admin-smtp.test.ts runs one',
  'PUT /answer/api/v1/review/pending/post': 'needs a post a reviewer plugin queued; review-queue.test.ts decides one',
  'GET /answer/api/v1/connector/binding/info': 'needs the binding key of a log-in through a provider; connectors-login.test.ts reads one',
  'POST /answer/api/v1/connector/binding/email': 'needs the binding key of a log-in through a provider; connectors-login.test.ts sends one',
  'POST /answer/api/v1/plugins/notifier_chat/test': 'needs a saved webhook the site may post to; notifier-chat.test.ts sends tests to a local chat server',
};

/**
 * Routes with neither a schema in Answer's description nor one of their own (`config.response`),
 * and why. Give a route a schema and take it off this list.
 */
const UNDESCRIBED = 'Answer documents only the envelope and the route has no `config.response` yet';
const INSTALLER = `installer plugin: ${UNDESCRIBED}; install-flow.test.ts reads its answers`;
const ACCOUNTS = `accounts plugin: ${UNDESCRIBED}`;
const REVISIONS = `questions plugin (revisions and related questions): ${UNDESCRIBED}`;
const OTHER = (plugin: string) => `${plugin} plugin: ${UNDESCRIBED}`;

export const WITHOUT_SCHEMA: Readonly<Record<string, string>> = {
  'GET /installation/language/config': INSTALLER,
  'POST /installation/init': INSTALLER,
  'POST /installation/base-info': INSTALLER,
  'GET /answer/api/v1/user/logout': ACCOUNTS,
  'POST /answer/api/v1/user/email/verification/send': ACCOUNTS,
  'POST /answer/api/v1/user/email/change/code': ACCOUNTS,
  'PUT /answer/api/v1/user/email': ACCOUNTS,
  'POST /answer/api/v1/user/password/reset': ACCOUNTS,
  'GET /answer/api/v1/user/password/replacement/check': `accounts plugin: not one of Answer's routes (the recovery page checks its code), no \`config.response\` yet`,
  'POST /answer/api/v1/user/password/replacement': ACCOUNTS,
  'PUT /answer/api/v1/user/info': ACCOUNTS,
  'PUT /answer/api/v1/user/interface': ACCOUNTS,
  'PUT /answer/api/v1/user/password': ACCOUNTS,
  'GET /answer/api/v1/user/notification/config': `accounts plugin: not in Answer's description (its page reads it), no \`config.response\` yet`,
  'PUT /answer/api/v1/user/notification/config': ACCOUNTS,
  'PUT /answer/api/v1/user/notification/unsubscribe': ACCOUNTS,
  'DELETE /answer/api/v1/connector/user/unbinding': ACCOUNTS,
  'GET /answer/api/v1/connector/login/:name': 'accounts plugin: a browser navigation answered with a redirect to the provider (or back with `connector_error`), no JSON',
  'GET /answer/api/v1/connector/redirect/:name': "accounts plugin: the provider's way back, answered with a redirect (auth landing, bind-email page, or back with `connector_error`), no JSON",
  'GET /answer/api/v1/user-center/login/redirect': 'accounts plugin: answers a 302 redirect (to the user centre or the log-in page), no JSON',
  'GET /answer/api/v1/user-center/sign-up/redirect': 'accounts plugin: answers a 302 redirect (to the user centre or the sign-up page), no JSON',
  'GET /answer/api/v1/user-center/login/callback': 'accounts plugin: answers a 302 redirect (auth landing, email step or auth-failed page), no JSON; user-center.test.ts follows it',
  'GET /answer/api/v1/user-center/sign-up/callback': 'accounts plugin: answers a 302 redirect (auth landing, email step or auth-failed page), no JSON; user-center.test.ts follows it',
  'GET /answer/admin/api/user': `accounts plugin: not in Answer's description (admin's user page reads it), no \`config.response\` yet`,
  'PUT /answer/admin/api/user/status': ACCOUNTS,
  'PUT /answer/admin/api/user/role': ACCOUNTS,
  'PUT /answer/admin/api/user/password': ACCOUNTS,
  'PUT /answer/admin/api/user/profile': ACCOUNTS,
  'POST /answer/admin/api/user': ACCOUNTS,
  'POST /answer/admin/api/users': ACCOUNTS,
  'POST /answer/admin/api/users/activation': ACCOUNTS,
  'PUT /answer/admin/api/siteinfo/login': ACCOUNTS,
  'PUT /answer/admin/api/siteinfo/users': ACCOUNTS,
  'GET /answer/api/v1/revisions/edit/check': REVISIONS,
  'PUT /answer/api/v1/revisions/audit': REVISIONS,
  'PUT /answer/api/v1/revisions/rollback': `questions plugin (revisions): not in Answer's description, no \`config.response\` yet`,
  'GET /answer/api/v1/question/similar/tag': `questions plugin (related questions): annotated as a string, no \`config.response\` yet`,
  'PUT /answer/api/v1/comment': OTHER('comments'),
  'DELETE /answer/api/v1/comment': OTHER('comments'),
  'PUT /answer/api/v1/meta/reaction': OTHER('reactions'),
  'PUT /answer/api/v1/follow/tags': OTHER('follows'),
  'GET /answer/api/v1/personal/collection/page': OTHER('bookmarks'),
  'GET /answer/api/v1/question/invite': `invites plugin: annotated as a string, no \`config.response\` yet`,
  'PUT /answer/api/v1/question/invite': OTHER('invites'),
};
