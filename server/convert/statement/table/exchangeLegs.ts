import { isCurrencyCode } from '../currency';
import { DecimalSeparator, absolute, addDecimals, compareDecimals, negate, parseNumber } from '../numbers';
import { HeaderColumn, TableHeader } from './headerRow';
import type { AmountToken } from './tokens';

/** A trade an exchange prints as its two legs: the money paid or received, the units of the asset got or given. */
export type ExchangeLegs = { money: AmountToken; units: string; fee: string };

/**
 * A figure and, after a space, the code or sign of what it counts ("0.01500000 BTC", "941.25 EUR", "99.0 €"; not a
 * reference such as "750968DB-…").
 */
const FIGURE_AND_CODE = /(?<![\p{L}\d.,'-])(\d[\d.,']*)\s([A-Z]{2,5}|[€$£])(?![\p{L}\d-])/gu;

/** Whether a leg's code or sign is money's. */
const isMoney = (code: string) => isCurrencyCode(code) || MONEY_SIGN.test(code);
const MONEY_SIGN = /^[€$£]$/;

/**
 * "0.01500000 BTC  941.25 EUR  2.35 EUR" under "Received  Sent  Fee" ("eingehender Betrag  ausgehender Betrag"): a table
 * heading an incoming and an outgoing leg prints each as a figure and its code, one of them money, the other units of an
 * asset no currency code names. The money leg in the outgoing column paid for the units (a purchase), in the incoming one
 * they were sold for; a fee printed after them in the same money is paid on top of a purchase and out of a sale.
 */
export function exchangeLegs(text: string, table: TableHeader | null, decimal: DecimalSeparator): ExchangeLegs | null {
  const legs = legColumns(table);
  const pairs = legs ? figuresAndCodes(text, decimal) : null;
  return legs && pairs ? legsOf(text, pairs, legs) : null;
}

/**
 * The money a line under both legs' headings books: a trade's (its legs), or a deposit's or withdrawal's one figure in a
 * currency ("Einzahlung 14.06.2024 25.5 EUR"), printed as the exchange holds it, without its trailing zero.
 */
export function legMoney(text: string, table: TableHeader | null, decimal: DecimalSeparator): AmountToken | null {
  const legs = legColumns(table);
  const pairs = legs ? figuresAndCodes(text, decimal) : null;
  if (!legs || !pairs) return null;
  const traded = legsOf(text, pairs, legs);
  if (traded) return traded.money;
  if (pairs.length !== 1 || !isMoney(pairs[0].m[2])) return null;
  const start = pairs[0].m.index!;
  return { start, end: start + pairs[0].m[0].length, value: pairs[0].value!, explicitSign: false };
}

type FigureAndCode = { m: RegExpMatchArray; value: string | null };

/** The trade a line's figures and codes print under the legs' headings, or null where they print none. */
function legsOf(text: string, pairs: FigureAndCode[], legs: HeaderColumn[]): ExchangeLegs | null {
  if (pairs.length < 2 || pairs.length > 3 || !sideBySide(text, pairs)) return null;
  const moneyAt = pairs.slice(0, 2).findIndex((p) => isMoney(p.m[2]));
  const asset = pairs[1 - moneyAt];
  if (moneyAt < 0 || isMoney(asset.m[2])) return null;
  const money = pairs[moneyAt];
  const fee = pairs[2];
  // a figure after the legs larger than the money is no fee on it (a ledger's running balance)
  if (fee && (fee.m[2] !== money.m[2] || compareDecimals(absolute(fee.value!), absolute(money.value!)) >= 0)) return null;
  const bought = legs[moneyAt].role === 'debit';
  const feeValue = fee ? absolute(fee.value!) : '';
  const cash = feeValue ? addDecimals(absolute(money.value!), bought ? feeValue : negate(feeValue)) : absolute(money.value!);
  const start = money.m.index!;
  return {
    money: { start, end: start + money.m[0].length, value: bought ? negate(cash) : cash, explicitSign: true },
    units: absolute(asset.value!),
    fee: feeValue,
  };
}

/** The headings of the incoming and the outgoing leg, in the order printed; a leg may head its figure and its code apart ("eingehender Betrag  eingehendes Asset"). */
function legColumns(table: TableHeader | null): HeaderColumn[] | null {
  const incoming = table?.columns.find((c) => c.role === 'credit');
  const outgoing = table?.columns.find((c) => c.role === 'debit');
  if (!incoming || !outgoing) return null;
  return incoming.x0 < outgoing.x0 ? [incoming, outgoing] : [outgoing, incoming];
}

/** Every figure printed with a code, or null where one of them is no number (or a reference: "345354353448489 KW"). */
function figuresAndCodes(text: string, decimal: DecimalSeparator): FigureAndCode[] | null {
  const pairs = [...text.matchAll(FIGURE_AND_CODE)].map((m) => ({ m, value: parseNumber(m[1], figureDecimal(m[1], decimal)) }));
  return pairs.some((p) => p.value === null || REFERENCE.test(p.m[1])) ? null : pairs;
}

/** Whether the pairs stand side by side, as columns do, nothing but blanks between them ("… UCITS 10 2024 ETF, quantity: …" is prose). */
function sideBySide(text: string, pairs: Array<{ m: RegExpMatchArray }>): boolean {
  return pairs.every((p, i) => i === 0 || !text.slice(pairs[i - 1].m.index! + pairs[i - 1].m[0].length, p.m.index!).trim());
}

/** A run of eight digits or more without a separator: a reference, not a count. */
const REFERENCE = /^\d{8,}$/;

/**
 * "0.001 BTC", "99.0 EUR": a figure whose only separator stands after a zero or before other than three digits marks its
 * decimals, whatever the document's convention (an exchange prints units as the machine holds them).
 */
function figureDecimal(raw: string, decimal: DecimalSeparator): DecimalSeparator {
  const single = /^(\d+)([.,])(\d+)$/.exec(raw);
  if (!single || (single[1] !== '0' && single[3].length === 3)) return decimal;
  return single[2] as DecimalSeparator;
}
