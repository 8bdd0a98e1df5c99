import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startBenchServer } from './serverProcess';
import { median, type BenchRow } from './stats';

type AutocannonResult = { requests: { average: number }; non2xx: number; errors: number; statusCodeStats: Record<string, { count: number }> };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon: (options: object) => Promise<AutocannonResult> = require('autocannon');

const CONNECTIONS = 50;
/** Several accounts, so the 402 path also exercises the per-account lookups, not one hot entry. */
const ACCOUNTS_FOR_402 = 60;
const SECONDS = 4;
const BODY = JSON.stringify({ file_base64: 'JVBERi0xLjQK', filename: 'statement.pdf' });

/** `authorization`: one header for every request, or several taken in turn across all connections. */
async function load(url: string, authorization: string | string[], expected: number): Promise<number> {
  const all = Array.isArray(authorization) ? authorization : [authorization];
  let next = 0;
  const result = await autocannon({
    url: `${url}/api/v1/convert`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: all[0], 'content-type': 'application/json' },
    body: BODY,
    requests: [{ setupRequest: (req: { headers: Record<string, string> }) => ({ ...req, headers: { ...req.headers, authorization: all[next++ % all.length] } }) }],
  });
  const statuses = Object.keys(result.statusCodeStats);
  if (statuses.length !== 1 || statuses[0] !== String(expected)) throw new Error(`expected only ${expected}, got ${JSON.stringify(result.statusCodeStats)}`);
  return result.requests.average;
}

/** The floor: a bare node:http server answering the same 401 envelope, no framework, no store. */
async function bareServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const body = JSON.stringify({ error: { code: 'invalid_api_key', message: 'This API key is not known.', requestId: 'req_x' } });
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(401, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export async function benchRejections(rounds: number, log: (s: string) => void): Promise<BenchRow[]> {
  log(`rejections: autocannon, ${CONNECTIONS} connections, ${SECONDS} s, ${rounds} rounds each`);
  const bare = await bareServer();
  // Free accounts with no free conversions: 402 after the key and rate checks. The rate limits are
  // lifted so that every request reaches the entitlement check (else a fast machine meets 429).
  const server = await startBenchServer({ BFC_FREE_PER_DAY: '0', BFC_RATE_PER_MINUTE: '100000000', BFC_RATE_PER_DAY: '100000000' });
  const limited = await startBenchServer({ BFC_RATE_PER_MINUTE: '1', BFC_RATE_PER_DAY: '1' });
  try {
    const poor: string[] = [];
    for (let i = 0; i < ACCOUNTS_FOR_402; i++) poor.push(`Bearer ${await server.account(`poor-${i}`)}`);
    const throttled = await limited.account('throttled', { plan: 'pro', monthlyQuota: 1_000_000 });
    await (await fetch(`${limited.url}/api/v1/convert`, { method: 'POST', headers: { authorization: `Bearer ${throttled}` } })).arrayBuffer();
    const unknownKey = `Bearer bfc_live_${'A'.repeat(43)}`;
    const runs = { bare: [] as number[], 401: [] as number[], 402: [] as number[], 429: [] as number[] };
    for (let r = 0; r < rounds; r++) {
      runs.bare.push(await load(bare.url, unknownKey, 401));
      runs[401].push(await load(server.url, unknownKey, 401));
      runs[402].push(await load(server.url, poor, 402));
      runs[429].push(await load(limited.url, `Bearer ${throttled}`, 429));
    }
    const reference = median(runs.bare);
    const ref = 'bare node:http answering the same 401';
    return ([401, 402, 429] as const).map((status) => ({
      measure: `Rejection path ${status}: requests/s`,
      ours: median(runs[status]),
      reference,
      referenceName: ref,
      unit: 'req/s',
      target: { on: 'ours', atLeast: 5000 },
    }));
  } finally {
    await Promise.all([server.stop(), limited.stop(), bare.close()]);
  }
}
