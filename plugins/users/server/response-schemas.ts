/**
 * What this plugin's routes answer (`config.response`). Answer's description leaves the profile
 * lists of questions and answers and the overview's top lists undescribed and gets the profile
 * and the staff search wrong (tests/api/contract/differences.ts); the rest it describes, and
 * these schemas say the same: `npm run routes` prints them and the contract test holds real
 * responses to both.
 */
import { pageResponseSchema, type ResponseSchema } from '@answer/sdk/server';

const STRING = { type: 'string' };
const INTEGER = { type: 'integer' };

const object = (properties: Record<string, object>, optional: string[] = []): ResponseSchema => ({
  type: 'object',
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
  properties,
});

const TAG = object({ slug_name: STRING, display_name: STRING, main_tag_slug_name: STRING, recommend: { type: 'boolean' }, reserved: { type: 'boolean' } });

/** Answer's `UserQuestionInfo`. */
const USER_QUESTION = object({
  question_id: STRING,
  title: STRING,
  url_title: STRING,
  vote_count: INTEGER,
  tags: { type: 'array', items: TAG },
  view_count: INTEGER,
  answer_count: INTEGER,
  collection_count: INTEGER,
  created_at: INTEGER,
  accepted_answer_id: STRING,
  status: STRING,
});

/** Answer's `UserAnswerInfo`. */
const USER_ANSWER = object({
  answer_id: STRING,
  question_id: STRING,
  accepted: { type: 'integer', enum: [1, 2] },
  vote_count: INTEGER,
  create_time: INTEGER,
  update_time: INTEGER,
  question_info: object({ title: STRING, url_title: STRING, tags: { type: 'array', items: TAG } }),
});

const OBJECT_INFO = {
  object_id: STRING,
  object_type: { type: 'string', enum: ['question', 'answer', 'tag', 'comment'] },
  question_id: STRING,
  answer_id: STRING,
  title: STRING,
  url_title: STRING,
  content: STRING,
  created_at: INTEGER,
};

const RANKING_USER = object({ username: STRING, rank: INTEGER, vote_count: INTEGER, display_name: STRING, avatar: STRING });

export const RESPONSES = {
  /** Answer's `GetOtherUserInfoByUsernameResp`, sent as `data` itself. */
  profile: object(
    {
      id: STRING,
      created_at: INTEGER,
      last_login_date: INTEGER,
      username: STRING,
      follow_count: INTEGER,
      answer_count: INTEGER,
      question_count: INTEGER,
      rank: INTEGER,
      display_name: STRING,
      avatar: STRING,
      mobile: STRING,
      bio: STRING,
      bio_html: STRING,
      website: STRING,
      location: STRING,
      status: { type: 'string', enum: ['normal', 'inactive', 'suspended', 'deleted'] },
      status_msg: STRING,
      suspended_until: INTEGER,
    },
    ['status_msg'],
  ),
  top: object({ question: { type: 'array', items: USER_QUESTION }, answer: { type: 'array', items: USER_ANSWER } }),
  questions: pageResponseSchema(USER_QUESTION),
  answers: pageResponseSchema(USER_ANSWER),
  /** Answer's `GetCommentPersonalWithPageResp`. */
  comments: pageResponseSchema(object({ ...OBJECT_INFO, comment_id: STRING, object_type: { type: 'string', enum: ['question', 'answer'] } })),
  /** Answer's `GetRankPersonalPageResp`. */
  reputation: pageResponseSchema(object({ ...OBJECT_INFO, reputation: INTEGER, rank_type: STRING })),
  /** Answer's `GetVoteWithPageResp`. */
  votes: pageResponseSchema(object({ ...OBJECT_INFO, vote_type: STRING })),
  /** Answer's `UserRankingResp`. */
  ranking: object({ users_with_the_most_reputation: { type: 'array', items: RANKING_USER }, users_with_the_most_vote: { type: 'array', items: RANKING_USER }, staffs: { type: 'array', items: RANKING_USER } }),
  /** A list of Answer's `GetUserStaffResp`. */
  staff: { type: 'array', items: object({ username: STRING, display_name: STRING, avatar: STRING }) },
} satisfies Record<string, ResponseSchema>;
