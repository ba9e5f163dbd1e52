import { describe, expect, it } from 'vitest';
import { fieldOf, privilegeBody, privilegeFormData, privilegeFormSchema, type PrivilegesResp } from './privilege-form';

const option = (level: number, upvote: number) => ({
  level,
  level_desc: `Level ${level}`,
  privileges: [
    { key: 'rank.question.add', label: 'Ask question', value: 1 },
    { key: 'rank.question.vote_up', label: 'Upvote question', value: upvote },
  ],
});
const resp: PrivilegesResp = { options: [option(1, 1), option(2, 8), option(3, 15), option(99, 4)], selected_level: 2 };

describe('the privileges form', () => {
  it('has a field a key, without the dots form errors split on', () => {
    expect(fieldOf('rank.question.vote_up')).toBe('rank__question__vote_up');
    expect(privilegeFormData(resp, 2)).toEqual({ level: 2, rank__question__add: 1, rank__question__vote_up: 8 });
    const schema = privilegeFormSchema(resp, 99) as { properties: Record<string, { minimum?: number; title?: string; oneOf?: unknown[] }> };
    expect(schema.properties.rank__question__vote_up).toMatchObject({ type: 'integer', minimum: 1, title: 'privilege.rank_question_vote_up_label' });
    expect(schema.properties.level.oneOf).toHaveLength(4);
  });

  it("sends Answer's body: custom values only at the custom level", () => {
    expect(privilegeBody(resp, { level: 1, rank__question__add: 1, rank__question__vote_up: 1 })).toEqual({ level: 1, custom_privileges: [] });
    expect(privilegeBody(resp, { level: 99, rank__question__add: 2, rank__question__vote_up: 5 })).toEqual({
      level: 99,
      custom_privileges: [
        { key: 'rank.question.add', value: 2 },
        { key: 'rank.question.vote_up', value: 5 },
      ],
    });
  });
});
