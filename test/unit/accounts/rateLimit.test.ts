import fc from 'fast-check';
import { emptyRateState, takeRequest, type RateLimits } from '../../../server/accounts/rateLimit';

const limits: RateLimits = { perMinute: 30, perDay: 1000, windowMs: 60_000 };
const noon = Date.UTC(2026, 0, 15, 12);

function run(times: number[], l: RateLimits = limits) {
  let state = emptyRateState();
  return times.map((t) => {
    const decision = takeRequest(state, t, l);
    state = decision.state;
    return decision;
  });
}

test('the 31st request inside a minute is refused until the first one leaves the window', () => {
  const times = Array.from({ length: 31 }, (_, i) => noon + i * 100);
  const decisions = run(times);
  expect(decisions.slice(0, 30).every((d) => d.allowed)).toBe(true);
  expect(decisions[29].minute.remaining).toBe(0);
  const refused = decisions[30];
  expect(refused.allowed).toBe(false);
  expect(refused.retryAfterMs).toBe(noon + 60_000 - (noon + 3000));
});

test('no burst across a window edge: at most perMinute accepted in any window, for any arrival pattern', () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 300_000 }), { maxLength: 200 }), (offsets) => {
      const times = offsets.sort((a, b) => a - b).map((o) => noon + o);
      const accepted = times.filter((_, i) => run(times)[i].allowed);
      for (const start of accepted) {
        const inWindow = accepted.filter((t) => t >= start && t < start + limits.windowMs).length;
        if (inWindow > limits.perMinute) return false;
      }
      return true;
    }),
    { numRuns: 50 },
  );
});

test('the day limit refuses until the next UTC midnight and resets there', () => {
  const l = { ...limits, perDay: 3 };
  const late = Date.UTC(2026, 0, 15, 23, 0);
  const decisions = run([late, late + 120_000, late + 240_000, late + 360_000], l);
  expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
  expect(decisions[3].retryAfterMs).toBe(Date.UTC(2026, 0, 16) - (late + 360_000));
  const state = decisions[3].state;
  expect(takeRequest(state, Date.UTC(2026, 0, 16, 0, 0, 1), l).allowed).toBe(true);
});

test('refused requests are not counted', () => {
  const l = { ...limits, perMinute: 1 };
  const decisions = run([noon, noon + 1000, noon + 2000, noon + 60_001], l);
  expect(decisions.map((d) => d.allowed)).toEqual([true, false, false, true]);
});
