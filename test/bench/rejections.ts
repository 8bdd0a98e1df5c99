import { spawn } from 'node:child_process';
import { processCpuMs, startBenchServer } from './serverProcess';
import { median, type BenchRow } from './stats';

type AutocannonResult = { requests: { average: number; total: number }; non2xx: number; errors: number; statusCodeStats: Record<string, { count: number }> };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon: (options: object) => Promise<AutocannonResult> = require('autocannon');

const CONNECTIONS = 50;
/** Several accounts, so the 402 path also exercises the per-account lookups, not one hot entry. */
const ACCOUNTS_FOR_402 = 60;
const SECONDS = 4;
const BODY = JSON.stringify({ file_base64: 'JVBERi0xLjQK', filename: 'statement.pdf' });

type Run = { perSecond: number; cpuUsPerRequest: number };

/**
 * `authorization`: one header for every request, or several taken in turn across all connections.
 * Also the CPU time the server process `pid` spent per answer, which a busy machine barely moves.
 */
async function load(url: string, pid: number, authorization: string | string[], expected: number): Promise<Run> {
  const all = Array.isArray(authorization) ? authorization : [authorization];
  let next = 0;
  const cpuBefore = processCpuMs(pid);
  const result = await autocannon({
    url: `${url}/api/v1/convert`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: all[0], 'content-type': 'application/json' },
    body: BODY,
    requests: [
      { setupRequest: (req: { headers: Record<string, string> }) => ({ ...req, headers: { ...req.headers, authorization: all[next++ % all.length] } }) },
    ],
  });
  const cpuMs = processCpuMs(pid) - cpuBefore;
  const statuses = Object.keys(result.statusCodeStats);
  if (statuses.length !== 1 || statuses[0] !== String(expected)) throw new Error(`expected only ${expected}, got ${JSON.stringify(result.statusCodeStats)}`);
  return { perSecond: result.requests.average, cpuUsPerRequest: (cpuMs * 1000) / result.requests.total };
}

/**
 * The floor: a bare node:http server answering the same 401 envelope, no framework, no store. In
 * its own process, like ours, so that neither shares an event loop with the load generator.
 */
const BARE_SERVER = `
const body = JSON.stringify({ error: { code: 'invalid_api_key', message: 'This API key is not known.', requestId: 'req_x' } });
const server = require('node:http').createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(401, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body));
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

async function bareServer(): Promise<{ url: string; pid: number; close: () => Promise<void> }> {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, close: () => (child.kill(), exited) };
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
    const runs = { bare: [] as Run[], 401: [] as Run[], 402: [] as Run[], 429: [] as Run[] };
    for (let r = 0; r < rounds; r++) {
      runs.bare.push(await load(bare.url, bare.pid, unknownKey, 401));
      runs[401].push(await load(server.url, server.pid, unknownKey, 401));
      runs[402].push(await load(server.url, server.pid, poor, 402));
      runs[429].push(await load(limited.url, limited.pid, `Bearer ${throttled}`, 429));
    }
    const statuses = [401, 402, 429] as const;
    const ref = 'bare node:http answering the same 401, own process';
    const rates: BenchRow[] = statuses.map((status) => ({
      measure: `Rejection path ${status}: requests/s`,
      ours: median(runs[status].map((run) => run.perSecond)),
      reference: median(runs.bare.map((run) => run.perSecond)),
      referenceName: ref,
      unit: 'req/s',
      target: { on: 'ours', atLeast: 5000 },
    }));
    const cpu: BenchRow[] = statuses.map((status) => ({
      measure: `Rejection path ${status}: server CPU per request`,
      ours: median(runs[status].map((run) => run.cpuUsPerRequest)),
      reference: median(runs.bare.map((run) => run.cpuUsPerRequest)),
      referenceName: ref,
      unit: 'µs',
    }));
    return [...rates, ...cpu];
  } finally {
    await Promise.all([server.stop(), limited.stop(), bare.close()]);
  }
}
