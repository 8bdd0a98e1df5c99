import { startOfNextUtcDay, utcDay } from './periods';

export type RateLimits = {
  perMinute: number;
  perDay: number;
  /** Length of the sliding window behind `perMinute`; 60 000 ms in production. */
  windowMs: number;
};

/**
 * The minute limit keeps the times of the accepted requests inside the window (a sliding log),
 * so no two adjacent windows can add up to a burst. The day limit is a UTC-day counter: the minute
 * limit already rules out bursts at midnight, and a calendar day is what callers expect to reset.
 */
export type RateState = { recent: number[]; day: { period: string; count: number } };

export type RateWindow = { limit: number; remaining: number; resetAt: number };
export type RateStatus = { minute: RateWindow; day: RateWindow };
export type RateDecision = RateStatus & { allowed: boolean; retryAfterMs: number; state: RateState };

export function emptyRateState(): RateState {
  return { recent: [], day: { period: '', count: 0 } };
}

export function rateStatus(state: RateState, now: number, limits: RateLimits): RateStatus {
  const recent = state.recent.filter((t) => t > now - limits.windowMs);
  const period = utcDay(now);
  const dayCount = state.day.period === period ? state.day.count : 0;
  return {
    minute: {
      limit: limits.perMinute,
      remaining: Math.max(0, limits.perMinute - recent.length),
      // The next moment a slot frees up: when the oldest request still counted leaves the window.
      resetAt: recent.length > 0 ? recent[0] + limits.windowMs : now,
    },
    day: { limit: limits.perDay, remaining: Math.max(0, limits.perDay - dayCount), resetAt: startOfNextUtcDay(now) },
  };
}

/** Decides one request and, if it is allowed, counts it. Pure: the caller stores `state`. */
export function takeRequest(state: RateState, now: number, limits: RateLimits): RateDecision {
  const recent = state.recent.filter((t) => t > now - limits.windowMs);
  const period = utcDay(now);
  const dayCount = state.day.period === period ? state.day.count : 0;
  const status = rateStatus(state, now, limits);

  let retryAfterMs = 0;
  if (recent.length >= limits.perMinute) {
    // Enough of the oldest entries must leave the window to bring the count below the limit.
    const freeingEntry = recent[recent.length - limits.perMinute];
    retryAfterMs = Math.max(retryAfterMs, freeingEntry + limits.windowMs - now);
  }
  if (dayCount >= limits.perDay) retryAfterMs = Math.max(retryAfterMs, status.day.resetAt - now);
  if (retryAfterMs > 0) return { ...status, allowed: false, retryAfterMs, state: { recent, day: { period, count: dayCount } } };

  const next: RateState = { recent: [...recent, now], day: { period, count: dayCount + 1 } };
  return { ...rateStatus(next, now, limits), allowed: true, retryAfterMs: 0, state: next };
}
