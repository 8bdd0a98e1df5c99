import type { RequestHandler, Response } from 'express';
import type { RateLimits, RateStatus } from '../../accounts/rateLimit';
import { ApiError } from '../../errors';
import type { Store } from '../../store/types';
import { callerOf } from './auth';
import { markCounted } from './countedRequest';

/**
 * 30 a minute and 1,000 a day per account (all its keys together), counted before the
 * entitlement so a client hammering at 402 is still throttled.
 */
export function limitRate(store: Store, limits: RateLimits, now: () => number): RequestHandler {
  return async (_req, res, next) => {
    const at = now();
    const decision = await store.takeRequest(callerOf(res).account.id, at, limits);
    setRateLimitHeaders(res, decision, limits, at);
    if (decision.allowed) markCounted(res, store);
    else {
      const retryAfter = String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000)));
      const which = decision.minute.remaining === 0 ? `${limits.perMinute} requests per minute` : `${limits.perDay} requests per day`;
      throw new ApiError(429, 'rate_limited', `Rate limit of ${which} reached for this account. Retry after ${retryAfter} seconds.`, {
        'Retry-After': retryAfter,
      });
    }
    next();
  };
}

/** IETF RateLimit header fields (draft 6), describing whichever window is closer to its limit. */
function setRateLimitHeaders(res: Response, status: RateStatus, limits: RateLimits, at: number) {
  const binding = status.minute.remaining <= status.day.remaining ? status.minute : status.day;
  res.setHeader('RateLimit-Policy', `${limits.perMinute};w=${Math.round(limits.windowMs / 1000)}, ${limits.perDay};w=86400`);
  res.setHeader('RateLimit-Limit', String(binding.limit));
  res.setHeader('RateLimit-Remaining', String(binding.remaining));
  res.setHeader('RateLimit-Reset', String(Math.max(0, Math.ceil((binding.resetAt - at) / 1000))));
}
