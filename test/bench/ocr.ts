import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { extractPdfText } from '../../server/convert/pdf/textWorker';
import { processCpuMs } from './serverProcess';
import { median, ms, type BenchRow } from './stats';

const FIXTURES = join(__dirname, '..', '..', 'fixtures');
const SAMPLES = ['en-trade-confirmation-buy', 'de-dividendengutschrift'];
const LANGUAGES = ['deu', 'eng'];

/** Share of the text layer's words (as a multiset) that the recogniser found. */
function recall(truth: string[], found: string[]): number {
  const left = new Map<string, number>();
  for (const word of found) left.set(word, (left.get(word) ?? 0) + 1);
  let hits = 0;
  for (const word of truth) {
    const n = left.get(word) ?? 0;
    if (n > 0) {
      hits++;
      left.set(word, n - 1);
    }
  }
  return hits / truth.length;
}

/** The same LSTM integer models tesseract.js loads, unpacked where the CLI can read them. */
function cliModels(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bfc-bench-tessdata-'));
  for (const code of LANGUAGES) {
    const packed = join(dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)), '4.0.0_best_int', `${code}.traineddata.gz`);
    writeFileSync(join(dir, `${code}.traineddata`), gunzipSync(readFileSync(packed)));
  }
  return dir;
}

/**
 * CPU seconds this process and its OCR worker processes have used, every thread (the
 * recogniser's, sharp's) included; read around a recognition only, when no CLI run is pending.
 */
const ownCpu = () => processCpuMs(process.pid) / 1000;

/** CPU seconds of this process's finished children, from /proc (clock ticks, 100 per second on Linux). */
function childrenCpu(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100; // cutime, cstime (fields 16 and 17)
}

function cliWords(png: string, tessdata: string): string[] {
  const run = spawnSync(
    'tesseract',
    [png, 'stdout', '-l', LANGUAGES.join('+'), '--oem', '1', '--psm', '4', '--tessdata-dir', tessdata, '-c', 'tessedit_create_tsv=1'],
    {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`tesseract failed: ${run.stderr}`);
  return run.stdout
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter((cols) => cols[0] === '5' && cols[11]?.trim())
    .map((cols) => cols[11].trim());
}

export async function benchOcr(rounds: number, log: (s: string) => void): Promise<BenchRow[]> {
  if (spawnSync('tesseract', ['--version']).status !== 0) {
    log('OCR: the tesseract CLI is not installed (apt-get install tesseract-ocr); skipped');
    return [];
  }
  // One recognition thread, like the CLI with OMP_THREAD_LIMIT=1; read once by the OCR config.
  process.env.OCR_WORKERS = '1';
  process.env.OCR_LANGUAGES = LANGUAGES.join('+');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const ocr: typeof import('../../server/convert/ocr') = require('../../server/convert/ocr');
  const samples = SAMPLES.map((name) => join(FIXTURES, name)).filter((dir) => existsSync(join(dir, 'document.png')));
  log(`OCR: ${samples.length} pages of 300 dpi PNG, ${rounds} rounds, one thread each`);
  const tessdata = cliModels();
  try {
    const ours: number[] = [];
    const cli: number[] = [];
    const oursCpu: number[] = [];
    const cliCpu: number[] = [];
    const oursRecall: number[] = [];
    const cliRecall: number[] = [];
    await ocr.recognizeImage(readFileSync(join(samples[0], 'document.png')), 1); // warm-up: loads the models
    for (let r = 0; r < rounds; r++) {
      for (const dir of samples) {
        const pdf = await extractPdfText({ pdf: new Uint8Array(readFileSync(join(dir, 'document.pdf'))), maxPages: 10 });
        if (!pdf.ok) throw new Error(pdf.message);
        // Asked without `rows`, the job answers pages; the check tells the compiler so.
        if (!('pages' in pdf)) throw new Error('the text job answered rows instead of pages');
        const truth = pdf.pages[0].words.map((w) => w.text);
        const png = readFileSync(join(dir, 'document.png'));

        let t = process.hrtime.bigint();
        let cpu = ownCpu();
        const page = await ocr.recognizeImage(png, 1);
        ours.push(ms(t) / 1000);
        oursCpu.push(ownCpu() - cpu);
        oursRecall.push(
          recall(
            truth,
            page.words.map((w) => w.text),
          ),
        );

        t = process.hrtime.bigint();
        cpu = childrenCpu();
        const words = cliWords(join(dir, 'document.png'), tessdata);
        cli.push(ms(t) / 1000);
        cliCpu.push(childrenCpu() - cpu);
        cliRecall.push(recall(truth, words));
      }
    }
    const ref = 'tesseract CLI 5, same model, OMP_THREAD_LIMIT=1';
    return [
      {
        measure: 'OCR seconds per page (300 dpi A4, deu+eng)',
        ours: median(ours),
        reference: median(cli),
        referenceName: ref,
        unit: 's',
        target: { on: 'ratio', atMost: 1.2 },
      },
      // Wall time depends on the machine's load, and the OCR thread runs at nice 10 (so the HTTP
      // loop comes first) while the CLI runs at the bench's priority: CPU seconds compare the
      // work alone.
      { measure: 'OCR CPU seconds per page (same pages)', ours: median(oursCpu), reference: median(cliCpu), referenceName: ref, unit: 's' },
      {
        measure: 'OCR words recovered vs the text layer',
        ours: 100 * median(oursRecall),
        reference: 100 * median(cliRecall),
        referenceName: 'tesseract CLI',
        unit: '%',
      },
    ];
  } finally {
    rmSync(tessdata, { recursive: true, force: true });
    await ocr.closeOcr();
  }
}
