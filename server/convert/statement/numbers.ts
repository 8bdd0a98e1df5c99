import { matchesOf } from './matches';
import { findIbans } from './iban';

/**
 * Printed numbers → plain decimal strings ("-1234.56"). Never goes through floating point, so
 * what the document prints is what the row holds; arithmetic (netting taxes, summing fees) uses
 * scaled BigInts for the same reason.
 */
export type DecimalSeparator = ',' | '.';

/** One number as printed in a line, with where it stands (for "value after label" rules). */
export type NumberMatch = { value: string; index: number; end: number; raw: string };

// Digits with optional grouping (. , ' ’ or a thin/normal space between groups of three), an
// optional decimal part, and the sign conventions seen on statements: leading -/+/−, parentheses,
// trailing minus; a sign before a dollar's country letters too ("-US$1,000.00", "-HK$12.30").
const NUMBER =
  /(\()?([-+−–]\s?|[-+−–](?:[A-Z]{1,2}(?=\$))?[€$£]\s?)?(\d{1,3}(?:(?:[.,'’]|[ \u00a0\u202f](?=\d{3}(?:\D|$)))\d{3})+(?![\d'’])(?:[.,]\d+)?|\d+(?:[.,]\d+)?|[.,]\d+)(\))?( ?-(?! ?\d))?/g;

/**
 * Which character separates decimals in this document: the one that is followed by exactly
 * two digits most often (amounts). Ties go to the comma: most of the world writes 1.234,56.
 */
export function detectDecimalSeparator(text: string): DecimalSeparator {
  // a figure grouping thousands before its decimals (10.000,00; 1,148.29; 3 016.20) proves its convention,
  // where day and month without a year (15.11 29.11) look like figures with two decimals
  const groupedCommas = text.match(/\d[. \u00a0\u202f]\d{3},\d{2}(?!\d)/g)?.length ?? 0;
  const groupedDots = text.match(/\d[, \u00a0\u202f]\d{3}\.\d{2}(?!\d)/g)?.length ?? 0;
  if (groupedCommas !== groupedDots) return groupedCommas > groupedDots ? ',' : '.';
  const commas = text.match(/\d,\d{2}(?![\d])/g)?.length ?? 0;
  // a whole figure, not the end of a date ("26.01.09" is no 1.09)
  const dots = text.match(/(?<![\d.])\d+\.\d{2}(?![\d.])/g)?.length ?? 0;
  return dots > commas ? '.' : ',';
}

/**
 * How this document groups thousands, decided once for the document, since a single figure cannot
 * tell: "spaces" where it prints 1 240,00 at least as often as 1.240,00 or 2'895; "marks" where it
 * groups with . , or ' and never with a space; "unknown" without evidence either way (or mixed).
 */
export function thousandsGrouping(text: string): 'spaces' | 'marks' | 'unknown' {
  // a group standing alone ("1 240,00", "-1 240,00"), not the end of a reference glued to a label ("PN:812 100,00",
  // "Ref-812 100,00") nor the end of an account number before the figure ("IBAN DE90 1234 5678 1234 5678 90 450,84 EUR")
  const spaced = withoutIbans(text).match(/(?<![\p{L}\d:#/.,]|[\p{L}\d]-)\d{1,3}[ \u00a0\u202f]\d{3}[.,]\d{2}(?!\d)/gu)?.length ?? 0;
  const marked = text.match(/\d[.,'’]\d{3}[.,]\d{2}(?!\d)|\d['’]\d{3}(?!\d)/g)?.length ?? 0;
  if (spaced > 0 && spaced >= marked) return 'spaces';
  return marked > 0 && spaced === 0 ? 'marks' : 'unknown';
}

function withoutIbans(text: string): string {
  return findIbans(text).reduceRight((t, s) => t.slice(0, s.index) + ' ' + t.slice(s.end), text);
}

/**
 * Whether a space between digits may group thousands in this document: not where it groups with
 * marks only, for there a space separates two values ("15 193 USD" is 15 units at 193). Without
 * evidence, a space may group (French 10 000).
 */
export function groupsWithSpaces(text: string): boolean {
  return thousandsGrouping(text) !== 'marks';
}

/** Interprets one numeric token ("1.234,56", "(1,234.56)", "12,50-", "1'000") as a decimal string. */
export function parseNumber(raw: string, decimal: DecimalSeparator = ','): string | null {
  const matches = findNumbers(raw, decimal);
  return matches.length === 1 ? matches[0].value : null;
}

/**
 * All numbers in a line of text, left to right. Dates and other digit runs are the caller's to skip.
 * spaceGroups false (see groupsWithSpaces): a space between digits ends a number.
 */
export function findNumbers(text: string, decimal: DecimalSeparator = ',', spaceGroups = true): NumberMatch[] {
  const out: NumberMatch[] = [];
  // the same length as the text, so that positions hold; "|" is no part of a number
  const readable = spaceGroups ? text.replace(GLUED_REFERENCE_BLANK, '|') : text.replace(/(?<=\d)[ \u00a0\u202f](?=\d)/g, '|');
  for (const m of matchesOf(NUMBER, readable)) {
    const [raw, open, sign, body, close, trailing] = m;
    const value = normalise(body, decimal);
    if (value === null) continue;
    const before = text[m.index! - 1];
    // A minus glued to a word ("Ex-Tag", "ISIN-12") is a hyphen, not a sign.
    const signIsHyphen = !!sign && before !== undefined && /[\p{L}\d]/u.test(before);
    const negative = (!!open && !!close) || (!!sign && /[-−–]/.test(sign) && !signIsHyphen) || !!trailing;
    out.push({ value: negative && !/^0(\.0+)?$/.test(value) ? '-' + value : value, index: m.index!, end: m.index! + raw.length, raw });
  }
  return out;
}

/** The blank after a reference glued to its label ("PN:812 500,00", "Ref-812 500,00"): it ends the reference, no group of thousands. */
const GLUED_REFERENCE_BLANK = /(?<=(?:[:#/]|[\p{L}\d]-)\d{1,3})[ \u00a0\u202f](?=\d)/gu;

function normalise(body: string, decimal: DecimalSeparator): string | null {
  // most figures on a line are plain digit runs (counts, references, days): nothing to convert
  if (DIGITS_ONLY.test(body)) return trimLeadingZeros(body);
  // most others print the document's own decimals, grouped by its marks or not ("24,08", "1.234,56"):
  // what the rules below make of them, without their splits and joins
  const plain = (decimal === ',' ? COMMA_DECIMALS : DOT_DECIMALS).exec(body);
  if (plain) return trimLeadingZeros(`${plain[1].replaceAll(decimal === ',' ? '.' : ',', '')}.${plain[2]}`);
  const group = decimal === ',' ? '.' : ',';
  let s = body.replace(/[ \u00a0\u202f'’]/g, '');
  const lastDecimal = s.lastIndexOf(decimal);
  const groups = s.split(group).length - 1;
  if (groups > 0 && lastDecimal < 0 && !/^\d{1,3}(\d{3})?(\.\d{3}|,\d{3})+$/.test(s)) {
    // "12.5" in a comma document: a lone separator not followed by a group of three is a
    // decimal point after all (English-formatted figures inside a German document, and vice versa).
    if (groups === 1) return trimLeadingZeros(s.replace(group, '.').replace(/^\./, '0.'));
    return null;
  }
  if (groups > 0 && lastDecimal >= 0 && s.indexOf(group) > lastDecimal) return null; // 1,234.5,6
  s = s.split(group).join('');
  if (s.split(decimal).length > 2) {
    // "1.234.567" with '.' as decimal separator can only be grouping.
    if (decimal === '.') s = s.split('.').join('');
    else return null;
  }
  s = s.replace(decimal, '.');
  if (s.startsWith('.')) s = '0' + s;
  return trimLeadingZeros(s);
}

const DIGITS_ONLY = /^\d+$/;
const COMMA_DECIMALS = /^(\d{1,3}(?:\.\d{3})+|\d+),(\d+)$/;
const DOT_DECIMALS = /^(\d{1,3}(?:,\d{3})+|\d+)\.(\d+)$/;

function trimLeadingZeros(s: string): string {
  // most figures open with another digit: nothing to trim, and no regex to run
  return s.charCodeAt(0) === ZERO ? s.replace(/^0+(?=\d)/, '') : s;
}

const ZERO = '0'.charCodeAt(0);

// --- exact decimal arithmetic on the strings above --------------------------------------------

function scale(s: string): number {
  const i = s.indexOf('.');
  return i < 0 ? 0 : s.length - i - 1;
}

function toScaled(s: string, digits: number): bigint {
  const negative = s.startsWith('-');
  const [int, frac = ''] = s.replace('-', '').split('.');
  const v = BigInt(int + frac.padEnd(digits, '0'));
  return negative ? -v : v;
}

function fromScaled(v: bigint, digits: number): string {
  const negative = v < 0n;
  let s = (negative ? -v : v).toString().padStart(digits + 1, '0');
  if (digits > 0) s = s.slice(0, -digits) + '.' + s.slice(-digits);
  return (negative ? '-' : '') + s;
}

export function addDecimals(...values: string[]): string {
  const digits = Math.max(0, ...values.map(scale));
  return fromScaled(
    values.reduce((sum, v) => sum + toScaled(v, digits), 0n),
    digits,
  );
}

export function negate(value: string): string {
  if (/^-?0*(\.0*)?$/.test(value)) return value.replace('-', '');
  return value.startsWith('-') ? value.slice(1) : '-' + value;
}

export function absolute(value: string): string {
  return value.replace(/^-/, '');
}

export function isZero(value: string): boolean {
  return /^-?0*\.?0*$/.test(value);
}

/** One spelling for one value ("012.50" and "12.5" → "12.5", "-0.00" → "0"), for looking values up. */
export function canonicalDecimal(value: string): string {
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = absolute(value).split('.');
  const int = whole.replace(/^0+(?=\d)/, '') || '0';
  const frac = fraction.replace(/0+$/, '');
  const digits = frac ? `${int}.${frac}` : int;
  return negative && digits !== '0' ? `-${digits}` : digits;
}

export function compareDecimals(a: string, b: string): number {
  const digits = Math.max(scale(a), scale(b));
  const d = toScaled(a, digits) - toScaled(b, digits);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/** "254.9286" → "254.93", "5" → "5.00": exact decimal rounding half away from zero. */
export function toCents(value: string): string {
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = absolute(value).split('.');
  let cents = BigInt(whole + (fraction + '00').slice(0, 2));
  if (Number((fraction + '000')[2]) >= 5) cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  return (negative && cents !== 0n ? '-' : '') + digits.slice(0, -2) + '.' + digits.slice(-2);
}

/** A product of two figures in cents ("units × price", "a value × a rate"), as the document would print it. */
export function productInCents(a: string | number, b: string | number): string {
  const product = Math.round(Number(a) * Number(b) * 100) / 100;
  // past 2^53 a float loses the cents and prints an exponent ("1.7e+38", a reference number read as a price)
  return Math.abs(product) < Number.MAX_SAFE_INTEGER / 100 ? product.toFixed(2) : exactProductInCents(String(a), String(b));
}

function exactProductInCents(a: string, b: string): string {
  const digits = scale(a) + scale(b);
  const product = toScaled(a, scale(a)) * toScaled(b, scale(b));
  return fromScaled(digits >= 2 ? product / 10n ** BigInt(digits - 2) : product * 10n ** BigInt(2 - digits), 2);
}
