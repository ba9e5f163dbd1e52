/**
 * The basic reviewer's rules, pure so they are tested without a site: a post is held for review
 * when its author is still among their first posts, it links too much, it uses a blocked word,
 * or it comes from a listed IP range or email domain. Staff are never held.
 */
import type { PostReviewInput } from '@answer/sdk/server';

export interface ReviewerConfig {
  first_posts: number;
  max_links: number;
  block_words: string;
  ip_ranges: string;
  email_domains: string;
}

/** The rule that held a post, as its i18n key under `backend.reviewer_basic.reason`. */
export type HeldBy = 'first_posts' | 'max_links' | 'block_words' | 'ip_ranges' | 'email_domains';

const STAFF_ROLES = new Set(['admin', 'moderator']);

/** One entry a line (commas also separate), trimmed, blanks dropped. */
export const listOf = (text: string): string[] =>
  text
    .split(/[\n,]/)
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');

export const countLinks = (content: string): number => (content.match(/\b(?:https?:\/\/|www\.)/gi) ?? []).length;

function ipv4(address: string): number | null {
  const parts = address.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null;
  return parts.reduce((acc, p) => acc * 256 + Number(p), 0);
}

/** An exact address, or an IPv4 CIDR range (`10.0.0.0/8`). */
export function ipInRange(ip: string, range: string): boolean {
  const address = ip.replace(/^::ffff:/i, '').toLowerCase();
  const [base, bitsText] = range.split('/');
  if (bitsText === undefined) return address === base;
  const bits = Number(bitsText);
  const a = ipv4(address);
  const b = ipv4(base ?? '');
  if (a === null || b === null || !Number.isInteger(bits) || bits < 0 || bits > 32) return false;
  const size = 2 ** (32 - bits);
  return Math.floor(a / size) === Math.floor(b / size);
}

export function emailInDomains(email: string, domains: readonly string[]): boolean {
  const domain = email.toLowerCase().split('@')[1] ?? '';
  return domain !== '' && domains.some((d) => domain === d.replace(/^@/, '') || domain.endsWith(`.${d.replace(/^@/, '')}`));
}

/** The first rule that holds the post, or null when it may be published. */
export function heldBy(post: PostReviewInput, config: ReviewerConfig): HeldBy | null {
  if (STAFF_ROLES.has(post.author.role)) return null;
  if (config.first_posts > 0 && post.author.approved_posts < config.first_posts) return 'first_posts';
  const text = `${post.title}\n${post.content}\n${post.tags.join(' ')}`.toLowerCase();
  if (config.max_links > 0 && countLinks(text) > config.max_links) return 'max_links';
  if (listOf(config.block_words).some((word) => text.includes(word))) return 'block_words';
  if (post.ip && listOf(config.ip_ranges).some((range) => ipInRange(post.ip, range))) return 'ip_ranges';
  if (emailInDomains(post.author.email, listOf(config.email_domains))) return 'email_domains';
  return null;
}
