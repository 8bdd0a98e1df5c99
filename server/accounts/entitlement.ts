import { startOfNextUtcDay, startOfNextUtcMonth, utcDay, utcMonth } from './periods';
import type { Account } from './account';

export type PlanRules = {
  /** Conversions a free account gets per UTC day before credits are spent. */
  freePerDay: number;
  /** Monthly quota of a Pro account created without an explicit one. */
  defaultProMonthlyQuota: number;
};

export type Quota = { period: 'day' | 'month'; key: string; limit: number; resetAt: number };

/** The allowance a plan gives for the period `now` falls in. */
export function quotaOf(account: Account, now: number, rules: PlanRules): Quota {
  if (account.plan === 'pro') {
    const limit = account.monthlyQuota ?? rules.defaultProMonthlyQuota;
    return { period: 'month', key: utcMonth(now), limit, resetAt: startOfNextUtcMonth(now) };
  }
  return { period: 'day', key: utcDay(now), limit: rules.freePerDay, resetAt: startOfNextUtcDay(now) };
}

export type UnitSource = 'quota' | 'credit';

/** The plan's allowance is spent first, credits last, because credits are what the customer paid for. */
export function chooseSource(quotaLeft: number, creditsLeft: number): UnitSource | null {
  if (quotaLeft > 0) return 'quota';
  if (creditsLeft > 0) return 'credit';
  return null;
}
