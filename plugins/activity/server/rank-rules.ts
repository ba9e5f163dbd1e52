/**
 * Answer's reputation rules as pure functions: the daily cap on gains and the floor of 1 on losses.
 * The handlers feed them what they read inside the emitter's transaction.
 */

/** Ranks are never taken below this by a loss (a member keeps the rights rank 1 gives). */
export const RANK_FLOOR = 1;

export interface GainInput {
  /** The delta the activity asks for, before the cap and the floor. */
  delta: number;
  /** The member's rank now. */
  currentRank: number;
  /** Net rank of the member's non-cancelled activities today (server local day). */
  earnedToday: number;
  /** `daily_rank_limit`. */
  dailyLimit: number;
  /** The activity's key is in `daily_rank_limit.exclude`. */
  excluded: boolean;
}

/**
 * The delta actually applied. A gain is zeroed once today's net earnings reached the limit (the
 * last gain before the limit goes through whole, as Answer does); a loss stops at the floor and
 * never raises a rank that is already below it.
 */
export function appliedDelta(input: GainInput): number {
  if (input.delta > 0) {
    if (!input.excluded && input.earnedToday >= input.dailyLimit) return 0;
    return input.delta;
  }
  return flooredLoss(input.delta, input.currentRank);
}

/** A loss clamped so `currentRank + result` stays at or above the floor; 0 when already below it. */
export function flooredLoss(delta: number, currentRank: number): number {
  if (delta >= 0) return delta;
  return Math.min(0, Math.max(delta, RANK_FLOOR - currentRank));
}

/** What cancelling an activity gives back: the opposite of what it applied, floored for a returned gain. */
export function cancelDelta(appliedRank: number, currentRank: number): number {
  if (appliedRank === 0) return 0;
  return flooredLoss(-appliedRank, currentRank);
}

/** Start and end (exclusive) of the server's local day containing `seconds`, in Unix seconds. */
export function localDayBounds(seconds: number): { start: number; end: number } {
  const day = new Date(seconds * 1000);
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  const end = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
  return { start: Math.floor(start.getTime() / 1000), end: Math.floor(end.getTime() / 1000) };
}

/** `daily_rank_limit` as stored (a number, or its text); Answer's default when unreadable. */
export function readLimit(stored: unknown, fallback: number): number {
  const value = typeof stored === 'string' ? Number(stored) : stored;
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** `daily_rank_limit.exclude` as stored (a JSON list of keys); empty when unreadable. */
export function readKeyList(stored: unknown): string[] {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
