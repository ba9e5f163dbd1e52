import { describe, expect, it } from 'vitest';
import { contentIdOf, isContentId, longId, OBJECT_TYPE, objectTypeNameOf, objectTypeOf, shortId } from './ids';

describe('content ids', () => {
  it('spells the seeded question, answer and tag as Answer does', () => {
    expect(shortId('10010000000000002')).toBe('D1E1');
    expect(shortId('10020000000000003')).toBe('E1F1');
    expect(shortId('10030000000000001')).toBe('F1D1');
    expect(longId('D1E1')).toBe('10010000000000002');
    expect(longId(' E1F1 ')).toBe('10020000000000003');
  });

  it('round-trips long ids of every size and type through the short spelling', () => {
    for (const id of ['10010000000000001', '10030000000000061', '10020000000123456', '10019999999999999', '10079999999999999', '10100000000000100']) {
      expect(longId(shortId(id))).toBe(id);
    }
  });

  it('keeps long ids long when reading and short ids and other text unchanged when shortening', () => {
    expect(longId(' 10010000000000042 ')).toBe('10010000000000042');
    expect(shortId('D1E1')).toBe('D1E1');
    expect(shortId('how-to-ask')).toBe('how-to-ask');
  });

  it('refuses text that is neither spelling', () => {
    for (const bad of ['', '42', 'abc-def', '1001000000000000', '100100000000000001', '<script>', 'D1', '00', 'how-to-ask']) expect(longId(bad)).toBeNull();
    expect(longId(42)).toBeNull();
    expect(longId(null)).toBeNull();
    // digits alone are member ids, even where they would decode (`1299` as type 25)
    expect(longId('1299')).toBeNull();
  });

  it('tells long ids from everything else', () => {
    expect(isContentId('10010000000000002')).toBe(true);
    expect(isContentId('D1E1')).toBe(false);
    expect(isContentId(' 10010000000000002')).toBe(false);
    expect(isContentId(10010000000000002)).toBe(false);
  });

  it('reads the object type from either spelling', () => {
    expect(objectTypeOf('10020000000000003')).toBe(OBJECT_TYPE.answer);
    expect(objectTypeOf('E1F1')).toBe(OBJECT_TYPE.answer);
    expect(objectTypeOf('10070000000000009')).toBe(OBJECT_TYPE.comment);
    expect(objectTypeOf('a-slug')).toBeNull();
    expect(objectTypeNameOf('D1E1')).toBe('question');
    expect(objectTypeNameOf('10100000000000004')).toBe('badge_award');
    expect(objectTypeNameOf('10050000000000004')).toBeNull();
    expect(objectTypeNameOf('junk')).toBeNull();
  });

  it('answers an id only for the object type asked for', () => {
    expect(contentIdOf('D1E1', OBJECT_TYPE.question)).toBe('10010000000000002');
    expect(contentIdOf('E1F1', OBJECT_TYPE.answer)).toBe('10020000000000003');
    expect(contentIdOf('D1E1', OBJECT_TYPE.answer)).toBeNull();
    expect(contentIdOf('10030000000000007', OBJECT_TYPE.question)).toBeNull();
    expect(contentIdOf(7, OBJECT_TYPE.question)).toBeNull();
  });
});
