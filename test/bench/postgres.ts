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

/**
 * Statements clients have sent to this database so far, each a round trip (pg_stat_statements
 * counts a statement as it ends; the functions' inner statements are not counted, only their call).
 */
async function statementsSent(url: string): Promise<number> {
  const [row] = await queryOnce<{ calls: string | null }>(
    url,
    "SELECT sum(calls) AS calls FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT LIKE '%pg_stat_statements%'",
  );
  return Number(row.calls ?? 0);
}

/** 402s from every server at once, the connections split between them; the servers' CPU and the database's round trips (`url`'s) per answer. */
async function rejections(url: string | undefined, servers: BenchServer[], keys: string[]): Promise<Run> {
  let next = 0;
  const cpuBefore = servers.reduce((sum, s) => sum + processCpuMs(s.pid), 0);
  const statementsBefore = url ? await statementsSent(url) : NaN;
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
        requests: [
          {
            setupRequest: (req: { headers: Record<string, string> }) => ({
              ...req,
              headers: { ...req.headers, authorization: `Bearer ${keys[next++ % keys.length]}` },
            }),
          },
        ],
      }),
    ),
  );
  const seconds = ms(start) / 1000;
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  for (const r of results) if (Object.keys(r.statusCodeStats).join() !== '402') throw new Error(`expected only 402, got ${JSON.stringify(r.statusCodeStats)}`);
  const cpuMs = servers.reduce((sum, s) => sum + processCpuMs(s.pid), 0) - cpuBefore;
  const statements = url ? (await statementsSent(url)) - statementsBefore : NaN;
  return { perSecond: total / seconds, cpuUsPerRequest: (cpuMs * 1000) / total, roundTrips: statements / total };
}

/** Every fixture PDF PASSES times through CONCURRENCY clients, spread over the servers in turn. */
async function conversions(url: string, servers: BenchServer[], key: string, passes: number): Promise<Run> {
  const files = fixturePdfs();
  const bodies = files.map((file) => multipartBody(file.bytes, 'document.pdf'));
  const queue = Array.from({ length: passes }, () => bodies).flat();
  const count = queue.length;
  let turn = 0;
  const cpuBefore = servers.reduce((sum, s) => sum + processCpuMs(s.pid), 0);
  const statementsBefore = await statementsSent(url);
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
  return { perSecond: count / seconds, cpuUsPerRequest: (cpuMs * 1000) / count, roundTrips: ((await statementsSent(url)) - statementsBefore) / count };
}

type Setup = { url: string; servers: BenchServer[]; poor: string[]; rich: string };

async function setUp(postgres: TestPostgres, name: string, instances: number): Promise<Setup> {
  const url = await postgres.createDatabase(name);
  await queryOnce(url, 'CREATE EXTENSION pg_stat_statements');
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
 * the shared database costs per request, not more cores. Round trips are the statements the
 * servers sent per answer (pg_stat_statements). The 402 path on the embedded store, in the same
 * run, shows what the database costs against the data directory.
 */
export async function benchPostgres(rounds: number, log: (s: string) => void): Promise<BenchRow[]> {
  log(`postgres: one vs three servers on one database; 402s ${SECONDS} s at ${CONNECTIONS} connections, text PDFs at c = ${CONCURRENCY}, ${rounds} rounds`);
  const postgres = await startPostgres({ durable: true, statements: true });
  const setups: Setup[] = [];
  const embedded = await startBenchServer({ ...LIFTED, BFC_FREE_PER_DAY: '0' });
  try {
    const embeddedPoor: string[] = [];
    for (let i = 0; i < POOR_ACCOUNTS; i++) embeddedPoor.push(await embedded.account(`poor-${i}`));
    setups.push(await setUp(postgres, 'one', 1), await setUp(postgres, 'three', 3));
    const [one, three] = setups;
    for (const s of setups) await conversions(s.url, s.servers, s.rich, WARM_UP_PASSES);
    const runs = { embedded402: [] as Run[], one402: [] as Run[], three402: [] as Run[], oneText: [] as Run[], threeText: [] as Run[] };
    for (let r = 0; r < rounds; r++) {
      runs.embedded402.push(await rejections(undefined, [embedded], embeddedPoor));
      runs.one402.push(await rejections(one.url, one.servers, one.poor));
      runs.three402.push(await rejections(three.url, three.servers, three.poor));
      runs.oneText.push(await conversions(one.url, one.servers, one.rich, PASSES_PER_ROUND));
      runs.threeText.push(await conversions(three.url, three.servers, three.rich, PASSES_PER_ROUND));
    }
    const m = (list: Run[], field: keyof Run) => median(list.map((run) => run[field]));
    const oneRef = 'one server on the same database';
    return [
      {
        measure: 'PostgreSQL, rejection path 402: requests/s, three servers on one database',
        ours: m(runs.three402, 'perSecond'),
        reference: m(runs.one402, 'perSecond'),
        referenceName: oneRef,
        unit: 'req/s',
      },
      {
        measure: "PostgreSQL, rejection path 402: servers' CPU per request, three servers",
        ours: m(runs.three402, 'cpuUsPerRequest'),
        reference: m(runs.one402, 'cpuUsPerRequest'),
        referenceName: oneRef,
        unit: 'µs',
      },
      {
        measure: 'PostgreSQL, rejection path 402: requests/s, one server',
        ours: m(runs.one402, 'perSecond'),
        reference: m(runs.embedded402, 'perSecond'),
        referenceName: 'one server on a data directory',
        unit: 'req/s',
      },
      {
        measure: 'PostgreSQL, rejection path 402: server CPU per request, one server',
        ours: m(runs.one402, 'cpuUsPerRequest'),
        reference: m(runs.embedded402, 'cpuUsPerRequest'),
        referenceName: 'one server on a data directory',
        unit: 'µs',
      },
      {
        measure: 'PostgreSQL, text PDFs at c = 8: conversions/s, three servers on one database',
        ours: m(runs.threeText, 'perSecond'),
        reference: m(runs.oneText, 'perSecond'),
        referenceName: oneRef,
        unit: '/s',
      },
      {
        measure: 'PostgreSQL, database round trips per 402',
        ours: m(runs.three402, 'roundTrips'),
        reference: m(runs.one402, 'roundTrips'),
        referenceName: oneRef,
        unit: '',
      },
      {
        measure: 'PostgreSQL, database round trips per conversion',
        ours: m(runs.threeText, 'roundTrips'),
        reference: m(runs.oneText, 'roundTrips'),
        referenceName: oneRef,
        unit: '',
      },
    ];
  } finally {
    await Promise.all([embedded.stop(), ...setups.flatMap((s) => s.servers.map((server) => server.stop()))]);
    await postgres.stop();
  }
}
