/**
 * The OCR path on the real corpus, beside the text path on the same documents:
 * `npm run eval:corpus -- --ocr N [--seed S] [--out DIR] [--show N]`.
 *
 * Samples N documents (a fixed seed; half from `dev`, half from `dev2`, one per broker in turn),
 * prints each text into a PDF as eval.ts does, and converts three renderings of it:
 * - `text`: the text PDF itself (pdf.js text layer);
 * - `png`: its pages drawn at 300 dpi, grayscale PNG, as a clean office scan;
 * - `jpeg`: the same pages skewed 0.6°, slightly blurred and saved as JPEG quality 70, as a
 *   scanner or a phone app would make them.
 * A one-page document is uploaded as the image itself; a longer one as an image-only PDF of its
 * pages (what a multi-page scan is), so the statement stage sees the whole document either way.
 *
 * Writes DIR/<variant>/<file>.json (scored with score.py on a sample-only expected file) and
 * DIR/<variant>/<file>.lines.txt, the printed lines the statement stage read, to compare OCR
 * lines with text lines. Prints F1 and exact per variant side by side, and in how many documents
 * the rows' scored fields are the text path's.
 * On a loaded machine run it with OCR_TIMEOUT_MS=900000: a page stopped at the default 120 s is
 * reported and counts as a document without rows.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { convertDocument, extractDocument } from '../../server/convert';
import { linesFromText } from '../../server/convert/layout/fromText';
import { groupLines } from '../../server/convert/layout/lines';
import { renderPdfPages } from '../../server/convert/ocr';
import { conversionResult, ConversionResult } from '../../server/convert/result';
import { rowsOf } from '../../server/convert/rows';
import { newPdf, pdfBytes } from '../../fixtures/lib/pdfkit';
import { textPages, textPdf } from '../../fixtures/lib/textPdf';

const DPI = 300;
const SKEW_DEGREES = 0.6;
const BLUR_SIGMA = 0.8;
const JPEG_QUALITY = 70;
const VARIANTS = ['text', 'png', 'jpeg'] as const;
type Variant = (typeof VARIANTS)[number];

type Sampled = { split: string; file: string };
type ExpectedRow = { file: string };

export type OcrEvalOptions = { corpus: string; count: number; seed: number; out: string; scorerArgs: string[] };

/** mulberry32: a small seeded generator, so the sample is the same on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const expectedRows = (corpus: string, split: string): ExpectedRow[] =>
  fs
    .readFileSync(path.join(corpus, split, 'expected.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

/** `count` documents of one split: brokers in a shuffled order, one document of each in turn. */
function sampleSplit(corpus: string, split: string, count: number, next: () => number): Sampled[] {
  const byBroker = new Map<string, string[]>();
  for (const file of new Set(expectedRows(corpus, split).map((r) => r.file))) {
    const broker = file.split('/')[0];
    byBroker.set(broker, [...(byBroker.get(broker) ?? []), file]);
  }
  const queues = shuffled([...byBroker.keys()].sort(), next).map((b) => shuffled(byBroker.get(b)!.sort(), next));
  const picked: Sampled[] = [];
  while (picked.length < count && queues.some((q) => q.length)) {
    for (const queue of queues) {
      if (picked.length < count && queue.length) picked.push({ split, file: queue.shift()! });
    }
  }
  return picked;
}

export function sampleDocuments(corpus: string, count: number, seed: number): Sampled[] {
  const next = random(seed);
  const first = Math.ceil(count / 2);
  return [...sampleSplit(corpus, 'dev', first, next), ...sampleSplit(corpus, 'dev2', count - first, next)];
}

/** The text PDF's pages as a clean 300 dpi grayscale scan (PNG) and a skewed, blurred JPEG one. */
export async function scans(pdf: Buffer, pageCount: number): Promise<Record<'png' | 'jpeg', Buffer[]>> {
  const drawn = await renderPdfPages(
    pdf,
    Array.from({ length: pageCount }, (_, i) => i + 1),
    DPI,
  );
  const gray = (png: Buffer) => sharp(png).flatten({ background: '#ffffff' }).grayscale().withMetadata({ density: DPI });
  const png = await Promise.all(drawn.map((page) => gray(page).png().toBuffer()));
  const jpeg = await Promise.all(
    drawn.map(async (page) => {
      const skewed = await gray(page).rotate(SKEW_DEGREES, { background: '#ffffff' }).png().toBuffer();
      return gray(skewed).blur(BLUR_SIGMA).jpeg({ quality: JPEG_QUALITY }).toBuffer();
    }),
  );
  return { png, jpeg };
}

/** Page images only, each filling a page of the size it was scanned at: no text layer. */
export async function imagePdf(pages: Buffer[]): Promise<Buffer> {
  const doc = newPdf();
  for (const image of pages) {
    const { width, height } = await sharp(image).metadata();
    const size: [number, number] = [(width! * 72) / DPI, (height! * 72) / DPI];
    doc.addPage({ size, margin: 0 });
    doc.image(image, 0, 0, { width: size[0], height: size[1] });
  }
  return pdfBytes(doc);
}

