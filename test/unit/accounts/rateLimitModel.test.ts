/**
 * takeRequest and rateStatus keep their window in place instead of filtering copies of it; this
 * checks them, decision by decision, against the copying version they replaced (kept here as the
 * model), over random arrivals: bursts in one millisecond, gaps past the window, UTC midnights,
 * small and lifted limits, and usage reads between requests.
 */
import fc from 'fast-check';
import { emptyRateState, rateStatus, takeRequest, type RateLimits, type RateStatus } from '../../../server/accounts/rateLimit';

type ModelState = { recent: number[]; day: { period: string; count: number } };

const modelDay = (now: number) => new Date(now).toISOString().slice(0, 10);
function modelNextDay(now: number) {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}

function modelStatus(state: ModelState, now: number, limits: RateLimits): RateStatus {
  const recent = state.recent.filter((t) => t > now - limits.windowMs);
  const period = modelDay(now);
  const dayCount = state.day.period === period ? state.day.count : 0;
  return {
    minute: {
      limit: limits.perMinute,
      remaining: Math.max(0, limits.perMinute - recent.length),
      resetAt: recent.length > 0 ? recent[0] + limits.windowMs : now,
    },
    day: { limit: limits.perDay, remaining: Math.max(0, limits.perDay - dayCount), resetAt: modelNextDay(now) },
  };
}

function modelTake(state: ModelState, now: number, limits: RateLimits) {
  const recent = state.recent.filter((t) => t > now - limits.windowMs);
  const period = modelDay(now);
  const dayCount = state.day.period === period ? state.day.count : 0;
  const status = modelStatus(state, now, limits);
  let retryAfterMs = 0;
  if (recent.length >= limits.perMinute) retryAfterMs = Math.max(retryAfterMs, recent[recent.length - limits.perMinute] + limits.windowMs - now);
  if (dayCount >= limits.perDay) retryAfterMs = Math.max(retryAfterMs, status.day.resetAt - now);
  if (retryAfterMs > 0) return { ...status, allowed: false, retryAfterMs, state: { recent, day: { period, count: dayCount } } };
  const next: ModelState = { recent: [...recent, now], day: { period, count: dayCount + 1 } };
  return { ...modelStatus(next, now, limits), allowed: true, retryAfterMs: 0, state: next };
}

const beforeMidnight = Date.UTC(2026, 0, 15, 23, 58);

const arrivals = fc.array(
  fc.record({
    // Mostly close together, sometimes the same millisecond, the window's edge, past the window or a day.
    gap: fc.oneof(
      fc.constant(0),
      fc.constantFrom(1, 59_999, 60_000, 60_001),
      fc.integer({ min: 0, max: 3_000 }),
      fc.integer({ min: 0, max: 200_000 }),
      fc.integer({ min: 0, max: 100_000_000 }),
    ),
    readUsage: fc.boolean(),
  }),
  { maxLength: 300 },
);
const limitsArb = fc.record({
  perMinute: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constant(100_000_000)),
  perDay: fc.oneof(fc.integer({ min: 1, max: 120 }), fc.constant(100_000_000)),
  windowMs: fc.constant(60_000),
});

test('every decision, header figure and usage read equals the copying implementation', () => {
  fc.assert(
    fc.property(arrivals, limitsArb, (steps, limits) => {
      let state = emptyRateState();
      let model: ModelState = { recent: [], day: { period: '', count: 0 } };
      let now = beforeMidnight;
      for (const { gap, readUsage } of steps) {
        now += gap;
        if (readUsage) expect(rateStatus(state, now, limits)).toEqual(modelStatus(model, now, limits));
        const decision = takeRequest(state, now, limits);
        const expected = modelTake(model, now, limits);
        expect(decision).toEqual(expected);
        state = decision.state;
        model = expected.state;
      }
    }),
    { numRuns: 300 },
  );
});

test('a clock that steps back still counts exactly the times inside the window, and keeps them in order', () => {
  const limits: RateLimits = { perMinute: 3, perDay: 100, windowMs: 60_000 };
  const noon = Date.UTC(2026, 0, 15, 12);
  let state = emptyRateState();
  for (const t of [noon + 10_000, noon + 20_000, noon + 5_000]) state = takeRequest(state, t, limits).state;
  expect(state.recent).toEqual([noon + 5_000, noon + 10_000, noon + 20_000]);
  const refused = takeRequest(state, noon + 30_000, limits);
  expect(refused.allowed).toBe(false);
  // The oldest of the three (noon + 5 s) frees the first slot.
  expect(refused.retryAfterMs).toBe(noon + 5_000 + 60_000 - (noon + 30_000));
  expect(takeRequest(state, noon + 65_001, limits)).toMatchObject({ allowed: true, minute: { remaining: 0, resetAt: noon + 70_000 } });
});
