import fc from 'fast-check';
import { COLUMNS } from '../../server/convert/columns';
import { linesFromText } from '../../server/convert/layout/fromText';
import { groupLines } from '../../server/convert/layout/lines';
import { parseStatement } from '../../server/convert/statement';
import { page, printedText } from './arbitraries';
import { FUZZ_TIMEOUT_MS, runs } from './runs';

jest.setTimeout(FUZZ_TIMEOUT_MS);

const KEYS = COLUMNS.map((c) => c.key).sort();

function expectWellFormedRows(rows: ReturnType<typeof parseStatement>) {
  for (const row of rows) {
    expect(Object.keys(row).sort()).toEqual(KEYS);
    for (const value of Object.values(row)) expect(typeof value).toBe('string');
  }
}

test('text → lines → rows on statement-like text: no exception, every row in exactly the columns, all strings (8,000 cases)', () => {
  fc.assert(
    fc.property(printedText, (text) => expectWellFormedRows(parseStatement(linesFromText(text)))),
    runs(8_000),
  );
});

test('words → layout → rows on pages of scattered and tabular words: no exception, well-formed rows (3,000 cases)', () => {
  fc.assert(
    fc.property(fc.array(page, { minLength: 1, maxLength: 3 }), (pages) => expectWellFormedRows(parseStatement(pages.flatMap(groupLines)))),
    runs(3_000),
  );
});
