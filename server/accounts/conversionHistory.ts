/**
 * Successful conversions per UTC day, for the settings page's 30-day chart and its "this month"
 * figure. Kept for DAYS_KEPT days so it covers any calendar month and the chart without growing.
 */
export type DailyConversions = Record<string, number>;

export const DAYS_KEPT = 62;

/** The oldest day still kept once `day` is counted. */
export function oldestDayKept(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - (DAYS_KEPT - 1) * 86_400_000).toISOString().slice(0, 10);
}

export function countConversion(history: DailyConversions | undefined, day: string): DailyConversions {
  const oldestKept = oldestDayKept(day);
  const next: DailyConversions = {};
  for (const [d, count] of Object.entries(history ?? {})) if (d >= oldestKept) next[d] = count;
  next[day] = (next[day] ?? 0) + 1;
  return next;
}
