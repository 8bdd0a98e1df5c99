import type { PlanRules } from '../../accounts/entitlement';
import { quotaOf } from '../../accounts/entitlement';
import { ApiError } from '../../errors';
import type { Account, Reservation, Store } from '../../store/types';

/** Holds the unit this conversion will spend, or says why there is none (402). */
export async function reserveUnit(store: Store, account: Account, now: number, rules: PlanRules): Promise<Reservation> {
  const reservation = await store.reserveUnit(account, now, rules);
  if (reservation) return reservation;
  const quota = quotaOf(account, now, rules);
  const spent =
    account.plan === 'pro'
      ? `its monthly quota of ${quota.limit} conversions (it renews on ${new Date(quota.resetAt).toISOString().slice(0, 10)})`
      : `its ${quota.limit} free conversions for today (they renew at 00:00 UTC)`;
  throw new ApiError(402, 'payment_required', `This account has used ${spent} and has no credits left. Add credits or upgrade to Pro to convert more.`);
}
