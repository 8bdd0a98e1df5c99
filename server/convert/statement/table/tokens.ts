import { DateOptions, findDates as findFullDates } from '../dates';
import { DecimalSeparator, addDecimals, findNumbers, negate } from '../numbers';
import { MONTH_NAMES } from '../vocabulary/months';
import { matchesOf } from '../matches';
import { perDocumentMap } from '../memo';
import { TIME_OF_DAY_UNIT } from '../vocabulary/dateRoles';

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
const RANGE_END = /(?<=\d\.\d{4}\s?[-–]\s?)(\d{1,2})\.(\d{1,2})\.(\d{4})(?!\d)/g;
const DASHED_DAY_MONTH_PAIR = /(^|\s)(\d{2}-\d{2}) (\d{2}-\d{2})(?![\d-])/g;
const LEADING_MONTH_DAY = /^(\s*)(\p{L}{3,9})\.?\s(\d{1,2})(?![\d.,:])/u;
// and the day first ("02 Mai Überweisung ...", "15 avr. Virement ..."), its year wrapped away or left to the statement
const LEADING_DAY_MONTH = /^(\s*)(\d{1,2})\.?\s(\p{L}{3,9})\.?(?!\p{L})/u;

// The table reader asks for the dates of one line several times (finding the first header, the
// statement's years, entries and their columns): they are remembered per options object, which a
// document's context holds for one reading. Callers get copies, as every call used to return new tokens.
const rememberedDates = perDocumentMap<DateOptions, Map<string, DateToken[]>>();
const MAX_REMEMBERED_LINES = 10_000;

/** Every date printed in `text`, with or without its year. */
export function findDates(text: string, options?: DateOptions): DateToken[] {
  if (!options) return readDates(text, {});
  const byOptions = rememberedDates();
  let byText = byOptions.get(options);
  if (!byText) byOptions.set(options, (byText = new Map()));
  let dates = byText.get(text);
  if (!dates) {
    dates = readDates(text, options);
    if (byText.size < MAX_REMEMBERED_LINES) byText.set(text, dates);
  }
  return dates.map((d) => ({ ...d }));
}

function readDates(text: string, options: DateOptions): DateToken[] {
  // every form prints digits: most lines of headings and prose hold none
  if (!/\d/.test(text)) return [];
  const out: DateToken[] = findFullDates(text, options).map((d) => {
    const [year, month, day] = d.iso.split('-').map(Number);
    return { start: d.index, end: d.end, day, month, year };
  });
  for (const m of matchesOf(DAY_MONTH, text)) {
    const [day, month] = [Number(m[1]), Number(m[2])];
    const end = m.index! + m[0].length;
    if (validDayMonth(day, month) && isFree(out, m.index!, end)) out.push({ start: m.index!, end, day, month, year: null });
  }
  // "31.05.2024-29.06.2024": the end of a period glued to its start by a dash, which the shared reader takes for a sign
  for (const m of matchesOf(RANGE_END, text)) {
    const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const end = m.index! + m[0].length;
    if (validDayMonth(day, month) && isFree(out, m.index!, end)) out.push({ start: m.index!, end, day, month, year });
  }
  // "1 19-12 20-12 Uberweisung ...": a booking and a value date, day and month joined by a dash, side by side
  for (const m of matchesOf(DASHED_DAY_MONTH_PAIR, text)) {
    const at = m.index! + m[1].length;
    const second = at + m[2].length + 1;
    const pair = [
      { start: at, end: at + 5, day: Number(m[2].slice(0, 2)), month: Number(m[2].slice(3)), year: null },
      { start: second, end: second + 5, day: Number(m[3].slice(0, 2)), month: Number(m[3].slice(3)), year: null },
    ];
    if (pair.every((d) => validDayMonth(d.day, d.month) && isFree(out, d.start, d.end))) out.push(...pair);
  }
  const leading = leadingDayAndMonthName(text);
  if (leading && isFree(out, leading.start, leading.end)) out.push(leading);
  return out.sort((a, b) => a.start - b.start);
}

/** A line opening with a month name and a day, or a day and a month name, without a year. */
function leadingDayAndMonthName(text: string): DateToken | null {
  const monthFirst = LEADING_MONTH_DAY.exec(text);
  const dayFirst = monthFirst ? null : LEADING_DAY_MONTH.exec(text);
  const m = monthFirst ?? dayFirst;
  if (!m) return null;
  const [day, name] = monthFirst ? [Number(m[3]), m[2]] : [Number(m[2]), m[3]];
  const month = monthByName.get(name.toLowerCase());
  return month && validDayMonth(day, month) ? { start: m[1].length, end: m[0].length, day, month, year: null } : null;
}

const validDayMonth = (d: number, m: number) => d >= 1 && d <= 31 && m >= 1 && m <= 12;

