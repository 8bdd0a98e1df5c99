/**
 * Where the server's CPU goes per warm text-PDF conversion, thread by thread:
 * `npx tsx test/bench/threadCpu.ts [CONCURRENCY=8] [PASSES=40]`. Runs PASSES passes over the fixture
 * PDFs to warm up, then PASSES more measured, and prints each thread's CPU (utime + stime of
 * /proc/<pid>/task/<tid>/stat) divided by the measured conversions, for the server process and
 * its worker processes. The event loop is the thread whose id is the server's process id; the PDF
 * threads (the worker processes' main threads) are the busiest others; the rest are V8's helpers
 * (compiler, GC) and libuv's pool. A diagnostic for A/B of a change, not part of the bench table.
 * Runs the built server (dist/): `npm run build` first.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { processTree } from '../helpers/processTree';
import { multipartBody, postConvert, startBenchServer } from './serverProcess';
import { fixturePdfs } from './textPdfs';

const clockTickMs = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

function cpuByThread(root: number): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const pid of processTree(root)) {
    try {
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        cpu.set(Number(tid), (Number(fields[11]) + Number(fields[12])) * clockTickMs);
      }
    } catch {
      // The thread or process ended between the listing and the read.
    }
  }
  return cpu;
}

async function main(): Promise<void> {
  const concurrency = Number(process.argv[2] ?? 8);
  const passes = Number(process.argv[3] ?? 40);
  const files = fixturePdfs().map((file) => multipartBody(file.bytes, 'document.pdf'));
  const server = await startBenchServer();
  try {
    const key = await server.account('bench', { plan: 'pro', monthlyQuota: 1_000_000 });
    const run = async () => {
      const pending = Array.from({ length: passes }, () => files).flat();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          for (let body = pending.shift(); body; body = pending.shift()) {
            const res = await postConvert(server.url, key, body);
            if (res.status !== 200) throw new Error(`conversion answered ${res.status}`);
          }
        }),
      );
    };
    await run();
    const before = cpuByThread(server.pid);
    const clientBefore = process.cpuUsage();
    await run();
    const client = process.cpuUsage(clientBefore);
    const conversions = passes * files.length;
    const perThread = [...cpuByThread(server.pid)].map(([tid, ms]) => ({ tid, ms: (ms - (before.get(tid) ?? 0)) / conversions })).sort((a, b) => b.ms - a.ms);
    const eventLoop = perThread.find((t) => t.tid === server.pid)!;
    const others = perThread.filter((t) => t.tid !== server.pid);
    const pdfThreads = others.slice(0, Number(process.env.CONVERT_PDF_WORKERS ?? 2));
    const helpers = others.slice(pdfThreads.length);
    const sum = (threads: { ms: number }[]) => threads.reduce((total, t) => total + t.ms, 0);
    console.log(`${conversions} warm conversions at concurrency ${concurrency}, CPU ms per conversion:`);
    console.log(`  event loop     ${eventLoop.ms.toFixed(2)}`);
    console.log(`  PDF threads    ${sum(pdfThreads).toFixed(2)} (${pdfThreads.map((t) => t.ms.toFixed(2)).join(' + ')})`);
    console.log(`  other threads  ${sum(helpers).toFixed(2)}`);
    console.log(`  server total   ${sum(perThread).toFixed(2)}`);
    console.log(`  load generator ${((client.user + client.system) / 1000 / conversions).toFixed(2)}`);
  } finally {
    await server.stop();
  }
}

void main();
