import { queryOnce, startPostgres, type TestPostgres } from '../helpers/postgres';
import { fixturePdfs } from './textPdfs';
import { multipartBody, postConvert, processCpuMs, startBenchServer, type BenchServer } from './serverProcess';
import { median, ms, type BenchRow } from './stats';

type AutocannonResult = { requests: { total: number }; statusCodeStats: Record<string, { count: number }> };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon: (options: object) => Promise<AutocannonResult> = require('autocannon');

const CONNECTIONS = 48;
const SECONDS = 4;
const POOR_ACCOUNTS = 30;
const WARM_UP_PASSES = 20;
const PASSES_PER_ROUND = 4;
const CONCURRENCY = 8;
const BODY = JSON.stringify({ file_base64: 'JVBERi0xLjQK', filename: 'statement.pdf' });
const LIFTED = { BFC_RATE_PER_MINUTE: '100000000', BFC_RATE_PER_DAY: '100000000', BFC_MAX_UPLOADS: '64', BFC_MAX_UPLOADS_PER_ACCOUNT: '64' };

type Run = { perSecond: number; cpuUsPerRequest: number; roundTrips: number };

/** Statements the database committed so far: each of the request path's is its own transaction. */
async function transactions(url: string): Promise<number> {
  // Statistics reach pg_stat_database once a backend reports them (at most a second late).
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const [row] = await queryOnce<{ xacts: string }>(url, 'SELECT xact_commit + xact_rollback AS xacts FROM pg_stat_database WHERE datname = current_database()');
  return Number(row.xacts);
}