function isFree(found: DateToken[], start: number, end: number): boolean {
  return !found.some((d) => start < d.end && d.start < end);
}

export function isoDate(d: DateToken, year: number): string {
  return `${year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/*
 * A money amount: a number (read by the shared number reader) with exactly two decimals, plus
 * the debit/credit conventions of ledgers the number reader leaves to its callers: a trailing
 * plus ("2.000,00+") and S/H, CR/DR markers.
 */

/** dashCells: the document glues its minus signs to their figures ("-5,83"), so a dash a space apart ("- 5,00") is an empty cell. */
export type NumberStyle = { decimal: DecimalSeparator; spaceGroups: boolean; dashCells?: boolean };

// The table reader asks for the amounts of one line several times (finding headers, reading
// entries and their columns): they are remembered per style object, which a table context holds
// for one reading of a document. Callers get copies, as every call used to return new tokens.
const rememberedAmounts = perDocumentMap<NumberStyle, Map<string, AmountToken[]>>();

const MAY_HOLD_MONEY = /[.,]\d|[$€£]/;

export function findAmounts(text: string, style?: NumberStyle): AmountToken[] {
  if (!style) return readAmounts(text, { decimal: ',', spaceGroups: true });
  const byStyle = rememberedAmounts();
  let byText = byStyle.get(style);
  if (!byText) byStyle.set(style, (byText = new Map()));
  let amounts = byText.get(text);
  if (!amounts) {
    amounts = readAmounts(text, style);
    if (byText.size < MAX_REMEMBERED_LINES) byText.set(text, amounts);
  }
  return amounts.map((a) => ({ ...a }));
}

function readAmounts(text: string, style: NumberStyle): AmountToken[] {
  const out: AmountToken[] = [];
  // money prints decimals or stands beside a currency symbol: lines of words and whole numbers hold none
  if (!MAY_HOLD_MONEY.test(text)) return out;
  // where the document groups thousands with . , or ', a space between digits separates two values ("Deka-BR 100 175,00")
  const readable = style.spaceGroups ? text : text.replace(/(\d)[ \u00a0\u202f](?=\d)/g, '$1|');
  for (const n of findNumbers(readable, style.decimal)) {
    const before = text.slice(0, n.index);
    const rest = text.slice(n.end);
    const twoDecimals = /^-?\d{1,7}\.\d{2}$/.test(n.value) && /[.,]\d{2}\)?\s?-?$/.test(n.raw);
    // "€0,3", "€1", "6.384 €": money by its symbol even when printed with fewer decimals
    const besideSymbol = /[$€£]\s?$/.test(before) || /^\s?€/.test(rest);
    if (!(twoDecimals || (besideSymbol && /^-?\d{1,7}(\.\d{1,2})?$/.test(n.value))) || /\d{8}/.test(n.raw)) continue;
    if (/[\p{L}\d.,'/:]$/u.test(before) && !/[$€£]$/.test(before)) continue; // part of a reference
    // a whole number glued to letters after a symbol is an account's name ("Account(s): € 923975INET"), not "€ 923.975"
    if (!twoDecimals && /^\p{L}/u.test(rest)) continue;
    let end = n.end;
    let value = twoDecimals ? n.value : addDecimals(n.value, '0.00');
    // a parenthesis signs only in a pair: "(1,523.40 EUR)" opens before the figure and closes after its currency
    const raw = n.raw.trim();
    const symbolInParentheses = /\([$€£]\s?$/.test(before); // ($63.62)
    const parenthesised = (raw.startsWith('(') || symbolInParentheses) && raw.endsWith(')');
    let explicitSign = /^[+\-−–]|-$/.test(raw) || parenthesised;
    if (style.dashCells && /^[-−–]\s/.test(n.raw) && value.startsWith('-')) [value, explicitSign] = [value.slice(1), false];
    if (symbolInParentheses && n.raw.endsWith(')') && !value.startsWith('-')) value = negate(value);
    const after = /^(\s?\+(?!\s?\d)|\s?(?:S|H|CR|DR|Cr|Dr)\b)/.exec(rest);
    if (after) {
      end += after[0].length;
      explicitSign = true;
      if (/^\s?(S|DR|Dr)$/.test(after[0]) && !value.startsWith('-')) value = negate(value);
    }
    if (/^\s?%/.test(text.slice(end)) || /^\d/.test(text.slice(end))) continue;
    if (TIME_OF_DAY_UNIT.test(text.slice(end))) continue; // "DATUM 10.07.2025, 08.43 UHR": a time, not money
    out.push({ start: n.index, end, value, explicitSign });
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

/** Whether a document glues minus signs to its amounts ("-5,83", not "- 5,83"). */
export function gluesMinusSigns(text: string): boolean {
  return /(?<![\p{L}\d.,])[-−–]\d[\d.,' ]*[.,]\d{2}(?!\d)/u.test(text);
}
