import { DateOptions, findDates as findFullDates } from '../dates';
import { MONTH_NAMES } from '../vocabulary/months';

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

const monthByName = new Map<string, number>();
for (const months of Object.values(MONTH_NAMES)) {
  months.forEach((names, i) => names.forEach((n) => monthByName.has(n) || monthByName.set(n, i + 1)));
}

// Dates without a year, which the shared date reader leaves alone: "15.02." in German ledgers,
// and a month name and day opening a US activity line ("Jun 09 Tyson Foods ...").
const DAY_MONTH = /(?<![\d.,/-])(\d{1,2})\.(\d{1,2})\.(?=\s|$)/g;
const LEADING_MONTH_DAY = /^(\s*)(\p{L}{3,9})\.?\s(\d{1,2})(?![\d.,:])/u;

/** Every date printed in `text`, with or without its year. */
export function findDates(text: string, options: DateOptions = {}): DateToken[] {
  const out: DateToken[] = findFullDates(text, options).map((d) => {
    const [year, month, day] = d.iso.split('-').map(Number);
    return { start: d.index, end: d.end, day, month, year };
  });
  const free = (start: number, end: number) => !out.some((d) => start < d.end && d.start < end);
  for (const m of text.matchAll(DAY_MONTH)) {
    const [day, month] = [Number(m[1]), Number(m[2])];
    const end = m.index! + m[0].length;
    if (validDayMonth(day, month) && free(m.index!, end)) out.push({ start: m.index!, end, day, month, year: null });
  }
  const leading = LEADING_MONTH_DAY.exec(text);
  const month = leading && monthByName.get(leading[2].toLowerCase());
  if (leading && month && validDayMonth(Number(leading[3]), month) && free(0, leading[0].length)) {
    out.push({ start: leading[1].length, end: leading[0].length, day: Number(leading[3]), month, year: null });
  }
  return out.sort((a, b) => a.start - b.start);
}

const validDayMonth = (d: number, m: number) => d >= 1 && d <= 31 && m >= 1 && m <= 12;

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


/**
 * A change in units printed with an explicit sign and more than two decimals or none
 * ("+0,188", "-9,869", "+7"): how fund and securities tables show what a line bought or sold.
 */
export function unitsDelta(text: string): 1 | -1 | 0 {
  const m = /(?<![\p{L}\d.,:/])([+-])\s?(\d+(?:[.,]\d{3,})?)(?![\d.,]*\d)(?![.,]\d)/u.exec(text);
  return m ? (m[1] === '-' ? -1 : 1) : 0;
}
