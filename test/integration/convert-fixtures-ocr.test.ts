import fs from 'node:fs';
import path from 'node:path';
import { closeConverter, convertDocument } from '../../server/convert';
import { Row } from '../../server/convert/columns';
import { fixtureDir, fixtures } from '../../fixtures';

/**
 * The OCR path end to end: each fixture's renderings (fixtures/<name>/document.*, made by
 * `npm run fixtures:images`) convert to the rows of its expected.json, every column.
 *
 * The default run reads every rendering of every fixture (60 conversions: 6.5 min under nice 10 at
 * load 5-8 on the shared 2-core machine, against 3 min for one rendering per fixture).
 * FIXTURES_OCR=one, for quick local loops, reads ONE rendering per fixture, the formats taken in
 * turn so that each format is read for several fixtures.
 */
jest.setTimeout(600_000);
afterAll(closeConverter);

/** Suffixes of the renderings beside document.pdf: one image per page, and the whole document scanned. */
const FORMATS = ['.png', '.jpg', '.webp', '.150dpi.png', '.scanned.pdf'] as const;
type Format = (typeof FORMATS)[number];

const expectedRows = (name: string): Row[] => JSON.parse(fs.readFileSync(path.join(fixtureDir(name), 'expected.json'), 'utf8')).rows;

/**
 * What one upload of a rendering is and must give. An image holds one page: a multi-page fixture
 * has document.page<N>.<format> per page, each converted alone, so its rows are that page's rows
 * and they come back as page 1.
 */
function uploads(name: string, format: Format): { file: string; rows: Row[] }[] {
  const dir = fixtureDir(name);
  const rows = expectedRows(name);
  if (format === '.scanned.pdf' || fs.existsSync(path.join(dir, `document${format}`))) return [{ file: path.join(dir, `document${format}`), rows }];
  const pages = [...new Set(rows.map((r) => r.page))];
  return pages.map((page) => ({
    file: path.join(dir, `document.page${page}${format}`),
    rows: rows.filter((r) => r.page === page).map((r) => ({ ...r, page: '1' })),
  }));
}

const all = process.env.FIXTURES_OCR !== 'one';
const cases = fixtures.flatMap((f, i) => (all ? [...FORMATS] : [FORMATS[i % FORMATS.length]]).map((format) => [f.name, format] as const));

describe(`fixture renderings through OCR (${all ? 'every format; FIXTURES_OCR=one for one per fixture' : 'one format per fixture'})`, () => {
  it('cover every format with one rendering per fixture, and exist for every fixture and format', () => {
    expect(new Set(fixtures.map((_, i) => FORMATS[i % FORMATS.length]))).toEqual(new Set(FORMATS));
    const missing = fixtures.flatMap((f) => FORMATS.flatMap((format) => uploads(f.name, format).map((u) => u.file))).filter((file) => !fs.existsSync(file));
    expect(missing).toEqual([]);
  });

  it.each(cases)('%s, rendering document%s, converts to its expected rows', async (name, format) => {
    const misread = KNOWN_MISREADS[name] ?? {};
    for (const upload of uploads(name, format)) {
      const result = await convertDocument({ bytes: fs.readFileSync(upload.file), filename: path.basename(upload.file) });
      const exact = (rows: Row[]) => rows.map((row) => omit(row, Object.keys(misread)));
      expect({ file: path.basename(upload.file), mode: result.mode, rows: exact(result.rows) }).toEqual({
        file: path.basename(upload.file),
        mode: 'ocr',
        rows: exact(upload.rows),
      });
      for (const [column, why] of Object.entries(misread)) {
        const differing = result.rows.filter((row, i) => row[column as keyof Row] !== upload.rows[i][column as keyof Row]).length;
        if (differing) console.log(`${name}${format}: ${column} differs on ${differing} row(s) (known: ${why})`);
      }
    }
  });
});

/**
 * Printed text that tesseract misreads on these renderings, column by column: such a column is
 * compared too, but a difference is reported instead of failing, until OCR reads it. None today:
 * every column of every rendering must come out exactly (the last entries, a name's accent in the
 * Spanish statement and a gap inside a figure of the Courier statement's scanned PDF, left with
 * ocr/pageAccents.ts and ocr/scanResolution.ts).
 */
const KNOWN_MISREADS: Record<string, Partial<Record<keyof Row, string>>> = {};

function omit(row: Row, columns: string[]): Partial<Row> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !columns.includes(key)));
}
