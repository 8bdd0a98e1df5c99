import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { postFile, startBenchServer } from './serverProcess';
import { median, ms, percentile, type BenchRow } from './stats';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdfjs: typeof PdfJs = require('pdfjs-dist/legacy/build/pdf.mjs');

const FIXTURES = join(__dirname, '..', '..', 'fixtures');

export function fixturePdfs(): { name: string; path: string; bytes: Buffer }[] {
  return readdirSync(FIXTURES)
    .map((dir) => join(FIXTURES, dir, 'document.pdf'))
    .filter((path) => existsSync(path))
    .map((path) => ({ name: path, path, bytes: readFileSync(path) }));
}

/** The floor: pdf.js text content of every page, nothing else, in this process. */
async function pdfjsText(bytes: Buffer): Promise<number> {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false, disableFontFace: true }).promise;
  let items = 0;
  for (let n = 1; n <= doc.numPages; n++) items += (await (await doc.getPage(n)).getTextContent()).items.length;
  await doc.destroy();
  return items;
}

// CPU time of the server process, every thread (utime + stime in /proc/<pid>/stat, in clock
// ticks), in ms: unlike wall time, barely moved by other jobs on a shared machine.
const clockTick = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * clockTick;
}

const hasPdftotext = () => spawnSync('pdftotext', ['-v']).status === 0;

export async function benchTextPdfs(rounds: number, log: (s: string) => void): Promise<BenchRow[]> {
  const files = fixturePdfs();
  log(`text PDFs: ${files.length} fixture PDFs, ${rounds} rounds`);

  const reference = { perSecond: [] as number[], p50: [] as number[], p99: [] as number[], cpu: [] as number[] };
  for (const file of files) await pdfjsText(file.bytes); // warm-up, as for the server below
  for (let r = 0; r < rounds; r++) {
    const latencies: number[] = [];
    const start = process.hrtime.bigint();
    const cpuStart = process.cpuUsage();
    for (const file of files) {
      const t = process.hrtime.bigint();
      await pdfjsText(file.bytes);
      latencies.push(ms(t));
    }
    reference.perSecond.push(files.length / (ms(start) / 1000));
    const cpu = process.cpuUsage(cpuStart);
    reference.cpu.push((cpu.user + cpu.system) / 1000 / files.length);
    reference.p50.push(percentile(latencies, 50));
    reference.p99.push(percentile(latencies, 99));
  }

  const poppler: number[] = [];
  if (hasPdftotext()) {
    for (let r = 0; r < rounds; r++) {
      const start = process.hrtime.bigint();
      for (const file of files) spawnSync('pdftotext', ['-layout', file.path, '-']);
      poppler.push(files.length / (ms(start) / 1000));
    }
  }

  const server = await startBenchServer();
  const rows: BenchRow[] = [];
  try {
    const key = await server.account('bench', { plan: 'pro', monthlyQuota: 1_000_000 });
    const convert = async (file: { bytes: Buffer }) => {
      const t = process.hrtime.bigint();
      const res = await postFile(server.url, key, file.bytes, 'document.pdf', 'multipart');
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`conversion answered ${res.status}`);
      return ms(t);
    };
    // Every file through `concurrency` clients at once; the latency of each conversion.
    const convertAll = async (queue: typeof files, concurrency: number) => {
      const latencies: number[] = [];
      const pending = [...queue];
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          for (let file = pending.shift(); file; file = pending.shift()) latencies.push(await convert(file));
        }),
      );
      return latencies;
    };
    const measure = async (queue: typeof files, concurrency: number) => {
      const result = { perSecond: [] as number[], p50: [] as number[], p99: [] as number[], cpu: [] as number[] };
      // Warm-up at the same concurrency: the pool starts its second thread only when two jobs
      // overlap, and a thread's first conversions pay for loading and compiling pdf.js and the
      // statement stage, which would otherwise be counted in the first measured round.
      await convertAll(queue, concurrency);
      for (let r = 0; r < rounds; r++) {
        const start = process.hrtime.bigint();
        const cpuStart = processCpuMs(server.pid);
        const latencies = await convertAll(queue, concurrency);
        result.perSecond.push(queue.length / (ms(start) / 1000));
        result.cpu.push((processCpuMs(server.pid) - cpuStart) / queue.length);
        result.p50.push(percentile(latencies, 50));
        result.p99.push(percentile(latencies, 99));
      }
      return result;
    };
    const c1 = await measure(files, 1);
    const c8 = await measure([...files, ...files, ...files, ...files], 8);

    const ref = 'pdf.js text only, in-process, sequential';
    rows.push(
      { measure: 'Text PDFs over HTTP, concurrency 1: conversions/s', ours: median(c1.perSecond), reference: median(reference.perSecond), referenceName: ref, unit: '/s', target: { on: 'ratio', atLeast: 0.8 } },
      { measure: 'Text PDFs over HTTP, concurrency 8: conversions/s', ours: median(c8.perSecond), reference: median(reference.perSecond), referenceName: ref, unit: '/s', target: { on: 'ratio', atLeast: 0.8 } },
      { measure: 'Text PDF CPU time per conversion, concurrency 1 (server process, all threads)', ours: median(c1.cpu), reference: median(reference.cpu), referenceName: 'pdf.js text only, CPU per file, this process', unit: 'ms' },
      // What bounds the c = 8 rate on a shared machine, and barely moved by other jobs, unlike the rates.
      { measure: 'Text PDF CPU time per conversion, concurrency 8 (server process, all threads)', ours: median(c8.cpu), reference: median(reference.cpu), referenceName: 'pdf.js text only, CPU per file, this process', unit: 'ms' },
      { measure: 'Text PDF latency p50, concurrency 1', ours: median(c1.p50), reference: median(reference.p50), referenceName: 'pdf.js per file', unit: 'ms' },
      { measure: 'Text PDF latency p99, concurrency 1', ours: median(c1.p99), reference: median(reference.p99), referenceName: 'pdf.js per file', unit: 'ms' },
      { measure: 'Text PDF latency p50, concurrency 8', ours: median(c8.p50), reference: median(reference.p50), referenceName: 'pdf.js per file', unit: 'ms' },
      { measure: 'Text PDF latency p99, concurrency 8', ours: median(c8.p99), reference: median(reference.p99), referenceName: 'pdf.js per file', unit: 'ms' },
    );
    if (poppler.length) {
      rows.push({ measure: 'Text PDFs over HTTP, concurrency 1: conversions/s', ours: median(c1.perSecond), reference: median(poppler), referenceName: 'pdftotext -layout, one process per file', unit: '/s' });
    }
  } finally {
    await server.stop();
  }
  return rows;
}
