import { findCurrencies, isCurrencyCode, printsCurrency } from './currency';
import { DateMatch, findDates } from './dates';
import { NumberMatch, findNumbers } from './numbers';
import { DocumentContext } from './context';
import { ISIN } from './vocabulary/identifiers';
import { findIbans } from './iban';
import { matchesOf } from './matches';
import { perDocumentMap } from './memo';

/** A money-like value in a line: a number that is no date, time, percentage or identifier. */
export type Amount = NumberMatch & { currency: string };

/** The amounts printed in a piece of text, left to right, each with the currency printed next to it. */
export function amountsIn(text: string, ctx: Pick<DocumentContext, 'decimal' | 'dates'> & { dollar?: string; spaceGroups?: boolean }): Amount[] {
  // the labels asked about are often printed without their value: nothing to look for then
  if (!/\d/.test(text)) return [];
  const blocked: { index: number; end: number }[] = [];
  for (const re of NO_AMOUNTS) for (const m of matchesOf(re, text)) blocked.push({ index: m.index, end: m.index + m[0].length });
  // an account number or a date is read as no figure, nor as the thousands of the figure after it
  // ("DE90 … 5678 90 450,84", "2025-01-21 165,42")
  const hidden = [...findIbans(text), ...findDates(text, ctx.dates)];
  // A bare "$" is the document's own dollar (AUD on an Australian contract note).
  const currencies = findCurrencies(text).map((c) =>
    c.symbol && c.code === 'USD' && ctx.dollar ? { code: ctx.dollar, index: c.index, end: c.end, symbol: c.symbol } : c,
  );
  const out: Amount[] = [];
  const readable = hidden.length ? hidden.reduce((t, b) => t.slice(0, b.index) + ' '.repeat(b.end - b.index) + t.slice(b.end), text) : text;
  for (const n of findNumbers(readable, ctx.decimal, ctx.spaceGroups ?? true)) {
    if (blocked.some((b) => n.index < b.end && n.end > b.index)) continue;
    if (/^\s*%/.test(text.slice(n.end))) continue;
    // Glued to letters ("Nr.1236644834", "A1B2C3") it is part of a reference, not a value.
    // A currency code may touch its figure ("EUR5,00"); other capitals may not ("(A0HGV0)").
    const before = text.slice(0, n.index);
    if (/[\p{L}]$/u.test(before) && !/[€$£]$/.test(before) && !isCurrencyCode(/[A-Z]{3}$/.exec(before)?.[0] ?? '')) continue;
    if (/^[\p{L}]/u.test(text.slice(n.end)) && !/^(?:[€$£]|[A-Z]{3}(?![A-Za-z]))/.test(text.slice(n.end))) continue;
    out.push(amountOf(n, nearestCurrency(text, n, currencies)));
  }
  return out;
}

/**
 * The figure with its currency, every field set in one order: amounts built by spreading a match
 * got hidden classes that died at each full GC, and the warm code reading them kept deoptimising.
 */
export function amountOf(n: NumberMatch, currency: string): Amount {
  return { value: n.value, index: n.index, end: n.end, raw: n.raw, currency };
}

/** Figures that are no amounts besides dates: ISINs, times of day (an IBAN is blanked before numbers are read). */
const NO_AMOUNTS = [ISIN, /\d{1,2}:\d{2}(?::\d{2}(?::\d{1,3})?)?/g];

type MoneyContext = Pick<DocumentContext, 'decimal' | 'dates'> & { dollar?: string; spaceGroups?: boolean };

/**
 * Amounts that look like money: with a decimal part or a printed currency (not counts or references).
 * Read once per text and context: the ranker reads every line's money, the rules many of the same lines
 * (and some twice). The amounts are shared, so no caller may change them (callers filter copies).
 */
export function moneyIn(text: string, ctx: MoneyContext): Amount[] {
  // text without figures holds no money: not worth remembering
  if (!DIGIT.test(text)) return [];
  const byContext = moneyRead();
  let known = byContext.get(ctx);
  // a context kept long (a unit test's) is bounded as memo.ts bounds a document's answers
  if (!known || known.size >= MAX_TEXTS) byContext.set(ctx, (known = new Map()));
  let money = known.get(text);
  if (money === undefined) known.set(text, (money = readMoney(text, ctx)));
  return money;
}

const moneyRead = perDocumentMap<MoneyContext, Map<string, Amount[]>>();
const MAX_TEXTS = 10_000;

function readMoney(text: string, ctx: MoneyContext): Amount[] {
  // Figures, but neither decimals nor a currency anywhere in the text: none of them can pass the test
  // below, so they need not be read (half the lines with figures, where the ranker reads every line).
  // Text without figures is amountsIn's to skip, before any currency is looked for.
  if (DIGIT.test(text) && !DECIMALS.test(text) && !printsCurrency(text)) return [];
  return amountsIn(text, ctx).filter(
    (a) => (DECIMALS.test(a.raw) || a.currency !== '') && !/^\d{7,}$/.test(a.value.replace('-', '')) && !COUNT_BEFORE.test(text.slice(0, a.index)),
  );
}

const DECIMALS = /[.,]\d/;
const DIGIT = /\d/;

/**
 * A count's unit printed before it ("STK 50,000"): the figure counts units, it is no money. Not a unit
 * printed after the count before it ("0,18854 Stück 24,08 EUR": the price follows).
 */
const COUNT_BEFORE = /(?<!\d[.,]?\s*)(?<!\p{L})(?:stk\.?|stück)\s*:?\s*$/iu;

export function datesIn(text: string, ctx: Pick<DocumentContext, 'dates'>): DateMatch[] {
  return findDates(text, ctx.dates);
}

/** A currency printed right after or right before a figure ("140,07 €", "EUR 140,07"). */
const CURRENCY_AFTER = /^\s?(?:[€$£]|[A-Z]{3}(?![A-Za-z]))/;
const CURRENCY_BEFORE = /(?:[€$£]|(?<![A-Za-z])[A-Z]{3})\s?$/;

/** Whether a currency touches the figure at [start, end) on the given side (either side where none is given). */
export function touchesCurrency(text: string, start: number, end: number, side?: 'before' | 'after'): boolean {
  return (side !== 'before' && CURRENCY_AFTER.test(text.slice(end))) || (side !== 'after' && CURRENCY_BEFORE.test(text.slice(0, start)));
}

/** The text with its dates blanked out, positions kept: what is left are figures that may be counts and amounts. */
export function withoutDates(text: string, ctx: Pick<DocumentContext, 'dates'>): string {
  return datesIn(text, ctx).reduce((t, d) => t.slice(0, d.index) + ' '.repeat(d.end - d.index) + t.slice(d.end), text);
}

function nearestCurrency(text: string, n: NumberMatch, currencies: ReturnType<typeof findCurrencies>): string {
  let best = '';
  let bestGap = Infinity;
  for (const c of currencies) {
    const gap = c.end <= n.index ? n.index - c.end : c.index >= n.end ? c.index - n.end : 0;
    const between = c.end <= n.index ? text.slice(c.end, n.index) : text.slice(n.end, c.index);
    // Another number between them means the currency belongs to that one.
    if (/\d/.test(between) || gap > 12) continue;
    // An "@" between them starts the price: its currency is the price's, not the units' ("500 @ €19.56").
    if (c.index >= n.end && between.includes('@')) continue;
    // Prefer the currency in front ("EUR 1,23"), as most documents print it there.
    const score = gap + (c.end <= n.index ? 0 : 0.5) + (c.symbol ? 3 : 0);
    if (score < bestGap) {
      bestGap = score;
      best = c.code;
    }
  }
  return best;
}
