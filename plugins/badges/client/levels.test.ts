import { describe, expect, it } from 'vitest';
import { questionPermalink } from '@answer/sdk';
import { listOf } from './api';
import { awardPostPath, countByLevel, descriptionParts, iconClass, isPictureIcon, levelName } from './levels';
import { badgePath } from './paths';

const pathOf = (question: { id: string }, answerId?: string) => questionPermalink(2, question, answerId);
const award = (object_type: string, ids: { question_id?: string; answer_id?: string; comment_id?: string }) => ({ object_type, question_id: '', answer_id: '', comment_id: '', ...ids });

describe('levels', () => {
  it('names levels 1 to 3 and nothing else', () => {
    expect([1, 2, 3].map(levelName)).toEqual(['bronze', 'silver', 'gold']);
    expect(levelName(0)).toBeNull();
    expect(levelName(4)).toBeNull();
  });

  it('counts awards per level, a badge earned three times three times', () => {
    expect(countByLevel([])).toEqual({ gold: 0, silver: 0, bronze: 0 });
    expect(
      countByLevel([
        { level: 1, earned_count: 3 },
        { level: 1, earned_count: 1 },
        { level: 2, earned_count: 2 },
        { level: 3, earned_count: 0 },
        { level: 7 as 1, earned_count: 5 },
      ]),
    ).toEqual({ gold: 1, silver: 2, bronze: 4 });
  });
});

describe('icons', () => {
  it('tells pictures from Bootstrap Icons names', () => {
    expect(isPictureIcon('https://example.com/a.png')).toBe(true);
    expect(isPictureIcon('//cdn.example.com/a.png')).toBe(true);
    expect(isPictureIcon('/uploads/branding/a.png')).toBe(true);
    expect(isPictureIcon('person-badge-fill')).toBe(false);
  });

  it('makes a class only of a plain name', () => {
    expect(iconClass('hand-thumbs-up-fill')).toBe('bi bi-hand-thumbs-up-fill');
    expect(iconClass('x" onmouseover="y')).toBeNull();
    expect(iconClass('a b')).toBeNull();
    expect(iconClass('')).toBeNull();
  });
});

describe('awardPostPath', () => {
  it('leads to the question, the answer or the comment the badge was for', () => {
    expect(awardPostPath(award('question', { question_id: 'q1' }), pathOf)).toBe('/questions/q1');
    expect(awardPostPath(award('answer', { question_id: 'q1', answer_id: 'a1' }), pathOf)).toBe('/questions/q1/a1');
    expect(awardPostPath(award('comment', { question_id: 'q1', answer_id: 'a1', comment_id: 'c1' }), pathOf)).toBe('/questions/q1/a1?commentId=c1');
    expect(awardPostPath(award('comment', { question_id: 'q1', comment_id: 'c1' }), pathOf)).toBe('/questions/q1?commentId=c1');
  });

  it('is null for an award for no post (or one since deleted)', () => {
    expect(awardPostPath(award('', {}), pathOf)).toBeNull();
    expect(awardPostPath(award('question', {}), pathOf)).toBeNull();
    expect(awardPostPath(award('user', { question_id: 'q1' }), pathOf)).toBeNull();
  });
});

describe('descriptionParts', () => {
  it('keeps plain text as it is, entities decoded', () => {
    expect(descriptionParts('Cast a first vote.')).toEqual([{ text: 'Cast a first vote.' }]);
    expect(descriptionParts('Q&amp;A &lt;3')).toEqual([{ text: 'Q&A <3' }]);
    expect(descriptionParts('')).toEqual([]);
  });

  it("turns Answer's profile link into a link part", () => {
    expect(descriptionParts('Filled out <a href="https://example.com/users/settings/profile" target="_blank">profile</a> information.')).toEqual([
      { text: 'Filled out ' },
      { text: 'profile', href: 'https://example.com/users/settings/profile' },
      { text: ' information.' },
    ]);
    expect(descriptionParts("See <a href='/users/settings/profile'>your profile</a>")).toEqual([{ text: 'See ' }, { text: 'your profile', href: '/users/settings/profile' }]);
  });

  it('drops every other tag and any link that is not to the web or this site', () => {
    expect(descriptionParts('<b>Bold</b> <img src=x onerror=alert(1)>text')).toEqual([{ text: 'Bold text' }]);
    expect(descriptionParts('<a href="javascript:alert(1)">click</a> me')).toEqual([{ text: 'click me' }]);
    expect(descriptionParts('<script>alert(1)</script>')).toEqual([{ text: 'alert(1)' }]);
  });
});

describe('addresses and shapes', () => {
  it("builds a badge's page address, for one member when named", () => {
    expect(badgePath('10')).toBe('/badges/10');
    expect(badgePath('10', 'ann.lee')).toBe('/badges/10?username=ann.lee');
  });

  it("reads a member's badges as a list or as a page", () => {
    const badge = { id: '1', name: 'First Upvote', icon: 'hand-thumbs-up', earned_count: 1, level: 1 as const };
    expect(listOf([badge])).toEqual([badge]);
    expect(listOf({ count: 1, list: [badge] })).toEqual([badge]);
    expect(listOf(null)).toEqual([]);
  });
});
