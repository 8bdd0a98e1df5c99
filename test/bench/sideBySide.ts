/**
 * A/B of the server's CPU per warm text-PDF conversion on a shared, busy machine:
 * `npx tsx test/bench/sideBySide.ts BASE_ROOT NEW_ROOT [CONCURRENCY=8] [PASSES=20] [ROUNDS=6]`.
 * Starts the server of each checkout (e.g. a git worktree of the commit before a change, and the
 * change) and drives both at once from this one load generator, so both see the same load: single
 * runs of threadCpu.ts alternated between two trees swung 1.11–1.61 ms of event-loop CPU under load
 * 4–9, while side by side each round's difference kept its sign. After 2 × PASSES passes over the
 * fixture PDFs to warm up, prints per round the event-loop thread's CPU and all threads' per
 * conversion for each, from /proc/<pid>/task/<tid>/schedstat (nanoseconds, not clock ticks).
 * NEW_NODE_ARGS (space-separated) go to the new server's node only, to compare V8 flags. Each
 * checkout runs its server as its own test/bench/serverProcess.ts does: since the bench runs the
 * built server, `npm run build` in both first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { processTree } from '../helpers/processTree';
import { multipartBody, postConvert } from './serverProcess';
import type * as ServerProcess from './serverProcess';
import type * as TextPdfs from './textPdfs';

type Side = { name: string; proc: typeof ServerProcess; server: ServerProcess.BenchServer; key: string };

const runNs = (pid: number, tid: number) => Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);

/** The event loop's CPU, and that of every thread of the server and of its worker processes. */
function cpuNs(pid: number): { loop: number; all: number } {
  let all = 0;
  for (const member of processTree(pid)) {
    try {
      for (const tid of readdirSync(`/proc/${member}/task`)) all += runNs(member, Number(tid));
    } catch {
      // The thread or process ended between the listing and the read.
    }
  }
  return { loop: runNs(pid, pid), all };
}

async function main(): Promise<void> {
  const [baseRoot, newRoot] = process.argv.slice(2, 4).map((root) => resolve(root));
  if (!baseRoot || !newRoot) throw new Error('usage: sideBySide.ts BASE_ROOT NEW_ROOT [CONCURRENCY] [PASSES] [ROUNDS]');
  const concurrency = Number(process.argv[4] ?? 8);
  const passes = Number(process.argv[5] ?? 20);
  const rounds = Number(process.argv[6] ?? 6);
  const { fixturePdfs } = (await import(join(baseRoot, 'test', 'bench', 'textPdfs'))) as typeof TextPdfs;
  const sides: Side[] = [];
  try {
    for (const [name, root] of [
      ['base', baseRoot],
      ['new', newRoot],
    ] as const) {
      const proc = (await import(join(root, 'test', 'bench', 'serverProcess'))) as typeof ServerProcess;
      const nodeArgs = name === 'new' ? (process.env.NEW_NODE_ARGS ?? '').split(' ').filter(Boolean) : [];
      const server = await proc.startBenchServer({}, nodeArgs);
      sides.push({ name, proc, server, key: await server.account('bench', { plan: 'pro', monthlyQuota: 1e9 }) });
    }
    const bodies = fixturePdfs().map((file) => multipartBody(file.bytes, 'document.pdf'));
    const drive = async ({ name, server, key }: Side) => {
      const pending = Array.from({ length: passes }, () => bodies).flat();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          for (let body = pending.shift(); body; body = pending.shift()) {
            const res = await postConvert(server.url, key, body);
            if (res.status !== 200) throw new Error(`${name} answered ${res.status}`);
          }
        }),
      );
    };
    for (let pass = 0; pass < 2; pass++) await Promise.all(sides.map(drive));
    const conversions = passes * bodies.length;
    console.log(
      `${sides.map((s) => `${s.name} ${s === sides[0] ? baseRoot : newRoot}`).join(', ')}; ${conversions} conversions per side per round at concurrency ${concurrency}`,
    );
    for (let round = 1; round <= rounds; round++) {
      const before = sides.map((s) => cpuNs(s.server.pid));
      await Promise.all(sides.map(drive));
      const ms = sides.map((s, i) => {
        const after = cpuNs(s.server.pid);
        return { loop: (after.loop - before[i].loop) / 1e6 / conversions, all: (after.all - before[i].all) / 1e6 / conversions };
      });
      console.log(
        `round ${round}: event loop base ${ms[0].loop.toFixed(3)} new ${ms[1].loop.toFixed(3)} | all threads base ${ms[0].all.toFixed(2)} new ${ms[1].all.toFixed(2)} ms per conversion`,
      );
    }
  } finally {
    await Promise.all(sides.map((s) => s.server.stop()));
  }
}

void main();
