/** Rules the badge pages share: levels and their colours, icons, counts and the post an award was for. */
import type { QuestionAddress } from '@answer/sdk';
import type { BadgeAward, UserBadge } from './api';

export const LEVEL_NAMES = { 1: 'bronze', 2: 'silver', 3: 'gold' } as const;
export type LevelName = (typeof LEVEL_NAMES)[keyof typeof LEVEL_NAMES];

/** Highest first, as the profile header lists them. */
export const LEVELS_DOWN: readonly LevelName[] = ['gold', 'silver', 'bronze'];

/** `bronze`, `silver` or `gold`; null for a level the site does not know. */
export function levelName(level: number): LevelName | null {
  return level === 1 || level === 2 || level === 3 ? LEVEL_NAMES[level] : null;
}

/** A picture's address rather than a Bootstrap Icons name. */
export const isPictureIcon = (icon: string) => /^(https?:)?\/\//i.test(icon) || icon.startsWith('/');

/** The icon's class, or null when the name could break out of it (a name is letters, digits and dashes). */
export function iconClass(icon: string): string | null {
  return /^[a-z0-9-]+$/i.test(icon) ? `bi bi-${icon}` : null;
}

export type LevelCounts = Record<LevelName, number>;

/** How many times a member earned badges of each level: a badge earned three times counts three. */
export function countByLevel(badges: readonly Pick<UserBadge, 'level' | 'earned_count'>[]): LevelCounts {
  const counts: LevelCounts = { gold: 0, silver: 0, bronze: 0 };
  for (const badge of badges) {
    const name = levelName(badge.level);
    if (name) counts[name] += Math.max(1, Math.trunc(Number(badge.earned_count) || 0));
  }
  return counts;
}

type PathOf = (question: QuestionAddress, answerId?: string) => string;

/** The address of the post an award was for (a comment's under its question or answer); null when none. */
export function awardPostPath(award: Pick<BadgeAward, 'object_type' | 'question_id' | 'answer_id' | 'comment_id'>, pathOf: PathOf): string | null {
  if (!award.question_id) return null;
  const question = { id: award.question_id };
  switch (award.object_type) {
    case 'question':
      return pathOf(question);
    case 'answer':
      return award.answer_id ? pathOf(question, award.answer_id) : pathOf(question);
    case 'comment': {
      const base = pathOf(question, award.answer_id || undefined);
      return award.comment_id ? `${base}?commentId=${encodeURIComponent(award.comment_id)}` : base;
    }
    default:
      return null;
  }
}

/** A piece of a badge's description: text, or a link the server put in it. */
export type DescriptionPart = { text: string; href?: undefined } | { text: string; href: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", nbsp: '\u00a0' };

const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');

/** Only addresses on the web or on this site become links. */
const safeHref = (href: string) => (/^(https?:)?\/\//i.test(href) || (href.startsWith('/') && !href.startsWith('//')) ? href : null);

/**
 * A description as text and links. Answer's descriptions may hold an `<a href>` (the profile
 * page); every other tag is dropped, so what the server sends is never run as markup.
 */
export function descriptionParts(html: string): DescriptionPart[] {
  const parts: DescriptionPart[] = [];
  const pushText = (raw: string) => {
    const text = decode(raw.replace(/<[^>]*>/g, ''));
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.href === undefined) last.text += text;
    else parts.push({ text });
  };
  const anchor = /<a\b([^>]*)>([\s\S]*?)<\/a>/gi;
  let position = 0;
  for (let match = anchor.exec(html); match; match = anchor.exec(html)) {
    pushText(html.slice(position, match.index));
    position = match.index + match[0].length;
    const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(match[1]);
    const target = href ? safeHref(decode(href[1] ?? href[2] ?? '').trim()) : null;
    const text = decode(match[2].replace(/<[^>]*>/g, ''));
    if (target && text) parts.push({ text, href: target });
    else pushText(match[2]);
  }
  pushText(html.slice(position));
  return parts;
}
