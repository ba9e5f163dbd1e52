import { describe, expect, it } from 'vitest';
import type { PostReviewInput } from '@answer/sdk/server';
import { heldBy, ipInRange, type ReviewerConfig } from './rules';

const off: ReviewerConfig = { first_posts: 0, max_links: 0, block_words: '', ip_ranges: '', email_domains: '' };
const post = (over: Partial<PostReviewInput> = {}, author: Partial<PostReviewInput['author']> = {}): PostReviewInput => ({
  object_type: 'question', object_id: '', title: 'A title', content: 'Some body text', tags: ['go'], ip: '192.0.2.10', user_agent: '', lang: 'en_US',
  author: { user_id: '1', rank: 1, email: 'ann@example.com', role: 'user' as const, approved_posts: 0, ...author },
  ...over,
});

describe('basic reviewer rules', () => {
  it('lets everything through when nothing is configured', () => {
    expect(heldBy(post(), off)).toBeNull();
  });
  it('holds the first posts of a member, never staff', () => {
    expect(heldBy(post({}, { approved_posts: 1 }), { ...off, first_posts: 2 })).toBe('first_posts');
    expect(heldBy(post({}, { approved_posts: 2 }), { ...off, first_posts: 2 })).toBeNull();
    expect(heldBy(post({}, { role: 'moderator' }), { ...off, first_posts: 2 })).toBeNull();
  });
  it('holds posts with more links than allowed', () => {
    expect(heldBy(post({ content: 'see https://a.example and http://b.example' }), { ...off, max_links: 1 })).toBe('max_links');
    expect(heldBy(post({ content: 'see https://a.example' }), { ...off, max_links: 1 })).toBeNull();
  });
  it('holds blocked words in title, body or tags, ignoring case', () => {
    expect(heldBy(post({ title: 'Cheap PILLS here' }), { ...off, block_words: 'casino\npills' })).toBe('block_words');
  });
  it('matches IPv4 ranges and exact addresses', () => {
    expect(ipInRange('10.1.2.3', '10.0.0.0/8')).toBe(true);
    expect(ipInRange('11.1.2.3', '10.0.0.0/8')).toBe(false);
    expect(ipInRange('::ffff:192.0.2.10', '192.0.2.10')).toBe(true);
    expect(heldBy(post(), { ...off, ip_ranges: '192.0.2.0/24' })).toBe('ip_ranges');
  });
  it('matches email domains and their subdomains', () => {
    expect(heldBy(post({}, { email: 'x@mail.spam.test' }), { ...off, email_domains: 'spam.test' })).toBe('email_domains');
    expect(heldBy(post({}, { email: 'x@notspam.test' }), { ...off, email_domains: 'spam.test' })).toBeNull();
  });
});
