/**
 * Text colours that stay readable on a colour the admin picks (the primary colour behind the
 * navbar), by WCAG 2's contrast ratio: AA asks 4.5:1 for normal text.
 */

export const AA_CONTRAST = 4.5;
/** A little above AA, so rounding in a browser's colour maths never drops a link under it. */
const TARGET_CONTRAST = 4.6;

const WHITE = '#ffffff';
const BLACK = '#000000';

export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function rgbToHex(channels: readonly number[]): string {
  return `#${channels.map((channel) => Math.max(0, Math.min(255, Math.round(channel))).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `from` moved `amount` (0 to 1) of the way toward `to`. */
export function mix(from: string, to: string, amount: number): string {
  const target = hexToRgb(to);
  return rgbToHex(hexToRgb(from).map((channel, index) => channel + ((target[index] ?? channel) - channel) * amount));
}

export interface BarColours {
  /** Bootstrap colour scheme of the bar's own parts (toggler icon, inputs): dark when its text is white. */
  scheme: 'light' | 'dark';
  /** Brand, hovered and current links. */
  text: string;
  /** Other links: dimmed toward the background only as far as they stay readable. */
  muted: string;
}

/**
 * Text colours for a bar painted `background`: white or black, whichever contrasts more (one of
 * them always reaches 4.5:1), and a dimmed shade of it for links that are not the current page.
 */
export function barColours(background: string): BarColours {
  const whiteText = contrastRatio(WHITE, background) >= contrastRatio(BLACK, background);
  const text = whiteText ? WHITE : BLACK;
  const dimmed = [0.25, 0.2, 0.15, 0.1, 0.05].map((amount) => mix(text, background, amount));
  const muted = dimmed.find((colour) => contrastRatio(colour, background) >= TARGET_CONTRAST) ?? text;
  return { scheme: whiteText ? 'dark' : 'light', text, muted };
}

/**
 * `colour`, moved toward `towards` (white on dark surfaces, black on light ones) just as far as
 * it takes to be readable on every one of `surfaces`; unchanged when it already is.
 */
export function readableOn(colour: string, surfaces: readonly string[], towards: string): string {
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(colour, towards, step / 20);
    if (surfaces.every((surface) => contrastRatio(candidate, surface) >= TARGET_CONTRAST)) return candidate;
  }
  return towards;
}
