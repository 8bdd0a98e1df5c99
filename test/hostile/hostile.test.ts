/**
 * The hostile-input run: every case of the generated corpus (generate.ts, ≥ 500) against the real
 * server. Each must be refused with a 4xx in the error envelope (slow clients: a 408 envelope or a
 * closed connection), or — for damaged files that may still be readable — converted to a
 * well-formed result. After each batch the server still answers /healthz and the account was
 * charged exactly once per 200. Prints the counts by family and outcome.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COLUMNS } from '../../server/convert/columns';
import { startServer, type TestServer } from '../helpers/server';
import { errorCodeOf, postMultipart, usageOf } from '../integration/support/requests';
import { textStatementPdf } from './files';
import { generateHostileCorpus } from './generate';
import { sendCase, type Outcome } from './send';
import type { HostileCase } from './types';

jest.setTimeout(600_000);

const BATCH = 50;
const CONCURRENCY = 4;

let dir: string;
let server: TestServer;
let cases: HostileCase[];
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bfc-hostile-'));
  cases = await generateHostileCorpus(dir);
  // Small timeouts so that the slow clients are cut off within seconds.
  server = await startServer({ timeouts: { headersMs: 1000, requestMs: 2000 } });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Why an outcome breaks the case's expectation, or undefined when it is fine. */
function verdict(c: HostileCase, outcome: Outcome): string | undefined {
  if (outcome.status === null) return c.kind === 'slow' ? undefined : 'connection closed without an answer';
  if (outcome.status === 200) {
    if (c.expect === 'rejected') return 'converted (200) but must be refused';
    const body = JSON.parse(outcome.body);
    const wellFormed =
      typeof body.filename === 'string' &&
      ['text', 'ocr'].includes(body.mode) &&
      Array.isArray(body.rows) &&
      body.rowCount === body.rows.length &&
      JSON.stringify(body.columns) === JSON.stringify(COLUMNS);
    return wellFormed ? undefined : `200 with a malformed result: ${outcome.body.slice(0, 200)}`;
  }
  if (outcome.status < 400 || outcome.status > 499) return `status ${outcome.status}: ${outcome.body.slice(0, 300)}`;
  try {
    const { error } = JSON.parse(outcome.body);
    if (typeof error?.code === 'string' && typeof error.message === 'string' && /^req_/.test(error.requestId)) return undefined;
  } catch {
    // fall through
  }
  return `${outcome.status} without the error envelope: ${outcome.body.slice(0, 200)}`;
}

function label(outcome: Outcome): string {
  if (outcome.status === null) return 'closed';
  if (outcome.status === 200) return '200';
  try {
    return `${outcome.status} ${JSON.parse(outcome.body).error.code}`;
  } catch {
    return `${outcome.status}`;
  }
}

async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]);
      }
    }),
  );
  return results;
}

test('at least 500 hostile inputs: each a clear 4xx (or a well-formed 200 for still-readable damage), the server keeps serving, no unit charged for a refusal', async () => {
  expect(cases.length).toBeGreaterThanOrEqual(500);
  const failures: string[] = [];
  const counts = new Map<string, Map<string, number>>();
  let converted = 0;

  // The slow clients all at once (they only wait), then the rest in batches.
  const slow = cases.filter((c) => c.kind === 'slow');
  const batches = [slow];
  const rest = cases.filter((c) => c.kind !== 'slow');
  for (let i = 0; i < rest.length; i += BATCH) batches.push(rest.slice(i, i + BATCH));

  for (const batch of batches) {
    const usedBefore = (await usageOf(server.baseUrl, server.apiKey)).quota.used;
    const outcomes = await inParallel(batch, batch === slow ? batch.length : CONCURRENCY, async (c) => {
      try {
        return await sendCase(server.baseUrl, server.apiKey, c);
      } catch (err) {
        return { status: -1, body: String(err) } as Outcome;
      }
    });
    let batchConverted = 0;
    batch.forEach((c, i) => {
      const outcome = outcomes[i];
      const problem = verdict(c, outcome);
      if (problem) failures.push(`${c.name}: ${problem}`);
      if (outcome.status === 200) batchConverted++;
      const family = counts.get(c.family) ?? new Map<string, number>();
      family.set(label(outcome), (family.get(label(outcome)) ?? 0) + 1);
      counts.set(c.family, family);
    });
    converted += batchConverted;
    const health = await fetch(`${server.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    const usedAfter = (await usageOf(server.baseUrl, server.apiKey)).quota.used;
    if (usedAfter - usedBefore !== batchConverted) {
      failures.push(`batch starting with ${batch[0].name}: ${usedAfter - usedBefore} units charged for ${batchConverted} conversions`);
    }
  }

  const table = [...counts].map(([family, outcomes]) => `  ${family.padEnd(20)} ${[...outcomes].map(([what, n]) => `${what}: ${n}`).join(', ')}`);
  console.log(`Hostile inputs: ${cases.length} cases, ${converted} converted (damaged but readable), ${cases.length - converted} refused\n${table.join('\n')}`);
  expect(failures).toEqual([]);

  // No reservation was left hanging by an abandoned request: with the quota set to exactly one
  // more than spent, one conversion succeeds and the next is refused.
  const used = (await usageOf(server.baseUrl, server.apiKey)).quota.used;
  await server.setPlan(server.accountName, 'pro', used + 1);
  const pdf = await textStatementPdf();
  expect((await postMultipart(server.baseUrl, server.apiKey, pdf)).status).toBe(200);
  expect(await errorCodeOf(await postMultipart(server.baseUrl, server.apiKey, pdf), 402)).toBe('payment_required');
});
