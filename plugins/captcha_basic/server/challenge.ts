/**
 * The captcha provider: a new challenge stores its answer in the shared cache for six minutes
 * (as Answer does) and shows it only as a picture; checking an answer uses the challenge up.
 */
import { randomBytes } from 'node:crypto';
import type { CacheService, CaptchaProvider } from '@answer/sdk/server';
import { CAPTCHA_ALPHABET } from './font';
import { drawCaptcha } from './picture';
import { encodePng, pngDataUrl } from './png';
import { integerBetween, secureRandom, type Random } from './random';

/** How long a challenge can be answered, in seconds. */
export const CHALLENGE_TTL_SECONDS = 360;
export const MIN_CODE_LENGTH = 4;
export const MAX_CODE_LENGTH = 6;

/** Challenge ids are 32 hex digits; anything else cannot name a stored answer. */
const CHALLENGE_ID = /^[0-9a-f]{32}$/;

export function challengeKey(id: string): string {
  return `captcha:${id}`;
}

export function randomCode(random: Random): string {
  const length = integerBetween(random, MIN_CODE_LENGTH, MAX_CODE_LENGTH);
  let code = '';
  for (let index = 0; index < length; index += 1) code += CAPTCHA_ALPHABET[Math.floor(random() * CAPTCHA_ALPHABET.length)];
  return code;
}

/** What a person types and what was drawn compare equal regardless of case and surrounding spaces. */
function normalise(code: string): string {
  return code.trim().toUpperCase();
}

/** The part of the host's cache a challenge needs. */
export type ChallengeStore = Pick<CacheService, 'set' | 'take'>;

export function createChallengeProvider(cache: ChallengeStore, random: Random = secureRandom): CaptchaProvider {
  return {
    async create() {
      const id = randomBytes(16).toString('hex');
      const code = randomCode(random);
      const picture = drawCaptcha(code, random);
      await cache.set(challengeKey(id), code, CHALLENGE_TTL_SECONDS);
      return { captcha_id: id, captcha_img: pngDataUrl(encodePng(picture.width, picture.height, picture.pixels)) };
    },
    async verify(id, code) {
      if (typeof id !== 'string' || !CHALLENGE_ID.test(id)) return false;
      // Taken before comparing: a wrong guess uses the challenge up too, so it cannot be guessed at.
      const answer = await cache.take<string>(challengeKey(id));
      if (typeof answer !== 'string' || typeof code !== 'string') return false;
      return normalise(code) === normalise(answer);
    },
  };
}
