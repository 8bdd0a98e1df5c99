import { MONTH_NAMES } from './vocabulary/months';
import { matchesOf } from './matches';
import { perDocumentMap } from './memo';

/** A date as printed in a line, already as YYYY-MM-DD. */
export type DateMatch = { iso: string; index: number; end: number };

export type DateOptions = {
  /** For 03/04/2024-style dates that could be either: day first (most of the world) or month first (US). */
  dayFirst?: boolean;
};

const monthByName = new Map<string, number>();
for (const months of Object.values(MONTH_NAMES)) {
  months.forEach((names, i) => names.forEach((n) => monthByName.has(n) || monthByName.set(n, i + 1)));
}
/** The month (1-12) a name or its abbreviation names in any language ("Feb.", "März", "févr"), or undefined. */
export const monthNumber = (name: string) => monthByName.get(name.toLowerCase().replace(/\.$/, ''));

const MONTH = [...monthByName.keys()].sort((a, b) => b.length - a.length).join('|');
const NOT_LETTER_BEFORE = '(?<![\\p{L}\\d])';
const NOT_LETTER_AFTER = '(?![\\p{L}])';

type DatePattern = { re: RegExp; build: (m: RegExpMatchArray, o: DateOptions) => string | null; hint: RegExp };

/** The day before a named month; with the dotted dates, what tells a document that writes the day first. */
const DAY_NAMED_MONTH: DatePattern = {
  // 26 mars 2024, 7. Januar 2026, 26-Mar-2024, 1er janvier 2024, 26 de marzo de 2024
  // Not the cents of an amount printed before a month name ("-173.19 Jul 17, 2024").
  re: new RegExp(
    `${NOT_LETTER_BEFORE}(?<!\\d[.,])(\\d{1,2})(?:\\.|er|st|nd|rd|th)?[\\s-]*(?:de\\s+)?(${MONTH})\\.?${NOT_LETTER_AFTER}[\\s-]{0,2}(?:de\\s+)?,?\\s?(\\d{4}|\\d{2})(?!\\d|[.,]\\d)`,
    'giu',
  ),
  build: (m) => iso(year(m[3]), monthByName.get(m[2].toLowerCase())!, +m[1]),
  hint: /\d(?:\.|er|st|nd|rd|th)?[\s-]*(?:de\s+)?\p{L}+\.?[\s-]*(?:de\s+)?,?\s*\d{2}/iu,
};

/** A named month before the day: what tells a document that writes the month first. */
const MONTH_NAMED_DAY: DatePattern = {
  // March 26, 2024; Mar 26 2024
  re: new RegExp(`${NOT_LETTER_BEFORE}(${MONTH})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})(?!\\d)`, 'giu'),
  build: (m) => iso(+m[3], monthByName.get(m[1].toLowerCase())!, +m[2]),
  hint: /\p{L}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}/iu,
};

