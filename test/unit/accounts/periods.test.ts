import fc from 'fast-check';
import { startOfNextUtcDay, startOfNextUtcMonth, utcDay, utcMonth } from '../../../server/accounts/periods';

// What the periods were computed with before they were kept per day: a Date on every call.
const reference = {
  utcDay: (now: number) => new Date(now).toISOString().slice(0, 10),
  utcMonth: (now: number) => new Date(now).toISOString().slice(0, 7),
  startOfNextUtcDay: (now: number) => {
    const d = new Date(now);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
  },
  startOfNextUtcMonth: (now: number) => {
    const d = new Date(now);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  },
};
const ours = { utcDay, utcMonth, startOfNextUtcDay, startOfNextUtcMonth };
const outcome = (f: (now: number) => unknown, now: number) => {
  try {
    return { value: f(now) };
  } catch (err) {
    return { threw: (err as Error).name };
  }
};

const DAY = 86_400_000;
const midnight = Date.UTC(2026, 2, 1);
// Around midnights (the reuse's edge), before 1970 with fractions, the ends of Date's range, nonsense.
const times = fc.oneof(
  fc.integer({ min: midnight - 3, max: midnight + 3 }),
  fc.integer({ min: -3 * DAY, max: 3 * DAY }).chain((t) => fc.constantFrom(t, t + 0.5, t - 0.5)),
  fc.integer({ min: -8.64e15 - 2 * DAY, max: -8.64e15 + 2 * DAY }),
  fc.integer({ min: 8.64e15 - 2 * DAY, max: 8.64e15 + 2 * DAY }),
  fc.double({ min: -1e16, max: 1e16 }),
  fc.constantFrom(NaN, Infinity, -Infinity, -0),
);

test('the same answers (or the same error) as a fresh Date, in any order of calls', () => {
  fc.assert(
    fc.property(fc.array(times, { minLength: 1, maxLength: 30 }), (sequence) => {
      for (const now of sequence) {
        for (const name of Object.keys(ours) as (keyof typeof ours)[]) expect(outcome(ours[name], now)).toEqual(outcome(reference[name], now));
      }
    }),
    { numRuns: 2_000 },
  );
});