/**
 * An image or image-only PDF through the OCR path. This is convertDocument's own sequence for a
 * document that needs OCR (extract the words, then rowsOf), taken in two steps so that the lines
 * the statement stage read can be written beside the rows without recognising the pages twice.
 */
async function convertScan(bytes: Buffer, filename: string): Promise<{ result: ConversionResult; lines: string[] }> {
  const document = await extractDocument(bytes);
  if (document.mode !== 'ocr') throw new Error(`${filename}: a scan came back as ${document.mode}`);
  const result = conversionResult(filename, 'ocr', await rowsOf(document.pages));
  return { result, lines: document.pages.flatMap((page) => [...groupLines(page).map((l) => l.text), '\f']) };
}

async function evaluate(corpus: string, out: string, doc: Sampled): Promise<void> {
  const text = fs.readFileSync(path.join(corpus, doc.split, doc.file), 'utf8');
  const filename = path.basename(doc.file);
  const pdf = await textPdf(text);
  const pages = textPages(text);
  const outcome: Record<Variant, { result: ConversionResult; lines: string[] }> = {
    text: {
      result: await convertDocument({ bytes: pdf, filename }),
      lines: pages.flatMap((p, i) => [...linesFromText(p.join('\n'), i + 1).map((l) => l.text), '\f']),
    },
    png: { result: conversionResult(filename, 'ocr', []), lines: [] },
    jpeg: { result: conversionResult(filename, 'ocr', []), lines: [] },
  };
  const images = await scans(pdf, pages.length);
  for (const variant of ['png', 'jpeg'] as const) {
    const bytes = pages.length === 1 ? images[variant][0] : await imagePdf(images[variant]);
    try {
      outcome[variant] = await convertScan(bytes, filename);
    } catch (err) {
      console.error(`${doc.split}/${doc.file} (${variant}): ${(err as Error).message}`);
    }
  }
  for (const variant of VARIANTS) {
    const target = path.join(out, variant, doc.file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(`${target}.json`, JSON.stringify(outcome[variant].result));
    fs.writeFileSync(`${target}.lines.txt`, outcome[variant].lines.join('\n'));
  }
}

// The fields the scorer and its field counts look at: OCR that gets these right gives the text path's score.
const KEY_FIELDS = ['type', 'date', 'amount', 'currency', 'quantity', 'security_id'] as const;
const keyFields = (file: string) =>
  JSON.stringify((JSON.parse(fs.readFileSync(`${file}.json`, 'utf8')) as ConversionResult).rows.map((r) => KEY_FIELDS.map((k) => r[k])));
const sameRows = (textFile: string, ocrFile: string) => keyFields(textFile) === keyFields(ocrFile);

type ScoreGroup = { group: string; docs: number; exact: number; f1: number };

function score(corpus: string, expected: string, out: string): ScoreGroup {
  const json = execFileSync('python3', [path.join(corpus, 'score.py'), expected, out, '--json'], { encoding: 'utf8' });
  return (JSON.parse(json).groups as ScoreGroup[]).find((g) => g.group === 'all')!;
}

export async function evaluateOcr({ corpus, count, seed, out, scorerArgs }: OcrEvalOptions): Promise<void> {
  const sample = sampleDocuments(corpus, count, seed);
  const started = Date.now();
  for (const [i, doc] of sample.entries()) {
    await evaluate(corpus, out, doc);
    console.error(`[${i + 1}/${sample.length}] ${doc.split}/${doc.file} (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  // The sampled documents' expected rows only: the scorer counts a document it has no result for.
  const wanted = new Set(sample.map((d) => `${d.split}/${d.file}`));
  const rows = ['dev', 'dev2'].flatMap((split) =>
    fs
      .readFileSync(path.join(corpus, split, 'expected.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .filter((l) => wanted.has(`${split}/${JSON.parse(l).file}`)),
  );
  const expected = path.join(out, 'expected.jsonl');
  fs.writeFileSync(expected, rows.join('\n') + '\n');

  const splits = ['dev', 'dev2'].map((s) => `${s} ${sample.filter((d) => d.split === s).length}`).join(', ');
  console.log(`\n## OCR vs text: ${sample.length} documents (${splits}; seed ${seed})`);
  console.log('variant      docs      f1    exact  rows as text');
  for (const variant of VARIANTS) {
    const g = score(corpus, expected, path.join(out, variant));
    const same = sample.filter((d) => sameRows(path.join(out, 'text', d.file), path.join(out, variant, d.file))).length;
    console.log(
      `${variant.padEnd(8)} ${String(g.docs).padStart(8)} ${g.f1.toFixed(3).padStart(7)} ${(100 * g.exact).toFixed(1).padStart(6)} % ${String(same).padStart(7)}/${sample.length}`,
    );
  }
  for (const variant of scorerArgs.length ? VARIANTS : []) {
    console.log(`\n### ${variant}`);
    execFileSync('python3', [path.join(corpus, 'score.py'), expected, path.join(out, variant), ...scorerArgs], { stdio: 'inherit' });
  }
  console.log(`results and lines: ${path.relative(process.cwd(), out)}/<variant>/<file>.{json,lines.txt}`);
}