// Each form comes with a hint: a cheap pattern that every date of the form contains (a month name
// is letters), tried first because looking for the month names at every position is costly.
const PATTERNS: DatePattern[] = [
  {
    // 2024-03-26, 2024/03/26
    re: /(?<![\d.,])(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?![\d]|[.,]\d)/gu,
    build: (m) => iso(+m[1], +m[3], +m[4]),
    hint: /\d{4}/,
  },
  {
    // 26.03.2024, 26/03/24, 03/26/2024, 26-03-2024; a blank before the year, but not before a grouped figure's first
    // group ("21.08. 25 308,00-", "21.08. 25'308.00-": a date without a year, then 25,308)
    re: /(?<![\d.,/-])(\d{1,2})([./-])\s?(\d{1,2})\2(?:\s(?!\d{1,2}[ \u00a0\u202f]\d{3}(?![\d])))?(\d{4}|\d{2})(?![\d]|[.,'’]\d)/gu,
    // Month-first is an American way with slashes (or dashes): a dotted date puts the day first.
    build: (m, o) => numeric(+m[1], +m[3], year(m[4]), m[2] === '.' ? { ...o, dayFirst: true } : o),
    hint: /\d[./-]/,
  },
  DAY_NAMED_MONTH,
  {
    // 20240326: a date written without separators (exports, some ledgers), this century or the last decade of the one before
    re: /(?<![\d.,/-])((?:199|20\d)\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?![\d\p{L}/-]|[.,]\d)/gu,
    build: (m) => iso(+m[1], +m[2], +m[3]),
    hint: /(?:199|20\d)\d[01]\d[0-3]\d/,
  },
  {
    // DEC/12/2023, Dec-12-2023
    re: new RegExp(`${NOT_LETTER_BEFORE}(${MONTH})([/-])(\\d{1,2})\\2(\\d{4})(?!\\d)`, 'giu'),
    build: (m) => iso(+m[4], monthByName.get(m[1].toLowerCase())!, +m[3]),
    hint: /\p{L}([/-])\d{1,2}\1\d{4}/u,
  },
  MONTH_NAMED_DAY,
];

const DAY_BEFORE_MONTH = [DAY_NAMED_MONTH.re, /(?<![\d.,])\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2})(?![\d]|[.,]\d)/gu];
const MONTH_BEFORE_DAY = [MONTH_NAMED_DAY.re];

/**
 * Which a document puts first where it names the month or writes dots ("8. Juni 2023", "12.06.2023": the day;
 * "June 8, 2023": the month), by the more frequent; null where it does neither.
 */
export function writtenDateOrder(text: string): 'day' | 'month' | null {
  const count = (res: RegExp[]) => res.reduce((n, re) => n + matchesOf(re, text).length, 0);
  const day = count(DAY_BEFORE_MONTH);
  const month = count(MONTH_BEFORE_DAY);
  return day === month ? null : day > month ? 'day' : 'month';
}

// The stage asks for the dates of one line many times (header, fields, activity tables): they are
// remembered per options object, which a document's context holds for one reading, so a new
// document starts afresh. Callers get copies, as every call used to return new matches.
const remembered = perDocumentMap<DateOptions, Map<string, DateMatch[]>>();
const MAX_REMEMBERED_LINES = 10_000;

/** Every date printed in a line, left to right. */
export function findDates(text: string, options?: DateOptions): DateMatch[] {
  if (!options) return readDates(text, {});
  const byOptions = remembered();
  let byText = byOptions.get(options);
  if (!byText) byOptions.set(options, (byText = new Map()));
  let dates = byText.get(text);
  if (!dates) {
    dates = readDates(text, options);
    if (byText.size < MAX_REMEMBERED_LINES) byText.set(text, dates);
  }
  return dates.map((d) => ({ ...d }));
}

function readDates(text: string, options: DateOptions): DateMatch[] {
  const found: DateMatch[] = [];
  // Every form prints a year of two or four digits: most lines of a document hold none.
  if (!/\d\d/.test(text)) return found;
  for (const { re, build, hint } of PATTERNS) {
    if (!hint.test(text)) continue;
    for (const m of matchesOf(re, text)) {
      const value = build(m, options);
      const index = m.index!;
      const end = index + m[0].length;
      if (value && !found.some((f) => index < f.end && end > f.index)) found.push({ iso: value, index, end });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The first date in the text, as YYYY-MM-DD, or null. */
export function parseDate(text: string, options?: DateOptions): string | null {
  return findDates(text, options)[0]?.iso ?? null;
}

function numeric(a: number, b: number, y: number, o: DateOptions): string | null {
  if (a > 12) return iso(y, b, a);
  if (b > 12) return iso(y, a, b);
  return o.dayFirst === false ? iso(y, a, b) : iso(y, b, a);
}

function year(text: string): number {
  const y = +text;
  if (text.length === 4) return y;
  return y < 70 ? 2000 + y : 1900 + y; // statements of this century, and a few scanned from the last
}

function iso(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 2199 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null; // 31 April and friends
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
