import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET } from './font';
import { CHALLENGE_TTL_SECONDS, challengeKey, createChallengeProvider, type ChallengeStore } from './challenge';
import { PNG_SIGNATURE } from './png';
import { PICTURE_HEIGHT, PICTURE_WIDTH } from './picture';
import { seededRandom } from './random';

/** The cache as the host keeps it, in memory: values with their time to live, `take` reads once. */
class MemoryCache implements ChallengeStore {
  readonly entries = new Map<string, { value: unknown; ttl: number }>();
  reads = 0;
  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    this.entries.set(key, { value, ttl: ttlSeconds });
  }
  async take<T>(key: string): Promise<T | null> {
    this.reads += 1;
    const entry = this.entries.get(key);
    this.entries.delete(key);
    return (entry?.value as T | undefined) ?? null;
  }
}

async function challenge(cache = new MemoryCache(), seed = 7) {
  const provider = createChallengeProvider(cache, seededRandom(seed));
  const created = await provider.create();
  const answer = cache.entries.get(challengeKey(created.captcha_id));
  if (!answer || typeof answer.value !== 'string') throw new Error('no answer stored');
  return { provider, cache, created, answer: answer.value, ttl: answer.ttl };
}

describe('captcha challenges', () => {
  it('stores a 4-6 character answer for six minutes under a random id', async () => {
    const { created, answer, ttl } = await challenge();
    expect(created.captcha_id).toMatch(/^[0-9a-f]{32}$/);
    expect(answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4,6}$`));
    expect(ttl).toBe(CHALLENGE_TTL_SECONDS);
    expect(CHALLENGE_TTL_SECONDS).toBe(360);
    const other = await challenge();
    expect(other.created.captcha_id).not.toBe(created.captcha_id);
  });

  it('draws codes of every allowed length', async () => {
    const lengths = new Set<number>();
    for (let seed = 1; seed <= 40; seed += 1) lengths.add((await challenge(new MemoryCache(), seed)).answer.length);
    expect([...lengths].sort()).toEqual([4, 5, 6]);
  });

  it('shows the challenge as a PNG data URL of the picture size', async () => {
    const { created, answer } = await challenge();
    const prefix = 'data:image/png;base64,';
    expect(created.captcha_img.startsWith(prefix)).toBe(true);
    const png = Buffer.from(created.captcha_img.slice(prefix.length), 'base64');
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([PICTURE_WIDTH, PICTURE_HEIGHT]);
    expect(png.includes(Buffer.from(answer, 'ascii'))).toBe(false);
  });

  it('accepts the answer once, in any case and with spaces around it', async () => {
    const { provider, created, answer } = await challenge();
    expect(await provider.verify(created.captcha_id, `  ${answer.toLowerCase()} `)).toBe(true);
    expect(await provider.verify(created.captcha_id, answer)).toBe(false);
  });

  it('uses a challenge up on a wrong answer too', async () => {
    const { provider, created, answer } = await challenge();
    expect(await provider.verify(created.captcha_id, `${answer}X`)).toBe(false);
    expect(await provider.verify(created.captcha_id, answer)).toBe(false);
  });

  it('refuses unknown and malformed ids without touching the cache for the latter', async () => {
    const { provider, cache, answer } = await challenge();
    expect(await provider.verify('0'.repeat(32), answer)).toBe(false);
    const reads = cache.reads;
    expect(await provider.verify('../other-plugin', answer)).toBe(false);
    expect(await provider.verify('', answer)).toBe(false);
    expect(cache.reads).toBe(reads);
  });
});
