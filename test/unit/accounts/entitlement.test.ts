import { chooseSource, quotaOf } from '../../../server/accounts/entitlement';
import type { Account } from '../../../server/store/types';

const rules = { freePerDay: 3, defaultProMonthlyQuota: 1000 };
const account = (plan: Account['plan'], monthlyQuota: number | null = null): Account => ({
  id: 'acc_1',
  name: 'a',
  plan,
  monthlyQuota,
  creditsGranted: 0,
  createdAt: '',
});

test('free accounts get a UTC-day allowance, Pro accounts their monthly quota', () => {
  const now = Date.UTC(2026, 1, 28, 22);
  expect(quotaOf(account('free'), now, rules)).toEqual({ period: 'day', key: '2026-02-28', limit: 3, resetAt: Date.UTC(2026, 2, 1) });
  expect(quotaOf(account('pro', 50), now, rules)).toEqual({ period: 'month', key: '2026-02', limit: 50, resetAt: Date.UTC(2026, 2, 1) });
  expect(quotaOf(account('pro'), now, rules).limit).toBe(1000);
});

test('the allowance is spent before credits, and nothing is left after both', () => {
  expect(chooseSource(1, 5)).toBe('quota');
  expect(chooseSource(0, 5)).toBe('credit');
  expect(chooseSource(0, 0)).toBeNull();
});
