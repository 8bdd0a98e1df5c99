/**
 * Dates and money amounts as they appear inside one printed statement line, with their position
 * in the line's text so that the rest of the line (the description) can be recovered.
 * Temporary home: these move to the shared numbers/dates helpers once those land.
 */

export type DateToken = {
  start: number;
  end: number;
  day: number;
  month: number;
  year: number | null; // null when printed without a year ("15.02.")
};

export type AmountToken = {
  start: number;
  end: number;
  value: string; // plain decimal, sign included ("-1234.50")
  explicitSign: boolean; // printed with +/-, parentheses, or a debit/credit marker
};

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, januar: 1, janvier: 1, januari: 1, gen: 1, gennaio: 1, ene: 1, enero: 1, janv: 1, jän: 1, jänner: 1,
  feb: 2, february: 2, februar: 2, février: 2, fevrier: 2, februari: 2, febbraio: 2, febrero: 2, févr: 2, fev: 2, fév: 2,
  mar: 3, march: 3, märz: 3, mars: 3, maart: 3, marzo: 3, mär: 3, mrt: 3,
  apr: 4, april: 4, avril: 4, aprile: 4, abril: 4, avr: 4, abr: 4,
  may: 5, mai: 5, mei: 5, maggio: 5, mayo: 5, mag: 5, may_: 5,
  jun: 6, june: 6, juni: 6, juin: 6, giugno: 6, junio: 6, giu: 6,
  jul: 7, july: 7, juli: 7, juillet: 7, luglio: 7, julio: 7, juil: 7, lug: 7,
  aug: 8, august: 8, août: 8, aout: 8, augustus: 8, agosto: 8, ago: 8,
  sep: 9, sept: 9, september: 9, septembre: 9, settembre: 9, septiembre: 9, set: 9,
  oct: 10, october: 10, oktober: 10, octobre: 10, ottobre: 10, octubre: 10, okt: 10, ott: 10,
  nov: 11, november: 11, novembre: 11, noviembre: 11,
  dec: 12, december: 12, dezember: 12, décembre: 12, decembre: 12, dicembre: 12, diciembre: 12, dez: 12, déc: 12, dic: 12,
};

const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));
const valid = (d: number, m: number) => d >= 1 && d <= 31 && m >= 1 && m <= 12;
const plausibleYear = (y: number | null) => y === null || (y >= 1950 && y <= 2100);

const NUMERIC_DATE = /(?<![\d.,/-])(?:(\d{4})[-./](\d{1,2})[-./](\d{1,2})|(\d{1,2})([./-])(\d{1,2})\5(\d{4}|\d{2})(?!\d)|(\d{1,2})\.(\d{1,2})\.(?=\s|$))(?![\d,]|\.\d)/g;
const NAMED_DATE = /(?<![\p{L}\d])(?:(\d{1,2})\.?\s?([\p{L}]{3,9})\.?\s?(\d{4}|\d{2}(?!\d))|([\p{L}]{3,9})\.?\s(\d{1,2}),?\s(\d{4}))(?![\p{L}\d])/gu;

/**
 * Every date printed in `text`. `monthFirst` reads a/b/yyyy as month/day (US documents); the
 * caller decides it per document, see `prefersMonthFirst`.
 */
