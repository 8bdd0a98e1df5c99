import fc from 'fast-check';
import { addDecimals, compareDecimals, findNumbers, negate, parseNumber, type DecimalSeparator } from '../../server/convert/statement/numbers';
import { printedLine } from './arbitraries';
import { FUZZ_TIMEOUT_MS, runs } from './runs';

jest.setTimeout(FUZZ_TIMEOUT_MS);

const CANONICAL = /^-?\d+(\.\d+)?$/;

test('findNumbers on any text: no exception, canonical values, matches inside the text and in order (15,000 cases)', () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'grapheme', maxLength: 60 }), printedLine),
      fc.constantFrom<DecimalSeparator>(',', '.'),
      (text, decimal) => {
        let last = -1;
        for (const match of findNumbers(text, decimal)) {
          expect(match.value).toMatch(CANONICAL);
          expect(match.index).toBeGreaterThanOrEqual(last);
          expect(match.end).toBeLessThanOrEqual(text.length);
          expect(text.slice(match.index, match.end)).toBe(match.raw);
          last = match.end;
        }
      },
    ),
    runs(15_000),
  );
});

type Style = { decimal: DecimalSeparator; group: string };
const STYLES: Record<string, Style> = {
  de: { decimal: ',', group: '.' },
  en: { decimal: '.', group: ',' },
  ch: { decimal: '.', group: "'" },
  fr: { decimal: ',', group: '\u202f' },
  plain: { decimal: '.', group: '' },
};
const SIGNS = ['-{}', '({})', '{}-', '−{}'];

test('parseNumber reads back any amount printed in a common national style and sign convention (15,000 cases)', () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: 0n, max: 10n ** 12n }),
      fc.integer({ min: 0, max: 99 }),
      fc.constantFrom(...Object.keys(STYLES)),
      fc.option(fc.constantFrom(...SIGNS), { nil: undefined }),
      (whole, cents, styleName, sign) => {
        const style = STYLES[styleName];
        const grouped = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
        const printed = `${grouped}${style.decimal}${String(cents).padStart(2, '0')}`;
        const text = sign ? sign.replace('{}', printed) : printed;
        const magnitude = `${whole}.${String(cents).padStart(2, '0')}`;
        const expected = sign && (whole > 0n || cents > 0) ? `-${magnitude}` : magnitude;
        expect(parseNumber(text, style.decimal)).toBe(expected);
      },
    ),
    runs(15_000),
  );
});

const decimal = fc.tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 6 })).map(([v, digits]) => {
  const abs = (v < 0n ? -v : v).toString().padStart(digits + 1, '0');
  return (v < 0n ? '-' : '') + (digits ? `${abs.slice(0, -digits)}.${abs.slice(-digits)}` : abs);
});

test('decimal arithmetic is exact: a + (−a) = 0, a + b = b + a, and the sum orders like its parts (10,000 cases)', () => {
  fc.assert(
    fc.property(decimal, decimal, (a, b) => {
      expect(compareDecimals(addDecimals(a, negate(a)), '0')).toBe(0);
      expect(compareDecimals(addDecimals(a, b), addDecimals(b, a))).toBe(0);
      expect(compareDecimals(addDecimals(a, b), a)).toBe(compareDecimals(b, '0'));
    }),
    runs(10_000),
  );
});

test('found by fuzzing: a lone ".1990" after a date in a comma document is 0.1990, not ".1990"', () => {
  expect(findNumbers('01.01.1990', ',').map((m) => m.value)).toEqual(['1.01', '0.1990']);
  expect(parseNumber('.5', ',')).toBe('0.5');
});
