/**
 * How many cases each property runs. The CI run totals a little over 100,000 cases across the
 * fuzz suites; FUZZ_SCALE=10 (npm run fuzz -- with the variable set) runs ten times as many.
 */
const scale = Math.max(1, Number(process.env.FUZZ_SCALE ?? 1) || 1);

export const runs = (n: number) => ({ numRuns: Math.round(n * scale) });

/** Fuzz suites take longer than jest's 5 s default; the large run longer still. */
export const FUZZ_TIMEOUT_MS = 120_000 * scale;
