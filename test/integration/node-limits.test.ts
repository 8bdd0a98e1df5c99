/**
 * The node against the real server's plan and rate limits, inside n8n's execution engine:
 * 402 and 429 become errors that say what to do, and Retry-After is honoured within a budget.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { startServer, type TestServer } from '../helpers/server';
import { setupN8n, type FixtureFile } from './node-workflow-harness';

const statement: FixtureFile = {
	bytes: readFileSync(path.join(__dirname, '../../fixtures/en-trade-confirmation-buy/document.pdf')),
	fileName: 'confirmation.pdf',
	mimeType: 'application/pdf',
};

let n8n: Awaited<ReturnType<typeof setupN8n>>;
const servers: TestServer[] = [];

async function serverWith(options: Parameters<typeof startServer>[0]) {
	const server = await startServer(options);
	servers.push(server);
	return server;
}

const sources = (items: Array<{ pairedItem?: unknown }>) => [...new Set(items.map((item) => (item.pairedItem as { item: number }).item))];

beforeAll(async () => {
	n8n = await setupN8n();
});

afterAll(async () => {
	n8n?.shutdown();
	await Promise.all(servers.map((server) => server.stop()));
});

it('turns an exhausted free tier (402) into an error item that says how to get more', async () => {
	const server = await serverWith({ plans: { freePerDay: 1 } });
	const { apiKey } = await server.createAccount('free-user', { plan: 'free' });
	const { items, error } = await n8n.runConverter({
		files: [statement, statement],
		credentials: { apiKey, baseUrl: server.baseUrl },
		continueOnFail: true,
	});
	expect(error).toBeUndefined();
	const [failed, ...others] = items.filter((item) => item.json.error);
	expect(others).toEqual([]);
	expect(failed.pairedItem).toEqual({ item: 1 });
	expect(failed.json).toMatchObject({ httpCode: '402' });
	expect(failed.json.error).toMatch(/no conversions left.*Pro plan or credits/);
	expect(failed.json.code).toEqual(expect.any(String));
	expect(sources(items.filter((item) => !item.json.error))).toEqual([0]);
});

it('waits as long as Retry-After says and converts the next file', async () => {
	// One conversion per 1.5 s: the second file meets a 429 with Retry-After: 2 ...
	const limits = { rateLimits: { perMinute: 1, windowMs: 1500 } };
	const withoutRetry = await serverWith(limits);
	const refused = await n8n.runConverter({
		files: [statement, statement],
		credentials: { apiKey: withoutRetry.apiKey, baseUrl: withoutRetry.baseUrl },
		parameters: { options: { retryOnRateLimit: false } },
	});
	expect(refused.error?.httpCode).toBe('429');

	// ... which the node, by default, waits out.
	const server = await serverWith(limits);
	const { items, error } = await n8n.runConverter({
		files: [statement, statement],
		credentials: { apiKey: server.apiKey, baseUrl: server.baseUrl },
	});
	expect(error).toBeUndefined();
	expect(items.some((item) => item.json.error)).toBe(false);
	expect(sources(items)).toEqual([0, 1]);
});

it('reports a 429 at once when retrying is switched off', async () => {
	const server = await serverWith({ rateLimits: { perMinute: 1, windowMs: 60_000 } });
	const { items, error } = await n8n.runConverter({
		files: [statement, statement],
		credentials: { apiKey: server.apiKey, baseUrl: server.baseUrl },
		parameters: { options: { retryOnRateLimit: false } },
	});
	expect(items).toEqual([]);
	expect(error?.httpCode).toBe('429');
	expect(error?.message).toMatch(/Too many conversions.*Try again in \d+ s/);
	expect(error?.description).toMatch(/code: rate_limited/);
});

it('does not wait for a limit that lasts longer than its budget', async () => {
	// A fixed clock at noon: the daily limit frees up in 12 hours, far beyond one minute.
	const noon = Date.parse('2026-03-02T12:00:00Z');
	const server = await serverWith({ rateLimits: { perDay: 1 }, now: () => noon });
	const { error } = await n8n.runConverter({
		files: [statement, statement],
		credentials: { apiKey: server.apiKey, baseUrl: server.baseUrl },
	});
	expect(error?.httpCode).toBe('429');
	expect(error?.message).toMatch(/Try again in 43200 s/);
});
