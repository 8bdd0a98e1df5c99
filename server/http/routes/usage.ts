import type { Request, Response } from 'express';
import type { ServiceConfig } from '../../config';
import type { Store } from '../../store/types';
import { callerOf } from '../intake/auth';

const iso = (ms: number) => new Date(ms).toISOString();

/** GET /api/v1/usage: free of charge and outside the conversion rate limits, so checks may poll it. */
export function usageRoute(store: Store, config: ServiceConfig) {
  return async (_req: Request, res: Response) => {
    const { account } = callerOf(res);
    const usage = await store.usage(account, config.now(), config.plans, config.rateLimits);
    res.json({
      account: { id: account.id, name: account.name },
      plan: account.plan,
      quota: {
        period: usage.quota.period,
        limit: usage.quota.limit,
        used: usage.quota.used,
        left: usage.quota.left,
        resetsAt: iso(usage.quota.resetAt),
      },
      credits: { balance: usage.credits.balance },
      rateLimits: {
        perMinute: { ...usage.rate.minute, resetAt: iso(usage.rate.minute.resetAt) },
        perDay: { ...usage.rate.day, resetAt: iso(usage.rate.day.resetAt) },
      },
    });
  };
}
