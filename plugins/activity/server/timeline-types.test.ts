import { describe, expect, it } from 'vitest';
import { activityTypeOf, REPUTATION_CONFIG } from './reputation-config';
import { TIMELINE_TYPE, timelineActivityTypes, timelineTypeOf } from './timeline-types';

describe('timeline types', () => {
  it('names stored activity types with Answer’s timeline words', () => {
    expect(timelineTypeOf(87)).toBe('asked');
    expect(timelineTypeOf(30)).toBe('upvote');
    expect(timelineTypeOf(12)).toBe('downvote');
    expect(timelineTypeOf(5)).toBe('accept');
    // the owner's side of a vote and follows never show
    expect(timelineTypeOf(2)).toBeNull();
    expect(timelineTypeOf(32)).toBeNull();
    expect(timelineTypeOf(9999)).toBeNull();
  });

  it('maps only keys that have a config id, and leaves votes out unless asked', () => {
    for (const key of Object.keys(TIMELINE_TYPE)) expect(activityTypeOf(key), key).toBeDefined();
    const withoutVotes = timelineActivityTypes(false, activityTypeOf);
    const withVotes = timelineActivityTypes(true, activityTypeOf);
    expect(withoutVotes).not.toContain(30);
    expect(withVotes).toContain(30);
    expect(withVotes).not.toContain(2);
  });

  it('keeps Answer’s config ids unique', () => {
    expect(new Set(REPUTATION_CONFIG.map((row) => row.id)).size).toBe(REPUTATION_CONFIG.length);
    expect(new Set(REPUTATION_CONFIG.map((row) => row.key)).size).toBe(REPUTATION_CONFIG.length);
  });
});
