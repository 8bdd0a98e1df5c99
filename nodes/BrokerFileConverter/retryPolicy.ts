/** Longest total wait for one file, so a workflow never hangs on a limit that lasts for hours. */
export const RETRY_BUDGET_MS = 60_000;
export const MAX_ATTEMPTS = 5;

// Without a Retry-After header: 1 s, 2 s, 4 s, ...
const FALLBACK_BASE_DELAY_MS = 1_000;

/** Retry-After is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(header: unknown, now: number): number | undefined {
	const value = Array.isArray(header) ? header[0] : header;
	if (typeof value !== 'string' && typeof value !== 'number') return undefined;
	const text = String(value).trim();
	if (/^\d+$/.test(text)) return Number(text) * 1000;
	const date = Date.parse(text);
	return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export interface RetryState {
	/** Attempts already made, counting the one that just failed. */
	attempts: number;
	waitedMs: number;
}

/**
 * How long to wait before trying again, or undefined to give up. Only "too many requests" and
 * "busy" are worth another try; everything else would fail the same way.
 */
export function retryDelayMs(statusCode: number, retryAfterMs: number | undefined, state: RetryState): number | undefined {
	if (statusCode !== 429 && statusCode !== 503) return undefined;
	if (state.attempts >= MAX_ATTEMPTS) return undefined;
	const delay = retryAfterMs ?? FALLBACK_BASE_DELAY_MS * 2 ** (state.attempts - 1);
	return state.waitedMs + delay <= RETRY_BUDGET_MS ? delay : undefined;
}
