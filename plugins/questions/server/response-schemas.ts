/**
 * What the question page's routes answer (`config.response`), where Answer's API description says
 * nothing of it or annotates it wrongly: `npm run routes` prints these and the contract test holds
 * real responses to them.
 */
import { USER_BASIC_INFO_SCHEMA, type ResponseSchema } from '@answer/sdk/server';

const INTEGER = { type: 'integer' };
const STRING = { type: 'string' };
const BOOLEAN = { type: 'boolean' };

const MEMBER_ACTION = { type: 'object', required: ['action', 'name', 'type'], properties: { action: STRING, name: STRING, type: STRING } };

const TAG = {
  type: 'object',
  required: ['slug_name', 'display_name', 'main_tag_slug_name', 'recommend', 'reserved'],
  properties: { slug_name: STRING, display_name: STRING, main_tag_slug_name: STRING, recommend: BOOLEAN, reserved: BOOLEAN },
};

const OPERATION = {
  type: 'object',
  required: ['type', 'description', 'msg', 'time', 'level'],
  properties: { type: STRING, description: STRING, msg: STRING, time: INTEGER, level: { enum: ['info', 'danger', 'warning', 'secondary'] } },
};

const COUNTS = ['view_count', 'unique_view_count', 'vote_count', 'answer_count', 'collection_count', 'follow_count'] as const;
const TIMES = ['create_time', 'update_time', 'edit_time'] as const;
const IDS = ['id', 'accepted_answer_id', 'last_answer_id', 'first_answer_id'] as const;
const TEXTS = ['title', 'url_title', 'description', 'content', 'html', 'vote_status'] as const;
const FLAGS = ['answered', 'collected', 'is_followed'] as const;

/** `QuestionInfo` (question-info.ts): Answer's `QuestionInfoResp`. */
export const QUESTION_INFO_SCHEMA = {
  type: 'object',
  required: [...COUNTS, ...TIMES, ...IDS, ...TEXTS, ...FLAGS, 'status', 'pin', 'show', 'tags', 'user_info', 'member_actions', 'extends_actions'],
  properties: {
    ...Object.fromEntries([...COUNTS, ...TIMES, 'status', 'pin', 'show'].map((key) => [key, INTEGER])),
    ...Object.fromEntries([...IDS, ...TEXTS].map((key) => [key, STRING])),
    ...Object.fromEntries(FLAGS.map((key) => [key, BOOLEAN])),
    tags: { type: 'array', items: TAG },
    operation: OPERATION,
    user_info: { anyOf: [USER_BASIC_INFO_SCHEMA, { type: 'null' }] },
    update_user_info: USER_BASIC_INFO_SCHEMA,
    last_answered_user_info: USER_BASIC_INFO_SCHEMA,
    member_actions: { type: 'array', items: MEMBER_ACTION },
    extends_actions: { type: 'array', items: MEMBER_ACTION },
  },
};

/** `GET /reasons`: Answer's `ReasonItem` list. */
export const REASONS_SCHEMA = {
  type: 'array',
  items: {
    type: 'object',
    required: ['reason_key', 'reason_type', 'name', 'description', 'content_type', 'placeholder'],
    properties: { reason_key: STRING, reason_type: INTEGER, name: STRING, description: STRING, content_type: { enum: ['', 'text', 'textarea'] }, placeholder: STRING },
  },
};

/** `GET /question/similar`: `SimilarQuestion` (similar.ts). */
const SIMILAR_SCHEMA = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'title', 'url_title', 'view_count', 'answer_count', 'collection_count', 'follow_count', 'status', 'accepted_answer', 'accepted_answer_id'],
    properties: {
      ...Object.fromEntries(['id', 'title', 'url_title', 'accepted_answer_id'].map((key) => [key, STRING])),
      ...Object.fromEntries(['view_count', 'answer_count', 'collection_count', 'follow_count'].map((key) => [key, INTEGER])),
      status: { enum: ['available', 'closed'] },
      accepted_answer: BOOLEAN,
    },
  },
};

export const RESPONSES = {
  questionInfo: QUESTION_INFO_SCHEMA,
  reasons: REASONS_SCHEMA,
  similar: SIMILAR_SCHEMA,
  /** `PUT /question`: the new slug, and whether the edit waits for review. */
  edited: { type: 'object', required: ['url_title', 'wait_for_review'], properties: { url_title: STRING, wait_for_review: BOOLEAN } },
  /** Deleting, undeleting, closing, reopening, pinning and listing: nothing. */
  none: { type: 'null' },
} satisfies Record<string, ResponseSchema>;
