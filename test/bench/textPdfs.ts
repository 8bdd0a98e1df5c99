import { spawnSync } from 'node:child_process';
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

const hasPdftotext = () => spawnSync('pdftotext', ['-v']).status === 0;

export async function benchTextPdfs(rounds: number, log: (s: string) => void): Promise<BenchRow[]> {
  const files = fixturePdfs();
  log(`text PDFs: ${files.length} fixture PDFs, ${rounds} rounds`);

  const reference = { perSecond: [] as number[], p50: [] as number[], p99: [] as number[] };
  await pdfjsText(files[0].bytes); // warm-up: pdf.js loads its modules once
  for (let r = 0; r < rounds; r++) {
    const latencies: number[] = [];
    const start = process.hrtime.bigint();
    for (const file of files) {
      const t = process.hrtime.bigint();
      await pdfjsText(file.bytes);
      latencies.push(ms(t));
    }
    reference.perSecond.push(files.length / (ms(start) / 1000));
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
    for (const file of files) await convert(file); // warm-up: worker threads start on first use

    const c1 = { perSecond: [] as number[], p50: [] as number[], p99: [] as number[] };
    for (let r = 0; r < rounds; r++) {
      const latencies: number[] = [];
      const start = process.hrtime.bigint();
      for (const file of files) latencies.push(await convert(file));
      c1.perSecond.push(files.length / (ms(start) / 1000));
      c1.p50.push(percentile(latencies, 50));
      c1.p99.push(percentile(latencies, 99));
    }

    const c8 = { perSecond: [] as number[], p50: [] as number[], p99: [] as number[] };
    for (let r = 0; r < rounds; r++) {
      const queue = [...files, ...files, ...files, ...files];
      const total = queue.length;
      const latencies: number[] = [];
      const start = process.hrtime.bigint();
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let file = queue.shift(); file; file = queue.shift()) latencies.push(await convert(file));
        }),
      );
      c8.perSecond.push(total / (ms(start) / 1000));
      c8.p50.push(percentile(latencies, 50));
      c8.p99.push(percentile(latencies, 99));
    }

    const ref = 'pdf.js text only, in-process, sequential';
    rows.push(
      { measure: 'Text PDFs over HTTP, concurrency 1: conversions/s', ours: median(c1.perSecond), reference: median(reference.perSecond), referenceName: ref, unit: '/s', target: { on: 'ratio', atLeast: 0.8 } },
      { measure: 'Text PDFs over HTTP, concurrency 8: conversions/s', ours: median(c8.perSecond), reference: median(reference.perSecond), referenceName: ref, unit: '/s', target: { on: 'ratio', atLeast: 0.8 } },
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
