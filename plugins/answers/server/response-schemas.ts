/**
 * What the answer routes answer (`config.response`), where Answer's API description says nothing
 * of it: `npm run routes` prints these and the contract test holds real responses to them.
 */
import { USER_BASIC_INFO_SCHEMA, type ResponseSchema } from '@answer/sdk/server';

const MEMBER_ACTION = {
  type: 'object',
  required: ['action', 'name', 'type'],
  properties: { action: { type: 'string', enum: ['report', 'edit', 'delete', 'undelete'] }, name: { type: 'string' }, type: { type: 'string' } },
};

/** `AnswerInfo` (answer-info.ts): Answer's shape plus `comment_count` and `accept_action`. */
export const ANSWER_INFO_SCHEMA = {
  type: 'object',
  required: [
    'id',
    'question_id',
    'content',
    'html',
    'create_time',
    'update_time',
    'accepted',
    'status',
    'vote_count',
    'vote_status',
    'collected',
    'comment_count',
    'user_info',
    'member_actions',
    'accept_action',
  ],
  properties: {
    id: { type: 'string' },
    question_id: { type: 'string' },
    content: { type: 'string' },
    html: { type: 'string' },
    create_time: { type: 'integer' },
    update_time: { type: 'integer' },
    accepted: { type: 'integer', enum: [1, 2] },
    status: { type: 'integer' },
    vote_count: { type: 'integer' },
    vote_status: { type: 'string', enum: ['vote_up', 'vote_down', ''] },
    collected: { type: 'boolean' },
    comment_count: { type: 'integer' },
    user_info: { anyOf: [USER_BASIC_INFO_SCHEMA, { type: 'null' }] },
    update_user_info: USER_BASIC_INFO_SCHEMA,
    member_actions: { type: 'array', items: MEMBER_ACTION },
    accept_action: { enum: ['accept', 'unaccept', null] },
  },
};

/** The question beside an answer: the questions plugin's whole question (see `GET /question/info`). */
const QUESTION_SCHEMA = { type: 'object', required: ['id', 'title'], properties: { id: { type: 'string' }, title: { type: 'string' } } };

export const RESPONSES = {
  /** `POST /answer`: the new answer and its question as they now are. */
  created: { type: 'object', required: ['info', 'question'], properties: { info: ANSWER_INFO_SCHEMA, question: QUESTION_SCHEMA } },
  /** `PUT /answer`: whether the edit waits for review, and the answer as it now shows. */
  updated: { type: 'object', required: ['wait_for_review', 'info'], properties: { wait_for_review: { type: 'boolean' }, info: ANSWER_INFO_SCHEMA } },
  /** `GET /answer/page` (Answer annotates it as text). */
  page: { type: 'object', required: ['count', 'list'], properties: { count: { type: 'integer' }, list: { type: 'array', items: ANSWER_INFO_SCHEMA } } },
  /** Deleting, undeleting, accepting: nothing. */
  none: { type: 'null' },
} satisfies Record<string, ResponseSchema>;
