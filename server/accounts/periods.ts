/** Counters are keyed by UTC period, so a new day or month starts from zero without any cron job. */

const DAY_MS = 86_400_000;
/** The largest time value a Date holds; past it `new Date(now)` is invalid and the answers below are too. */
const MAX_TIME = 8.64e15;

/**
 * Every counted request asks for its day's key and the next midnight, and building a Date and an
 * ISO string each time was a measurable part of a rejected request's CPU. All four answers depend
 * only on the UTC day `now` falls in (Date knows no leap seconds), so each is computed the old way
 * once per day and then reused; `Math.trunc` first, as Date does, so a fraction of a millisecond
 * before 1970 lands on the same day as Date puts it.
 */
function perUtcDay<T>(compute: (now: number) => T): (now: number) => T {
  let day = NaN;
  let value: T;
  return (now) => {
    const t = Math.trunc(now);
    const d = Math.floor(t / DAY_MS);
    if (d !== day || !(Math.abs(t) <= MAX_TIME)) {
      value = compute(now);
      day = d;
    }
    return value;
  };
}

export const utcDay = perUtcDay((now) => new Date(now).toISOString().slice(0, 10));

export const utcMonth = perUtcDay((now) => new Date(now).toISOString().slice(0, 7));

export const startOfNextUtcDay = perUtcDay((now) => {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
});

export const startOfNextUtcMonth = perUtcDay((now) => {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
});
