/**
 * What the notification routes answer (`config.response`), where Answer's API description says
 * nothing of it: `npm run routes` prints these and the contract test holds real responses to them.
 */
import { USER_BASIC_INFO_SCHEMA, type ResponseSchema } from '@answer/sdk/server';

/** Answer's `NotificationContent`. */
const ITEM = {
  type: 'object',
  required: ['id', 'object_info', 'rank', 'is_read', 'update_time'],
  properties: {
    id: { type: 'string' },
    user_info: USER_BASIC_INFO_SCHEMA,
    object_info: {
      type: 'object',
      required: ['title', 'object_id', 'object_map', 'object_type'],
      properties: {
        title: { type: 'string' },
        object_id: { type: 'string' },
        object_map: { type: 'object', additionalProperties: { type: 'string' } },
        object_type: { type: 'string' },
      },
    },
    rank: { type: 'integer' },
    notification_action: { type: 'string' },
    is_read: { type: 'boolean' },
    update_time: { type: 'integer' },
  },
};

export const RESPONSES = {
  /** `GET /notification/status`: Answer's `RedDot`. */
  status: {
    type: 'object',
    required: ['inbox', 'achievement', 'revision', 'can_revision', 'badge_award'],
    properties: {
      inbox: { type: 'integer' },
      achievement: { type: 'integer' },
      revision: { type: 'integer' },
      can_revision: { type: 'boolean' },
      // Answer's RedDotBadgeAward: the badge earned that the page pops up, until its notification is read
      badge_award: {
        anyOf: [
          { type: 'null' },
          {
            type: 'object',
            required: ['notification_id', 'badge_id', 'name', 'icon', 'level'],
            properties: { notification_id: { type: 'string' }, badge_id: { type: 'string' }, name: { type: 'string' }, icon: { type: 'string' }, level: { type: 'integer' } },
          },
        ],
      },
    },
  },
  /** `GET /notification/page`: Answer's page of `NotificationContent`. */
  page: { type: 'object', required: ['count', 'list'], properties: { count: { type: 'integer' }, list: { type: 'array', items: ITEM } } },
  /** Marking read: nothing. */
  none: { type: 'null' },
} satisfies Record<string, ResponseSchema>;