/** 402s from every server at once, the connections split between them; the servers' CPU and the database's round trips per answer. */
async function rejections(url: string, servers: BenchServer[], keys: string[]): Promise<Run> {
  let next = 0;
  const cpuBefore = servers.reduce((sum, s) => sum + processCpuMs(s.pid), 0);
  const xactsBefore = await transactions(url);
  const start = process.hrtime.bigint();
  const results = await Promise.all(
    servers.map((server) =>
      autocannon({
        url: `${server.url}/api/v1/convert`,
        method: 'POST',
        connections: Math.round(CONNECTIONS / servers.length),
        duration: SECONDS,
        headers: { 'content-type': 'application/json' },
        body: BODY,
        requests: [{ setupRequest: (req: { headers: Record<string, string> }) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${keys[next++ % keys.length]}` } }) }],
      }),
    ),
  );
  const seconds = ms(start) / 1000;
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  for (const r of results) if (Object.keys(r.statusCodeStats).join() !== '402') throw new Error(`expected only 402, got ${JSON.stringify(r.statusCodeStats)}`);
  const cpuMs = servers.reduce((sum, s) => sum + processCpuMs(s.pid), 0) - cpuBefore;
  // One of the statistics round trips is the bench's own query.
  return { perSecond: total / seconds, cpuUsPerRequest: (cpuMs * 1000) / total, roundTrips: ((await transactions(url)) - xactsBefore - 1) / total };
}

/** Every fixture PDF PASSES times through CONCURRENCY clients, spread over the servers in turn. */
async function conversions(url: string, servers: BenchServer[], key: string, passes: number): Promise<Run> {
  const files = fixturePdfs();
  const bodies = files.map((file) => multipartBody(file.bytes, 'document.pdf'));
  const queue = Array.from({ length: passes }, () => bodies).flat();
  const count = queue.length;
  let turn = 0;
  const cpuBefore = servers.reduce((sum, s) => sum + processCpuMs(s.pid), 0);
  const xactsBefore = await transactions(url);
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let body = queue.shift(); body; body = queue.shift()) {
        const res = await postConvert(servers[turn++ % servers.length].url, key, body);
        if (res.status !== 200) throw new Error(`conversion answered ${res.status}`);
      }
    }),
  );
  const seconds = ms(start) / 1000;
  const cpuMs = servers.reduce((sum, s) => sum + processCpuMs(s.pid), 0) - cpuBefore;
  return { perSecond: count / seconds, cpuUsPerRequest: (cpuMs * 1000) / count, roundTrips: ((await transactions(url)) - xactsBefore - 1) / count };
}

type Setup = { url: string; servers: BenchServer[]; poor: string[]; rich: string };

async function setUp(postgres: TestPostgres, name: string, instances: number): Promise<Setup> {
  const url = await postgres.createDatabase(name);
  // The first server migrates the empty database; the others then start together on it.
  const first = await startBenchServer({ ...LIFTED, BFC_FREE_PER_DAY: '0', DATABASE_URL: url });
  const rest = await Promise.all(Array.from({ length: instances - 1 }, () => startBenchServer({ ...LIFTED, BFC_FREE_PER_DAY: '0', DATABASE_URL: url })));
  const poor: string[] = [];
  for (let i = 0; i < POOR_ACCOUNTS; i++) poor.push(await first.account(`poor-${i}`));
  const rich = await first.account('rich', { plan: 'pro', monthlyQuota: 100_000_000 });
  return { url, servers: [first, ...rest], poor, rich };
}

/**
 * One server against three on one PostgreSQL (fsync on), on the same machine: the ratio shows what
 * the shared database costs per request, not more cores. Round trips are the database's
 * transactions per answer (pg_stat_database), each of the request path's statements being one.
 */
export async function benchPostgres(rounds: number, log: (s: string) => void): Promise<BenchRow[]> {
  log(`postgres: one vs three servers on one database; 402s ${SECONDS} s at ${CONNECTIONS} connections, text PDFs at c = ${CONCURRENCY}, ${rounds} rounds`);
  const postgres = await startPostgres({ durable: true });
  const setups: Setup[] = [];
  try {
    setups.push(await setUp(postgres, 'one', 1), await setUp(postgres, 'three', 3));
    const [one, three] = setups;
    for (const s of setups) await conversions(s.url, s.servers, s.rich, WARM_UP_PASSES);
    const runs = { one402: [] as Run[], three402: [] as Run[], oneText: [] as Run[], threeText: [] as Run[] };
    for (let r = 0; r < rounds; r++) {
      runs.one402.push(await rejections(one.url, one.servers, one.poor));
      runs.three402.push(await rejections(three.url, three.servers, three.poor));
      runs.oneText.push(await conversions(one.url, one.servers, one.rich, PASSES_PER_ROUND));
      runs.threeText.push(await conversions(three.url, three.servers, three.rich, PASSES_PER_ROUND));
    }
    const m = (list: Run[], field: keyof Run) => median(list.map((run) => run[field]));
    const oneRef = 'one server on the same database';
    return [
      { measure: 'PostgreSQL, rejection path 402: requests/s, three servers on one database', ours: m(runs.three402, 'perSecond'), reference: m(runs.one402, 'perSecond'), referenceName: oneRef, unit: 'req/s' },
      { measure: 'PostgreSQL, rejection path 402: servers\' CPU per request, three servers', ours: m(runs.three402, 'cpuUsPerRequest'), reference: m(runs.one402, 'cpuUsPerRequest'), referenceName: oneRef, unit: 'µs' },
      { measure: 'PostgreSQL, text PDFs at c = 8: conversions/s, three servers on one database', ours: m(runs.threeText, 'perSecond'), reference: m(runs.oneText, 'perSecond'), referenceName: oneRef, unit: '/s' },
      { measure: 'PostgreSQL, database round trips per 402', ours: m(runs.three402, 'roundTrips'), reference: m(runs.one402, 'roundTrips'), referenceName: oneRef, unit: '' },
      { measure: 'PostgreSQL, database round trips per conversion', ours: m(runs.threeText, 'roundTrips'), reference: m(runs.oneText, 'roundTrips'), referenceName: oneRef, unit: '' },
    ];
  } finally {
    await Promise.all(setups.flatMap((s) => s.servers.map((server) => server.stop())));
    await postgres.stop();
  }
}
