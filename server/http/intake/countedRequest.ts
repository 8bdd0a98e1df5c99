import type { Store } from '../../store/types';

type WithLocals = { locals?: Record<string, unknown> };

/**
 * A request counted against the rate limits is answered only once its count is on disk, so that
 * after a restart the limiter is never more lenient than it was for the requests it answered. The
 * store writes the count with the conversion's charge (one write for a 200, not one at admission
 * and one for the charge); an answer without a charge (402, 400, 503, 408) waits for a flush.
 */
export function markCounted(res: WithLocals, store: Store): void {
  if (res.locals) res.locals.countedIn = store;
}

/** Resolves once this request's count is durable; undefined when it was never counted. */
export function countDurable(res: WithLocals | undefined): Promise<void> | undefined {
  return (res?.locals?.countedIn as Store | undefined)?.flush();
}
