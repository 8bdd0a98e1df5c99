import fc from 'fast-check';
import { findDates, parseDate } from '../../server/convert/statement/dates';
import { MONTH_NAMES } from '../../server/convert/statement/vocabulary/months';
import { printedLine } from './arbitraries';
import { FUZZ_TIMEOUT_MS, runs } from './runs';

jest.setTimeout(FUZZ_TIMEOUT_MS);

const isCalendarDate = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso);
};

test('findDates on any text: no exception, only real calendar dates, in order and inside the text (20,000 cases)', () => {
  fc.assert(
    fc.property(fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'grapheme', maxLength: 60 }), printedLine), fc.boolean(), (text, dayFirst) => {
      let last = -1;
      for (const match of findDates(text, { dayFirst })) {
        expect(isCalendarDate(match.iso)).toBe(true);
        expect(match.index).toBeGreaterThanOrEqual(last);
        expect(match.end).toBeLessThanOrEqual(text.length);
        last = match.index;
      }
    }),
    runs(20_000),
  );
});

const pad = (n: number) => String(n).padStart(2, '0');
const calendarDate = fc.date({ min: new Date(Date.UTC(1971, 0, 1)), max: new Date(Date.UTC(2068, 11, 31)), noInvalidDate: true }).map((d) => ({
  y: d.getUTCFullYear(),
  m: d.getUTCMonth() + 1,
  d: d.getUTCDate(),
}));
const LANGUAGES = ['en', 'de', 'fr', 'nl', 'es', 'it'];

test('parseDate reads back any date printed in the formats statements use (10,000 cases)', () => {
  fc.assert(
    fc.property(
      calendarDate,
      fc.integer({ min: 0, max: 6 }),
      fc.constantFrom(...LANGUAGES),
      fc.string({ maxLength: 3 }).map((s) => s.replace(/[\p{L}\p{N}]/gu, '')),
      ({ y, m, d }, format, language, noise) => {
        const month = MONTH_NAMES[language][m - 1][0];
        const formats: [string, boolean][] = [
          [`${y}-${pad(m)}-${pad(d)}`, true],
          [`${pad(d)}.${pad(m)}.${y}`, true],
          [`${pad(d)}/${pad(m)}/${y}`, true],
          [`${pad(m)}/${pad(d)}/${y}`, false],
          [`${d} ${month} ${y}`, true],
          [`${month[0].toUpperCase()}${month.slice(1)} ${d}, ${y}`, true],
          [`${pad(d)}.${pad(m)}.${String(y).slice(2)}`, true],
        ];
        const [printed, dayFirst] = formats[format];
        expect(parseDate(` ${noise} ${printed} ${noise} `, { dayFirst })).toBe(`${y}-${pad(m)}-${pad(d)}`);
      },
    ),
    runs(10_000),
  );
});
