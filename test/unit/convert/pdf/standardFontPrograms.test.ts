/**
 * Text extraction opens PDFs without the standard font programs (server/convert/pdf/pdfjs.ts,
 * `drawGlyphs: false`). This proves it changes nothing that matters, against the same PDFs read
 * with the programs loaded (as the OCR render path opens them): every word's text, x and width
 * stay the same, and so do the lines and the rows. Only a word's y and height may move, as the
 * ascent then comes from the font's metrics rather than the program's bounding box.
 *
 * Over every fixture PDF and, when ../shared/corpus exists, corpus texts printed as PDFs both in
 * embedded DejaVu Sans Mono and in the non-embedded standard Courier: a sample of 20 documents
 * here, all of them with FONT_CHECK_ALL=1 (several minutes).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createWorkerPool } from '../../../../server/convert/pool/workerPool';
import { textPdf } from '../../../../fixtures/lib/textPdf';
import type { FontProgramsComparison } from './fontProgramsWorker';
import { corpusFiles } from '../../../corpus/files';

const REPO = path.resolve(__dirname, '../../../..');
const FIXTURES = path.join(REPO, 'fixtures');
const CORPUS = path.resolve(REPO, '../shared/corpus');
const ALL = Boolean(process.env.FONT_CHECK_ALL);

jest.setTimeout(ALL ? 3_600_000 : 300_000);

const pool = createWorkerPool<{ pdf: Uint8Array }, FontProgramsComparison>({
  modulePath: path.join(__dirname, 'fontProgramsWorker'),
  handler: 'compareFontPrograms',
  size: 1,
  maxQueue: 1,
  timeoutMs: 120_000,
  memoryMb: 1024,
  label: 'Font check',
});
afterAll(() => pool.close());

async function expectSameText(pdf: Buffer): Promise<boolean> {
  const { withPrograms, textOnly, sameBoxes } = await pool.run({ pdf: new Uint8Array(pdf) });
  expect(textOnly.horizontal).toEqual(withPrograms.horizontal);
  expect(textOnly.lines).toEqual(withPrograms.lines);
  expect(textOnly.rows).toEqual(withPrograms.rows);
  return sameBoxes;
}

const fixturePdfs = fs
  .readdirSync(FIXTURES)
  .map((dir) => path.join(FIXTURES, dir, 'document.pdf'))
  .filter((file) => fs.existsSync(file));

function corpusTexts(): string[] {
  const expected = path.join(CORPUS, 'dev', 'expected.jsonl');
  if (!fs.existsSync(expected)) return [];
  const files = corpusFiles(CORPUS, 'dev').sort();
  const step = ALL ? 1 : Math.max(1, Math.floor(files.length / 20));
  return files.filter((_, i) => i % step === 0).map((file) => path.join(CORPUS, 'dev', file));
}

describe('text extraction without the standard font programs', () => {
  it('reads every fixture PDF to the same words, lines and rows', async () => {
    expect(fixturePdfs.length).toBeGreaterThan(0);
    let moved = 0;
    for (const file of fixturePdfs) if (!(await expectSameText(fs.readFileSync(file)))) moved++;
    if (ALL) console.log(`${fixturePdfs.length} fixture PDFs: ${moved} with words moved vertically`);
    // The fixtures use non-embedded Helvetica: the two readings must differ somewhere, or this
    // compared a reading with itself.
    expect(moved).toBeGreaterThan(0);
  });

  const texts = corpusTexts();
  (texts.length ? it : it.skip)(`reads ${texts.length} corpus texts printed as PDFs, in DejaVu and in Courier, the same`, async () => {
    let moved = 0;
    for (const file of texts) {
      const text = fs.readFileSync(file, 'utf8');
      for (const standardFont of [false, true]) if (!(await expectSameText(await textPdf(text, { standardFont })))) moved++;
    }
    if (ALL) console.log(`${texts.length} corpus texts × 2 fonts: ${moved} PDFs with words moved vertically`);
  });
});
