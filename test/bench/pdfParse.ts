/**
 * pdf-parse against pdf.js as the converter uses it, on the fixtures: the rows each path's output
 * gives (pdf-parse's text through the plain-text adapter, our positioned words through the layout
 * stage), the CPU time of reading a PDF's text, rendering a scanned page for OCR, and opening the
 * encrypted fixtures with their passwords. The figures behind docs/decisions.md.
 * `npx tsx test/bench/pdfParse.ts [ROUNDS]`
 */
import fs from 'node:fs';
import path from 'node:path';
import { PDFParse } from 'pdf-parse';
import { fixtureDir, fixtures } from '../../fixtures';
import { encryptedFixtures, encryptedPath } from '../../fixtures/lib/encrypted';
import type { Row } from '../../server/convert/columns';
import { linesFromText } from '../../server/convert/layout/fromText';
import { renderPages } from '../../server/convert/ocr/renderWorker';
import { readPdfText } from '../../server/convert/pdf/textWorker';
import { rowsFromPages } from '../../server/convert/rows/rowsWorker';
import { parseStatement } from '../../server/convert/statement';

const ROUNDS = Number(process.argv[2] ?? 7);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
async function cpuMs(run: () => Promise<unknown>): Promise<number> {
  await run(); // warm
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = process.cpuUsage();
    await run();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  return median(times);
}

async function oursText(pdf: Buffer) {
  const text = await readPdfText({ pdf: new Uint8Array(pdf), maxPages: 200 });
  if (!text.ok) throw new Error(text.message);
  return text.pages;
}

async function pdfParseText(pdf: Buffer, password?: string) {
  const parser = new PDFParse({ data: new Uint8Array(pdf), password });
  try {
    return (await parser.getText()).pages;
  } finally {
    await parser.destroy();
  }
}

const rowsRight = (rows: Row[], expected: Row[]) => expected.filter((row, i) => JSON.stringify(rows[i]) === JSON.stringify(row)).length;

async function textAndRows() {
  console.log('fixture | expected rows | right via pdf.js words | right via pdf-parse text | CPU ms pdf.js | CPU ms pdf-parse');
  const totals = { expected: 0, ours: 0, parse: 0, oursMs: 0, parseMs: 0 };
  for (const fixture of fixtures) {
    const pdf = fs.readFileSync(path.join(fixtureDir(fixture.name), 'document.pdf'));
    const expected = JSON.parse(fs.readFileSync(path.join(fixtureDir(fixture.name), 'expected.json'), 'utf8')).rows as Row[];
    const ours = rowsFromPages({ pages: await oursText(pdf) });
    const parsed = parseStatement((await pdfParseText(pdf)).flatMap((page) => linesFromText(page.text, page.num)));
    const [oursMs, parseMs] = [await cpuMs(() => oursText(pdf)), await cpuMs(() => pdfParseText(pdf))];
    const line = { expected: expected.length, ours: rowsRight(ours, expected), parse: rowsRight(parsed, expected), oursMs, parseMs };
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += line[key];
    console.log(`${fixture.name} | ${line.expected} | ${line.ours} | ${line.parse} | ${oursMs.toFixed(1)} | ${parseMs.toFixed(1)}`);
  }
  console.log(`all | ${totals.expected} | ${totals.ours} | ${totals.parse} | ${totals.oursMs.toFixed(1)} | ${totals.parseMs.toFixed(1)}`);
}

async function rendering() {
  const scan = fs.readFileSync(path.join(fixtureDir('de-depotauszug'), 'document.scanned.pdf'));
  const ours = async () => {
    const result = await renderPages({ pdf: new Uint8Array(scan), pageNumbers: [1], dpi: 300 });
    if (!result.ok) throw new Error(result.message);
    return result.pngs[0];
  };
  const theirs = async () => {
    const parser = new PDFParse({ data: new Uint8Array(scan) });
    try {
      return (await parser.getScreenshot({ partial: [1], scale: 300 / 72, imageBuffer: true, imageDataUrl: false })).pages[0].data;
    } finally {
      await parser.destroy();
    }
  };
  const [a, b] = [await ours(), await theirs()];
  console.log(`\nscanned page to PNG at 300 dpi | CPU ms | PNG bytes`);
  console.log(`pdf.js + sharp (renderWorker) | ${(await cpuMs(ours)).toFixed(0)} | ${a.length}`);
  console.log(`pdf-parse getScreenshot | ${(await cpuMs(theirs)).toFixed(0)} | ${b.length}`);
}

async function passwords() {
  console.log('\nencrypted fixture | opened by pdf-parse with its password | by the converter');
  for (const encrypted of encryptedFixtures) {
    const pdf = fs.readFileSync(encryptedPath(fixtureDir(encrypted.fixture), encrypted));
    const theirs = await pdfParseText(pdf, encrypted.password).then(() => 'yes', (err) => `no (${err.name}: ${err.message})`);
    const ours = await readPdfText({ pdf: new Uint8Array(pdf), maxPages: 200, password: encrypted.password });
    console.log(`${encrypted.file} (${encrypted.method}) | ${theirs} | ${ours.ok ? 'yes' : `no (${ours.code})`}`);
  }
}

(async () => {
  await textAndRows();
  await rendering();
  await passwords();
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