export function findDates(text: string, monthFirst = false): DateToken[] {
  const out: DateToken[] = [];
  for (const m of text.matchAll(NUMERIC_DATE)) {
    let day: number, month: number, year: number | null;
    if (m[1]) [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    else if (m[4]) {
      [day, month, year] = [Number(m[4]), Number(m[6]), fullYear(m[7])];
      if (m[5] === '/' && (monthFirst || month > 12) && day <= 12) [day, month] = [month, day];
    } else [day, month, year] = [Number(m[8]), Number(m[9]), null];
    if (valid(day, month) && plausibleYear(year)) out.push({ start: m.index!, end: m.index! + m[0].length, day, month, year });
  }
  for (const m of text.matchAll(NAMED_DATE)) {
    const name = (m[2] ?? m[4]).toLowerCase();
    const month = MONTHS[name];
    if (!month) continue;
    const day = Number(m[1] ?? m[5]);
    const year = fullYear(m[3] ?? m[6]);
    if (valid(day, month) && plausibleYear(year) && !out.some((d) => d.start < m.index! + m[0].length && m.index! < d.end)) {
      out.push({ start: m.index!, end: m.index! + m[0].length, day, month, year });
    }
  }
  const leading = out.length && out[0].start <= 1 ? null : yearlessNamedDate(text);
  if (leading && !out.some((d) => d.start < leading.end)) out.push(leading);
  return out.sort((a, b) => a.start - b.start);
}

/**
 * A change in units printed with an explicit sign and more than two decimals or none
 * ("+0,188", "-9,869", "+7"): how fund and securities tables show what a line bought or sold.
 */
export function unitsDelta(text: string): 1 | -1 | 0 {
  const m = /(?<![\p{L}\d.,:/])([+-])\s?(\d+(?:[.,]\d{3,})?|\d+)(?![\d.,]*\d)(?![.,]\d)/u.exec(text);
  return m ? (m[1] === '-' ? -1 : 1) : 0;
}

/*
 * A month name and day at the very start of a line, without a year ("Jun 09 Tyson Foods ..."):
 * US activity tables print the year once, in the statement period.
 */
const YEARLESS_NAMED_DATE = /^(\s*)(\p{L}{3,9})\.?\s(\d{1,2})(?![\d.,:])/u;

function yearlessNamedDate(text: string): DateToken | null {
  const m = YEARLESS_NAMED_DATE.exec(text);
  const month = m && MONTHS[m[2].toLowerCase()];
  if (!m || !month || !valid(Number(m[3]), month)) return null;
  return { start: m[1].length, end: m[0].length, day: Number(m[3]), month, year: null };
}

/** True when the document writes slash dates month first (some a/b/yyyy has b > 12). */
export function prefersMonthFirst(texts: string[]): boolean {
  let monthFirst = 0;
  let dayFirst = 0;
  for (const t of texts) {
    for (const m of t.matchAll(/(?<![\d/])(\d{1,2})\/(\d{1,2})\/\d{2,4}/g)) {
      if (Number(m[2]) > 12) monthFirst++;
      if (Number(m[1]) > 12) dayFirst++;
    }
  }
  return monthFirst > dayFirst;
}

export function isoDate(d: DateToken, year: number): string {
  return `${year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/*
 * A money amount: digits grouped by . , ' or a (narrow) space, exactly two decimals, optionally
 * signed in front (also "- 40,00"), behind ("40,00-"), in parentheses, or with a currency symbol.
 */
const AMOUNT =
  /(?<![\p{L}\d.,'/:-])(\()?([+\-−]\s?)?(?:[$€£]\s?)?(\d{1,3}(?:(?:[.,'’]|\s(?=\d{3}(?!\d)))\d{3})*|\d{1,7})([.,])(\d{2})(?!\d|[.,]\d)(\))?(?:([-+])(?!\d)|\s([-+])(?!\s?\d))?(?:\s?(S|H|CR|DR|Cr|Dr)\b)?/gu;

export function findAmounts(text: string): AmountToken[] {
  const out: AmountToken[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const [whole, open, lead, intPart, , decimals, close, trailAdjacent, trailSpaced, marker] = m;
    const trail = trailAdjacent ?? trailSpaced;
    if (/[.,'’]/.test(intPart) && intPart.replace(/\d/g, '').includes(m[4])) continue; // 1.234.56: not an amount
    let start = m.index!;
    let end = start + whole.length;
    if (open && !close) start += 1;
    if (close && !open) end -= 1;
    const negative = (open && close) || /[-−]/.test(lead ?? '') || trail === '-' || marker === 'S' || /^dr$/i.test(marker ?? '');
    const explicit = Boolean((open && close) || lead || trail || marker);
    const digits = intPart.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
    if (text[end] === '%' || text.slice(end, end + 2) === ' %') continue;
    out.push({ start, end, value: `${negative ? '-' : ''}${digits}.${decimals}`, explicitSign: explicit });
  }
  return out;
}

export function negate(value: string): string {
  return value.startsWith('-') ? value.slice(1) : `-${value}`;
}

export function absolute(value: string): string {
  return value.replace(/^-/, '');
}
