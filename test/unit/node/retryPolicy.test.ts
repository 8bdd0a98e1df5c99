import { MAX_ATTEMPTS, RETRY_BUDGET_MS, parseRetryAfter, retryDelayMs } from '../../../nodes/BrokerFileConverter/retryPolicy';

describe('parseRetryAfter', () => {
	const now = Date.parse('2026-01-01T00:00:00Z');

	it('reads delta-seconds', () => {
		expect(parseRetryAfter('7', now)).toBe(7000);
		expect(parseRetryAfter(['2'], now)).toBe(2000);
		expect(parseRetryAfter(0, now)).toBe(0);
	});

	it('reads an HTTP date relative to now, never negative', () => {
		expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
		expect(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
	});

	it('ignores what it cannot read', () => {
		expect(parseRetryAfter(undefined, now)).toBeUndefined();
		expect(parseRetryAfter('soon', now)).toBeUndefined();
	});
});

describe('retryDelayMs', () => {
	it('waits as long as the server asks on 429 and 503', () => {
		expect(retryDelayMs(429, 3000, { attempts: 1, waitedMs: 0 })).toBe(3000);
		expect(retryDelayMs(503, 1000, { attempts: 2, waitedMs: 3000 })).toBe(1000);
	});

	it('backs off exponentially when the server gives no Retry-After', () => {
		expect(retryDelayMs(429, undefined, { attempts: 1, waitedMs: 0 })).toBe(1000);
		expect(retryDelayMs(429, undefined, { attempts: 3, waitedMs: 3000 })).toBe(4000);
	});

	it('never retries errors that would fail again', () => {
		for (const status of [400, 401, 402, 413, 500]) {
			expect(retryDelayMs(status, 1000, { attempts: 1, waitedMs: 0 })).toBeUndefined();
		}
	});

	it('gives up when the wait would exceed the budget, e.g. a daily limit', () => {
		expect(retryDelayMs(429, 3_600_000, { attempts: 1, waitedMs: 0 })).toBeUndefined();
		expect(retryDelayMs(429, 10_000, { attempts: 2, waitedMs: RETRY_BUDGET_MS - 5_000 })).toBeUndefined();
		expect(retryDelayMs(429, 5_000, { attempts: 2, waitedMs: RETRY_BUDGET_MS - 5_000 })).toBe(5_000);
	});

	it('stops after a bounded number of attempts even when asked to retry at once', () => {
		expect(retryDelayMs(429, 0, { attempts: MAX_ATTEMPTS - 1, waitedMs: 0 })).toBe(0);
		expect(retryDelayMs(429, 0, { attempts: MAX_ATTEMPTS, waitedMs: 0 })).toBeUndefined();
	});
});
