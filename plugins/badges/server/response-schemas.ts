/**
 * What the badge routes answer (`config.response`): Answer's shapes, which its API description
 * gets wrong for the award lists and the admin list (pages, not arrays). `npm run routes` prints
 * these and the contract test holds real responses to them.
 */
import { pageResponseSchema, USER_BASIC_INFO_SCHEMA, type ResponseSchema } from '@answer/sdk/server';

const LEVEL = { type: 'integer', enum: [1, 2, 3] };

/** Answer's `BadgeListInfo`. */
const LIST_INFO = {
  type: 'object',
  required: ['id', 'name', 'icon', 'award_count', 'earned_count', 'level'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, icon: { type: 'string' }, award_count: { type: 'integer' }, earned_count: { type: 'integer' }, level: LEVEL },
};

/** Answer's `GetUserBadgeAwardListResp`. */
const USER_BADGE = {
  type: 'object',
  required: ['id', 'name', 'icon', 'earned_count', 'level'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, icon: { type: 'string' }, earned_count: { type: 'integer' }, level: LEVEL },
};

/** Answer's `GetBadgeAwardWithPageResp`. */
export const AWARD_ITEM = {
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
    author_user_info: USER_BASIC_INFO_SCHEMA,
  },
};

const PROGRESS = {
  anyOf: [{ type: 'null' }, { type: 'object', required: ['done', 'total'], properties: { done: { type: 'integer' }, total: { type: 'integer' } } }],
};

/** Answer's `GetBadgeListPagedResp`, with our `progress`. */
export const ADMIN_ITEM = {
  type: 'object',
  required: ['id', 'name', 'description', 'icon', 'award_count', 'earned', 'level', 'group_name', 'status', 'progress'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    icon: { type: 'string' },
    award_count: { type: 'integer' },
    earned: { type: 'boolean' },
    level: LEVEL,
    group_name: { type: 'string' },
    status: { type: 'string', enum: ['active', 'inactive'] },
    progress: PROGRESS,
  },
};

export const RESPONSES = {
  /** `GET /badges`: Answer's `GetBadgeListResp[]`. */
  catalogue: { type: 'array', items: { type: 'object', required: ['group_name', 'badges'], properties: { group_name: { type: 'string' }, badges: { type: 'array', items: LIST_INFO } } } },
  /** `GET /badge`: Answer's `GetBadgeInfoResp`. */
  info: {
    type: 'object',
    required: [...LIST_INFO.required, 'description', 'is_single'],
    properties: { ...LIST_INFO.properties, description: { type: 'string' }, is_single: { type: 'boolean' } },
  },
  awards: pageResponseSchema(AWARD_ITEM),
  userBadges: pageResponseSchema(USER_BADGE),
  admin: pageResponseSchema(ADMIN_ITEM),
  none: { type: 'null' },
} satisfies Record<string, ResponseSchema>;
