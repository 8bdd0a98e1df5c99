import fc from 'fast-check';
import type { Line, Page, Word } from '../../server/convert/words';

/** Words a broker document prints: labels, kinds, currencies, codes — so fuzzing reaches deep rules. */
const VOCABULARY = [
  'Account',
  'Number:',
  'Konto',
  'Depot',
  'Statement',
  'Period:',
  'Kontoauszug',
  'Abrechnung',
  'Relevé',
  'Estratto',
  'Extracto',
  'Date',
  'Datum',
  'Valuta',
  'Settlement',
  'Trade',
  'Buy',
  'Sell',
  'Kauf',
  'Verkauf',
  'Achat',
  'Vente',
  'Dividend',
  'Dividende',
  'Interest',
  'Zinsen',
  'Deposit',
  'Withdrawal',
  'Fee',
  'Gebühr',
  'Provision',
  'Tax',
  'Steuer',
  'Quellensteuer',
  'Transfer',
  'Quantity',
  'Stück',
  'Price',
  'Kurs',
  'Amount',
  'Betrag',
  'Net',
  'Total',
  'Balance',
  'Saldo',
  'Description',
  'Symbol',
  'ISIN',
  'WKN',
  'CUSIP',
  'US0378331005',
  'DE0007164600',
  'IE00B4L5Y983',
  'AAPL',
  'MSFT',
  'EUR',
  'USD',
  'CHF',
  'GBP',
  '€',
  '$',
  '£',
  'Fr.',
  '%',
  '-',
  '/',
  ':',
  '(',
  ')',
  '*',
  'Ex-Tag',
  'Zahltag',
  'Broker',
  'Inc.',
  'AG',
  'S.A.',
  'Ltd',
];

const digits = (min: number, max: number) => fc.integer({ min: 10 ** (min - 1), max: 10 ** max - 1 }).map(String);

/** Tokens that look like what statements print: amounts in several conventions, dates, codes. */
export const printedToken: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...VOCABULARY),
  fc.tuple(digits(1, 7), fc.integer({ min: 0, max: 99 })).map(([i, d]) => `${i},${String(d).padStart(2, '0')}`),
  fc.tuple(digits(1, 3), digits(3, 3), fc.integer({ min: 0, max: 99 })).map(([a, b, d]) => `${a}.${b},${String(d).padStart(2, '0')}`),
  fc.tuple(digits(1, 3), digits(3, 3), fc.integer({ min: 0, max: 99 })).map(([a, b, d]) => `-${a},${b}.${String(d).padStart(2, '0')}`),
  fc.tuple(digits(1, 5), fc.integer({ min: 0, max: 99 })).map(([i, d]) => `(${i}.${String(d).padStart(2, '0')})`),
  fc
    .tuple(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1990, max: 2035 }))
    .map(([d, m, y]) => `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`),
  fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), fc.integer({ min: 1990, max: 2035 })).map(([m, d, y]) => `${m}/${d}/${y}`),
  fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() === s && s.length > 0 && !/\s/.test(s)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }).filter((s) => !/\s/.test(s) && s.length > 0),
);

/** A printed line as monospaced text: tokens separated by one space (a phrase) or several (a column gap). */
export const printedLine: fc.Arbitrary<string> = fc
  .array(fc.tuple(printedToken, fc.constantFrom(' ', ' ', '  ', '    ', '          ')), { minLength: 0, maxLength: 10 })
  .map((parts) =>
    parts
      .map(([token, gap]) => token + gap)
      .join('')
      .trimEnd(),
  );

export const printedText: fc.Arbitrary<string> = fc.array(printedLine, { minLength: 0, maxLength: 30 }).map((lines) => lines.join('\n'));

const coordinate = fc.double({ min: -1000, max: 20_000, noNaN: true });
const extent = fc.double({ min: 0, max: 500, noNaN: true });

/** Words scattered anywhere, of any size, overlapping or not: what a broken producer or OCR may give. */
export const word = (page: number): fc.Arbitrary<Word> =>
  fc.record({ text: printedToken, page: fc.constant(page), x: coordinate, y: coordinate, width: extent, height: extent });

/** Words on a grid of rows and columns with jitter, like a real table, so lines actually form. */
export const tableWord = (page: number): fc.Arbitrary<Word> =>
  fc
    .record({
      text: printedToken,
      row: fc.integer({ min: 0, max: 40 }),
      column: fc.integer({ min: 0, max: 100 }),
      jitter: fc.double({ min: -3, max: 3, noNaN: true }),
      size: fc.constantFrom(8, 10, 12),
    })
    .map(({ text, row, column, jitter, size }) => ({
      text,
      page,
      x: column * size * 0.6,
      y: row * size * 1.2 + jitter,
      width: text.length * size * 0.6,
      height: size,
    }));

export const page: fc.Arbitrary<Page> = fc.integer({ min: 1, max: 3 }).chain((number) =>
  fc.record({
    number: fc.constant(number),
    width: fc.double({ min: 1, max: 20_000, noNaN: true }),
    height: fc.double({ min: 1, max: 20_000, noNaN: true }),
    words: fc.array(fc.oneof({ weight: 1, arbitrary: word(number) }, { weight: 4, arbitrary: tableWord(number) }), { maxLength: 80 }),
  }),
);

/** Every line holds only strings in exactly the columns' keys. */
export function isLine(line: Line): boolean {
  return typeof line.text === 'string' && Number.isFinite(line.y) && line.words.length > 0;
}
