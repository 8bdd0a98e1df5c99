import { Row, TransactionType, emptyRow } from '../../columns';
import { Line } from '../../words';
import { TableContext, epochDay, resolveDate } from './context';
import { Entry } from './entries';
import { TableHeader, hasRole, moneyColumnAt } from './headerRow';
import {
  ACCOUNT_CLOSING,
  ACCRUAL,
  CASH_RULES,
  CHARGE_WORDS,
  CURRENCY_EXCHANGE,
  DEBIT_INTEREST,
  DISTRIBUTION_WORDS,
  ORDER_MODE,
  SECURITIES_NOUN,
  PAYMENT_FIRST,
  PURCHASE_WORDS,
  QUANTITY,
  REFERENCE_LABEL_BEFORE,
  REINVESTED_INCOME,
  SALE_WORDS,
  TO_PAY_A_CHARGE,
  SETTLEMENT_NOTE,
  TAX_LAST,
  TAX_WORDS,
  TRADE_DETAILS,
  TRADE_EITHER_WAY,
  typeFromText,
} from '../vocabulary/bookings';
import { AmountToken, DateToken, findAmounts, findDates, unitsDelta } from './tokens';
import { bookedAmounts, mask, without } from './entries';
import { findIsins, labelledCusip } from '../identifiers';
import { absolute, addDecimals, compareDecimals, isZero, negate, parseNumber, productInCents } from '../numbers';
import { chargesAfterValue } from './tradeCharges';
import { standsAlone } from './netting';
import { statedTotal } from './statedTotal';
import { closingDay } from './closingDay';
import { CurrencyMatch, findCurrencies } from '../currency';
import { columnOf, readColumns } from './columns';
import { cellsOf, laidOut } from './cells';
import { ExchangeLegs, exchangeLegs } from './exchangeLegs';
import { PricedTrade, pricedBelow, pricedTrade } from './pricedTrade';
import { markCashLeg } from './cashLegs';
import { matchesOf } from '../matches';
import { because, quoted } from '../explain';
import { BOOKING_DATE_LABEL_BEFORE, TRADE_DATE_HEADING, VALUE_DATE_HEADING, VALUE_DATE_LABEL_BEFORE } from '../vocabulary/dateRoles';
import { REFUND_OR_REVERSAL } from '../vocabulary/reversals';
import { PRICE_PHRASE } from '../vocabulary/prices';

const CASH_IN: TransactionType[] = ['Sell', 'Dividend', 'Interest', 'Deposit', 'Fee Refund', 'Tax Refund', 'Transfer In'];

/** Horizontal span of the characters [start, end) of a line's text, from its words' boxes. */
function spanOf(line: Line, start: number, end: number): { x0: number; x1: number } | null {
  let offset = 0;
  let x0: number | null = null;
  let x1: number | null = null;
  for (const w of line.words) {
    const at = line.text.indexOf(w.text, offset);
    if (at < 0) return null;
    offset = at + w.text.length;
    if (x0 === null && offset > start) x0 = w.x;
    if (at < end) x1 = w.x + w.width;
  }
  return x0 === null || x1 === null ? null : { x0, x1 };
}

/**
 * The transaction amount among the line's amounts: a running balance printed last is not it; of
 * the rest the last one is (quantities and prices come before the money in most layouts).
 */
function pickAmount(entry: Entry): AmountToken {
  // "Betrag/EUR  Preis/EUR  Anteile" over "55,39 60,54 0,915": one figure per numeric column, in the header's order
  const numeric = entry.table?.columns.filter((c) => NUMERIC_ROLES.includes(c.role)) ?? [];
  const amountColumn = numeric.findIndex((c) => c.role === 'amount');
  if (numeric.length > 1 && amountColumn >= 0 && entry.amountLine === entry.line) {
    if (numeric.length === entry.amounts.length) return entry.amounts[amountColumn];
    // units printed with three decimals are no money, yet fill their column ("2,04 93,84 0,022")
    const figures = matchesOf(FIGURE, mask(entry.line.text, entry.dates));
    const inColumn = figures.length === numeric.length ? entry.amounts.find((a) => a.start === figures[amountColumn].index) : undefined;
    if (inColumn) return inColumn;
  }
  const candidates = [...entry.amounts];
  if (candidates.length > 1 && hasRole(entry.table, 'balance')) candidates.pop();
  return candidates[candidates.length - 1];
}

/** A figure standing alone on a line: digits with their separators and sign, not part of a word or reference. */
const FIGURE = /(?<![\p{L}\d.,/-])[+-]?\d[\d.,']*(?![\p{L}\d])/gu;

/** How far a trade's cash may stray from its value: the charges of one order. */
const CHARGES_SHARE = 0.05;

/**
 * "buy 1 USD 512.941000 -512.94 commission: -1.00 -513.94": of the money printed after a trade's
 * value, the last figure close to it is the cash that moved (the value net of charges).
 */
function settledAfter(priced: PricedTrade, amounts: AmountToken[]): AmountToken {
  const value = Math.abs(Number(priced.value.value));
  const net = amounts.filter((a) => a.start >= priced.value.start && Math.abs(Math.abs(Number(a.value)) - value) <= value * CHARGES_SHARE);
  return net[net.length - 1] ?? priced.value;
}

const NUMERIC_ROLES = ['amount', 'debit', 'credit', 'balance', 'quantity', 'price', 'fees', 'taxes'];

/** Sign from a Debit/Credit (Soll/Haben) column pair, when the table has one. */
function signFromColumns(entry: Entry, amount: AmountToken): 1 | -1 | 0 {
  const table = entry.table;
  if (!table || !hasRole(table, 'debit') || !hasRole(table, 'credit') || table.page !== entry.line.page) return 0;
  // positions mean columns only where the line is laid out in columns (a gap before the amount)
  if (!/\s{2,}\S*$/.test(entry.amountLine.text.slice(0, amount.start + 1))) return 0;
  const span = spanOf(entry.amountLine, amount.start, amount.end);
  if (!span) return 0;
  const column = moneyColumnAt(table, span.x0, span.x1);
  return column?.role === 'debit' ? -1 : column?.role === 'credit' ? 1 : 0;
}

/**
 * "Af  63,12", "500,00  Bij", "42.17  DR": a debit or credit word standing as a cell of its own right before or
 * after the amount marks its direction (a column headed "Af/Bij", "D/C"), where no sign or column pair does.
 */
function markedSign(entry: Entry, amount: AmountToken): 1 | -1 | 0 {
  const text = entry.amountLine.text;
  const before = MARKER_BEFORE.exec(text.slice(0, amount.start));
  const after = MARKER_AFTER.exec(text.slice(amount.end));
  const marker = (before?.[1] ?? after?.[1] ?? '').toLowerCase();
  return DEBIT_MARKERS.includes(marker) ? -1 : CREDIT_MARKERS.includes(marker) ? 1 : 0;
}

// and German Soll/Haben's initials, a column of their own after the amount ("20.000,00     H", headed "S/H")
const DEBIT_MARKERS = ['af', 'dr', 'debit', 'débit', 'soll', 's'];
const CREDIT_MARKERS = ['bij', 'cr', 'credit', 'crédit', 'haben', 'h'];
const MARKER_WORDS = [...DEBIT_MARKERS, ...CREDIT_MARKERS].join('|');
// the amount's currency, a code or a sign, may stand between the marker and the figure ("Af  € 2.000,00")
const CURRENCY_BETWEEN = '(?:[A-Z]{3}|[$€£])';
const MARKER_BEFORE = new RegExp(`(?:^|\\s{2,})(${MARKER_WORDS})\\s+(?:${CURRENCY_BETWEEN}\\s*)?$`, 'iu');
const MARKER_AFTER = new RegExp(`^\\s*(?:${CURRENCY_BETWEEN}\\s+)?(${MARKER_WORDS})(?:\\s{2,}|\\s*$)`, 'iu');

/**
 * A currency printed right before or after the amount ("EUR 12,00", "12,00 EUR", "$12.00"); a bare
 * "$" is the dollar the document declares or names (`dollar`, see DocumentContext).
 */
function currencyBeside(text: string, amount: AmountToken, dollar: string): string | null {
  const after = findCurrencies(text.slice(amount.end, amount.end + 4))[0];
  const before = findCurrencies(text.slice(Math.max(0, amount.start - 4), amount.start)).pop();
  const code = (c: CurrencyMatch) => (c.symbol && c.code === 'USD' ? dollar : c.code);
  if (after && /^\s?$/.test(text.slice(amount.end, amount.end + after.index))) return code(after);
  if (before && /^\s?$/.test(text.slice(Math.max(0, amount.start - 4) + before.end, amount.start))) return code(before);
  return null;
}

/** Value dates are what the cash movement is booked by; a table labels them Valuta/Wertstellung/Value. */
const hasTradeDateColumn = (table: TableHeader | null) => Boolean(table?.columns.some((c) => c.role === 'date' && TRADE_DATE_HEADING.test(c.label)));

const hasValueDateColumn = (table: TableHeader | null) => Boolean(table?.columns.some((c) => c.role === 'date' && VALUE_DATE_HEADING.test(c.label)));

/**
 * A bank account's ledger (booking date, value date, money columns, no units or prices): the
 * securities lines in it are the cash side of trades and dividends documented by their own notes,
 * unless a line states its execution price itself. A running cash balance (`balanced`, see balances.ts)
 * marks such a ledger too.
 */
const cashLedger = (entry: Entry, ctx: TableContext, priced: PricedTrade | null, balanced: boolean) =>
  (balanced || hasValueDateColumn(entry.table) || printedValueDate(entry) || stackedValueDate(entry, ctx) !== null) && !securitiesTable(entry) && !priced;

/** "08.01.2024 Wertpapierabrechnung / Wert: 09.01.2024": a line that labels its value date. */
function printedValueDate(entry: Entry): boolean {
  const second = entry.dates[1];
  return Boolean(second && VALUE_DATE_LABEL_BEFORE.test(entry.line.text.slice(0, second.start)));
}

const securitiesTable = (entry: Entry) => hasRole(entry.table, 'quantity') || hasRole(entry.table, 'price');

/**
 * Whether the table records trades in their own right (units, prices) rather than only the
 * cash side of orders whose confirmations are separate documents: a cash ledger's "Kauf ISIN
 * -1.000,00" would otherwise book each trade twice.
 */
function tradeDetails(entry: Entry, priced: PricedTrade | null): boolean {
  if (securitiesTable(entry) || priced) return true;
  return TRADE_DETAILS.test([entry.description, ...entry.continuation].join(' '));
}

/** A date the continuation lines label as the booking or value date ("Ref. Nr. 12, Buchungsdatum 21.11.2019"). */
function labelledBookingDate(entry: Entry, ctx: TableContext): string | null {
  for (const text of entry.continuation) {
    for (const d of findDates(text, ctx.doc.dates)) {
      if (BOOKING_DATE_LABEL_BEFORE.test(text.slice(0, d.start))) return resolveDate(d, ctx, entry.nearbyDate);
    }
  }
  return null;
}

/**
 * "12.06.2017 Kontoübertrag -501,00" over "14.06.2017 REF: ...": a table whose header stacks its
 * booking and value dates (Buchungstag over Valuta) prints the value date first on the entry's
 * second line.
 */
function stackedValueDate(entry: Entry, ctx: TableContext): string | null {
  if (!entry.table || entry.dates.length !== 1 || entry.amountLine !== entry.line) return null;
  const next = entry.continuation[0];
  const date = next === undefined ? undefined : findDates(next, ctx.doc.dates)[0];
  if (!date || date.start > 1 || date.start < next.search(/\S/)) return null;
  return resolveDate(date, ctx, entry.nearbyDate);
}

/** "Abschluss" over "Kontoführungsgebühr 2,50-": a closing that the line names by nothing but the closing word. */
function closingEntry(ownType: TransactionType | null, description: string): boolean {
  return ownType === 'Interest' && ACCOUNT_CLOSING.test(description) && !typeFromText(withoutClosing(description));
}

/**
 * "Abschluss 2,54-" over "Sollzinsen 0,01-" and "Spesen 2,53-": a closing whose lines itemise it, their
 * figures adding up to its own, books one row per item, typed by its words (interest where they name none).
 */
function closingItems(entry: Entry, amount: AmountToken, sign: number, ctx: TableContext): Array<Pick<Row, 'type' | 'amount' | 'description'>> | null {
  const lines = entry.continuation.map((text) => ({ text, figures: findAmounts(text, ctx.numbers) }));
  const end = lines.findIndex((i) => i.figures.length !== 1 || !/\p{L}/u.test(i.text.slice(0, i.figures[0].start)));
  const items = end < 0 ? lines : lines.slice(0, end);
  if (items.length < 2) return null;
  if (addDecimals('0', ...items.map((i) => absolute(i.figures[0].value))) !== absolute(amount.value)) return null;
  // items of one kind ("0,25000% Habenzins", "0,20000% Habenzins") are one booking at two rates, not two
  const types = new Set(items.map(({ text, figures: [figure] }) => typeFromText(text.slice(0, figure.start)) ?? 'Interest'));
  if (types.size < 2) return null;
  return items.map(({ text, figures: [figure] }) => {
    const label = text.slice(0, figure.start).trim();
    const itemSign = figure.explicitSign && !isZero(figure.value) ? (figure.value.startsWith('-') ? -1 : 1) : sign;
    return { type: typeFromText(label) ?? 'Interest', amount: itemSign < 0 ? negate(absolute(figure.value)) : absolute(figure.value), description: label };
  });
}

const withoutClosing = (text: string) => text.replace(new RegExp(ACCOUNT_CLOSING, 'giu'), ' ');

/**
 * The kind a line's words name; a closing word before the item it books ("Abschluss Kontoführungsentgelt 4,95 S")
 * names only the occasion: the item's words decide, the closing's interest only where they name none.
 */
function typeOfDescription(description: string): TransactionType | null {
  const own = typeFromText(description);
  return own === 'Interest' && ACCOUNT_CLOSING.test(description) ? (typeFromText(withoutClosing(description)) ?? own) : own;
}

function quantityOf(text: string, ctx: TableContext): string {
  for (const pattern of QUANTITY) {
    const m = pattern.exec(text);
    const value = m && parseNumber(m[1].replace(/^\+/, ''), ctx.doc.decimal);
    if (value && !isZero(value)) return value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  }
  return '';
}

/**
 * The rows one printed entry stands for: none (a cash leg, a line without a date), one, or two.
 * `chained`: the booking's figure and direction read from the running balance (balances.ts).
 */
export function entryToRows(entry: Entry, ctx: TableContext, debitsMarked = false, chained?: AmountToken): Row[] {
  if (ACCRUAL.test(entry.description)) return [];
  const fields = readEntryFields(entry, ctx, chained);
  const direction = directionOf(entry, fields, debitsMarked);
  const { type: worded, units, isTrade } = typeOf(entry, fields, direction);
  const leg = cashLegOf(entry, ctx, fields, { type: worded, keywordType: direction.keywordType, isTrade }, chained !== undefined);
  if (leg === 'dropped') return [];
  const type = typeBySign(worded, direction, fields, units);
  const printedDates = entryDates(entry, ctx, isTrade, fields.priced !== null || fields.legs !== null);
  if (!printedDates.date) return [];
  const closed = closingDay(entry, fields.amount.value, printedDates.date, ctx);
  const dates = closed ? { ...printedDates, date: closed } : printedDates;
  // a notice printed in the table ("Dispokredit 0,00") moves no money; only units move at no cost
  if (isZero(fields.amount.value) && !(type === 'Buy' || type === 'Sell' || type === 'Dividend' || type.startsWith('Transfer'))) return [];
  const { row, value } = rowOf(entry, ctx, fields, type, direction.sign, dates);
  because(
    row,
    `entry: page ${row.page} ${quoted(entry.line.text)}`,
    amountRule(chained, fields.charged !== null, fields.columns?.amount ?? null, fields.priced),
    direction.keywordType ? `type: a word naming ${direction.keywordType}` : `type: by its direction and security (${type})`,
  );
  if (type !== worded) because(row, `type: ${worded} by its words, ${type} by its sign or units`);
  if (closed) because(row, 'date: the day its itemised closing names');
  return splitRow(entry, ctx, row, { fields, sign: direction.sign, units, value, incomeLeg: leg === 'income' });
}

/** What an entry's words and figures say before any choice: its columns, kind words, trade figures, amount and security. */
type EntryFields = {
  columns: ReturnType<typeof readColumns>;
  ownType: TransactionType | null;
  titled: TransactionType | null;
  charged: ReturnType<typeof tradeWithCharges>;
  priced: PricedTrade | null;
  legs: ExchangeLegs | null;
  amount: AmountToken;
  described: string;
  text: string;
  security: string;
  below: string;
  closing: boolean;
};

/**
 * "B" under a column headed "B/S" (or "K" under "K/V", "A" under "A/V"): the initial of the purchase or of the
 * sale, in the order the heading pairs them.
 */
function sideInitial(cell: string, table: TableHeader | null): TransactionType | null {
  const heading = table?.columns.find((c) => c.role === 'activity')?.label.trim() ?? '';
  const pair = /^(\p{L})\/(\p{L})$/u.exec(heading);
  const letter = cell.trim().toUpperCase();
  if (!pair || letter.length !== 1) return null;
  return letter === pair[1].toUpperCase() ? 'Buy' : letter === pair[2].toUpperCase() ? 'Sell' : null;
}

/**
 * The money of a line's columns: the net column's, except where a purchase's net is below its gross ("Importo lordo
 * 200,00  Commissioni 2,00  Importo netto 198,00"): what was invested, the cash paid being the gross.
 */
function columnAmount(columns: ReturnType<typeof readColumns>, ownType: TransactionType | null): AmountToken | null {
  const { amount = null, gross = null } = columns ?? {};
  if (ownType !== 'Buy' || !amount || !gross) return amount;
  return compareDecimals(absolute(gross.value), absolute(amount.value)) > 0 ? gross : amount;
}

/** The entry's fields as candidates from its columns, words and figures; the amount chosen among them. */
function readEntryFields(entry: Entry, ctx: TableContext, chained?: AmountToken): EntryFields {
  const columns = readColumns(entry, ctx);
  // units × price = value printed on the line itself: a trade in its own right, and its value
  const ownType = typeFromText(columns?.activity ?? '') ?? sideInitial(columns?.activity ?? '', entry.table) ?? typeOfDescription(entry.description);
  // a line without a word of its own under a table titled as trades ("Geschäftsart Kauf") is one of them
  // where its figures or the table's units and price columns say so
  const titled = !ownType && (entry.table?.kind === 'Buy' || entry.table?.kind === 'Sell') ? entry.table.kind : null;
  const tradeWord = ownType === 'Buy' || ownType === 'Sell' || titled !== null;
  const charged = tradeWord ? null : tradeWithCharges(entry, ctx, ownType);
  const priced = charged?.priced ?? (entry.amountLine === entry.line ? ownPricedTrade(entry, ctx, tradeWord, ownType === null) : null);
  const legs = entry.amountLine === entry.line ? exchangeLegs(mask(entry.line.text, entry.dates), entry.table, ctx.doc.decimal) : null;
  const amount =
    chained ?? legs?.money ?? charged?.amount ?? columnAmount(columns, ownType) ?? (priced ? settledAfter(priced, bookedAmounts(entry)) : pickAmount(entry));
  const described = columns?.description || entry.description;
  const text = [described, ...entry.continuation].join(' ');
  const security = findIsins(columns?.security ?? '')[0]?.isin ?? findIsins(text)[0]?.isin ?? labelledCusip(text)?.cusip ?? '';
  const below = entry.continuation.join(' ');
  const closing = closingEntry(ownType, entry.description);
  return { columns, ownType, titled, charged, priced, legs, amount, described, text, security, below, closing };
}

/** units × price = value on the entry's own line, its dates blanked out. */
function pricedOnLine(entry: Entry, ctx: TableContext): PricedTrade | null {
  return pricedTrade(mask(entry.line.text, entry.dates), ctx.doc.decimal, ctx.numbers.spaceGroups);
}

/**
 * Units × price = value on the entry's own line: with a trade word, a trade in its own right; without any kind word
 * ("Reembolso  FONDO ...  6,000  82,1500  492,90"), only with a description, no ISIN (a line naming its security
 * is typed by it) and units and a price other than one (an exchange rate of 1, or figures alone, multiply out by chance).
 */
function ownPricedTrade(entry: Entry, ctx: TableContext, tradeWord: boolean, wordless: boolean): PricedTrade | null {
  if (!tradeWord && !(wordless && /\p{L}{3}/u.test(entry.description) && !findIsins(entry.line.text).length)) return null;
  const priced = pricedOnLine(entry, ctx);
  if (!priced || tradeWord) return priced;
  return priced.quantity !== '' && Number(priced.quantity) !== 1 && Number(priced.price) !== 1 ? priced : null;
}

const CASH_MOVES: Array<TransactionType | null | undefined> = ['Deposit', 'Withdrawal'];

/**
 * "Cash added" over "Date  Description  Amount" and "Debit card payment £2,000.00": a table titled by the way its cash
 * went says which way an unsigned payment went; its payment word only says how.
 */
function cashTitled(entry: Entry, keywordType: TransactionType | null): TransactionType | null {
  const titled = entry.table?.kind;
  return titled && CASH_MOVES.includes(titled) && CASH_MOVES.includes(keywordType) ? titled : null;
}

/** Which way the cash goes (the printed sign, the debit/credit column, the kind's direction) and the kind word that agrees with it. */
type Direction = { keywordType: TransactionType | null; sign: 1 | -1; printedSign: boolean };

function directionOf(entry: Entry, { columns, ownType, titled, charged, priced, amount, below, closing }: EntryFields, debitsMarked: boolean): Direction {
  let keywordType = charged
    ? charged.type
    : closing
      ? (typeFromText(withoutClosing(below)) ?? ownType)
      : (ownType ??
        (priced || securitiesTable(entry) ? titled : null) ??
        (PAYMENT_FIRST.test(entry.description) ? null : typeFromText(withoutZeroLabels(below))));
  const printedSign = amount.explicitSign && !isZero(amount.value); // "-0,00" prints no direction
  let sign: 1 | -1 | 0 = printedSign ? (amount.value.startsWith('-') ? -1 : 1) : columns?.sign || signFromColumns(entry, amount) || markedSign(entry, amount);
  if (!sign) keywordType = cashTitled(entry, keywordType) ?? keywordType;
  if (!sign && debitsMarked && (!keywordType || keywordType === 'Deposit' || keywordType === 'Withdrawal')) sign = 1;
  if (!sign && keywordType) sign = CASH_IN.includes(keywordType) ? 1 : -1;
  if (!sign) sign = 1;
  // "Sale  -500.000  101.10  -505.50" under Units / Price / Value: the minus its units carry too is the holding's, the cash comes in
  if (printedSign && sign < 0 && ownType === 'Sell' && unitsOutWithValue(columns, amount.value)) sign = 1;
  // a word from the lines below that contradicts the printed sign belongs to something else, unless the entry's own
  // line holds nothing but its date ("02 Aug." over "2024 Steuern Tax Optimisation 6,54 €"): they are its wording
  // (but interest charged is interest paid out: "Überziehungszinsen 0,03-")
  const interestCharged = keywordType === 'Interest' && sign < 0 && DEBIT_INTEREST.test(below);
  // (and a charge reversed below is its refund: "Storno: Portogebühren 0,70+")
  const chargeReversed = (keywordType === 'Fee' || keywordType === 'Tax') && REFUND_OR_REVERSAL.test(below);
  if (
    !ownType &&
    entry.description &&
    keywordType &&
    !interestCharged &&
    !chargeReversed &&
    printedSign &&
    (CASH_IN.includes(keywordType) ? sign < 0 : sign > 0)
  )
    keywordType = null;
  // "DTA-glt. Buchung ... Sparplan ETFs +200,00": money credited under a purchase word (or debited under a sale's) without
  // units or a price is no trade, but a payment the plan's name describes
  if (!charged && !priced && printedSign && ((keywordType === 'Buy' && sign > 0) || (keywordType === 'Sell' && sign < 0)) && !securitiesTable(entry))
    keywordType = null;
  return { keywordType, sign, printedSign };
}

/**
 * Units printed going out (a minus) whose product with the price column is the value: a holding's change, units and
 * value alike (a price in pence or cents, "Price (p)", makes a hundred times the value).
 */
function unitsOutWithValue(columns: EntryFields['columns'], value: string): boolean {
  if (!columns?.quantity.startsWith('-') || !columns.price) return false;
  const units = absolute(columns.quantity);
  const price = absolute(columns.price);
  return [price, String(Number(price) / 100)].some((p) => compareDecimals(productInCents(units, p), absolute(value)) === 0);
}

/** The text without labels of a zero ("fee: 0.000000", "Steuer 0,00"): they name nothing that was charged. */
const withoutZeroLabels = (text: string) => text.replace(ZERO_LABEL, ' ');
const ZERO_LABEL = /\p{L}+\s*:?\s*[-+]?0+(?:[.,]0+)?(?![\d.,]*[1-9])/gu;

/** The kind its words name, else its direction; a line moving units or naming a security without saying what it is, a trade. */
function typeOf(
  entry: Entry,
  { columns, ownType, described, security, priced }: EntryFields,
  { keywordType, sign }: Direction,
): { type: TransactionType; units: number; isTrade: boolean } {
  let type: TransactionType = keywordType ?? (sign > 0 ? 'Deposit' : 'Withdrawal');
  // "Cash Dividend ... - Tax -13.21": the tax withheld on an income, not the income
  if ((type === 'Dividend' || type === 'Interest') && sign < 0 && TAX_WORDS.test(entry.description)) type = 'Tax';
  // "Cash Dividend USD per Share - Tax 12.29": tax on an income paid back, named by the tax word it ends with
  else if ((type === 'Dividend' || type === 'Interest') && sign > 0 && TAX_LAST.test(entry.description)) type = 'Tax Refund';
  // a trade by its words (not by the units or security below): its cash leg and its date are read as a trade's
  const isTrade = type === 'Buy' || type === 'Sell';
  const units = securitiesTable(entry) && entry.amountLine === entry.line ? unitsDelta(without(entry.line.text, [...entry.dates, ...entry.amounts])) : 0;
  if (!keywordType || type === 'Deposit' || type === 'Withdrawal') {
    // a line that moves units, or names a security, without saying what it is: a trade
    if (units) type = units > 0 ? 'Buy' : 'Sell';
    // "Compravendita Titoli": a word for buying and selling alike names a trade, its cash the direction
    else if (!keywordType && TRADE_EITHER_WAY.test(entry.description)) type = sign < 0 ? 'Buy' : 'Sell';
    else if (priced && !keywordType && !security) type = sign < 0 ? 'Buy' : 'Sell';
    // an ISIN named only in the lines below a cash word ("Lastschrift" / "Sparplan LU...") is the payment's reference
    // under a title naming income ("DETAIL COUPONS") a credited line naming a security is that income, not a sale
    else if (security && !keywordType && sign > 0 && (entry.sectionType === 'Dividend' || entry.sectionType === 'Interest')) type = entry.sectionType;
    else if (!keywordType && sign > 0 && incomeTable(entry.table)) type = incomeTable(entry.table)!;
    // "Lastschrift / Sparplan IE00BK5BQT80 -336,00": a payment word opening the line names a payment whose reference is the security
    else if (security && (!keywordType || findIsins([described, columns?.security ?? ''].join(' ')).length) && !(ownType && cashWordFirst(entry.description)))
      type = sign < 0 ? 'Buy' : 'Sell';
  }
  return { type, units, isTrade };
}

/**
 * "Interest paid to this account" over "Date paid  Gross interest  Tax deducted  Net interest": a table the line above
 * titles as income and whose money column names it too lists that income; its credits without a word of their own are it.
 */
function incomeTable(table: TableHeader | null): 'Interest' | 'Dividend' | null {
  const kind = table?.kind;
  if (kind !== 'Interest' && kind !== 'Dividend') return null;
  return table!.columns.some((c) => NUMERIC_ROLES.includes(c.role) && typeFromText(c.label) === kind) ? kind : null;
}

/**
 * Whether the entry is only the cash side of a transaction documented elsewhere: a trade's cash leg or a currency
 * exchange is dropped; an income's cash leg is kept, marked, until the ledger shows whether it books its withholding too.
 */
function cashLegOf(
  entry: Entry,
  ctx: TableContext,
  { columns, priced, legs, amount, described, text, security }: EntryFields,
  kind: { type: TransactionType; keywordType: TransactionType | null; isTrade: boolean },
  balanced: boolean,
): 'dropped' | 'income' | null {
  const { type, keywordType, isTrade } = kind;
  if (legs) return null; // the units and the money of its two legs: a trade in its own right
  // units × price printed on the entry's own lines below it make it a trade in its own right, even in a cash ledger,
  // unless they restate a settlement documented on its own ("WP-Abrechnung 3627899, Kauf, … 109,32 … 0,228229")
  const pricedOwnLines =
    isTrade &&
    !SETTLEMENT_NOTE.test(text) &&
    pricedBelow(
      entry.continuation.slice(0, MAX_PRICED_LINES).map((l) => mask(l, findDates(l, ctx.doc.dates))),
      amount.value,
      ctx.doc.decimal,
      ctx.numbers.spaceGroups,
    );
  const statesPrice = pricedOwnLines || PRICE_PHRASE.test(text);
  if (isTrade && !tradeDetails(entry, priced) && !statesPrice) return 'dropped'; // the cash leg of an order confirmed elsewhere
  // a ledger line that names its security only in the reference lines below is the cash side of a trade too
  const securityOnLine = findIsins([described, columns?.security ?? ''].join(' ')).length > 0;
  // "Ablauf der Optionsfrist DE000DM2CJJ4 2.500,00+": a wordless line typed a trade only by the ISIN it names, its figures no units × price
  const namedOnly = securityOnLine && !keywordType && !priced && !pricedOnLine(entry, ctx);
  const tradeLike = isTrade || ((type === 'Buy' || type === 'Sell') && (!securityOnLine || namedOnly));
  if (tradeLike && cashLedger(entry, ctx, priced, balanced) && !statesPrice) return 'dropped';
  // and "Coupons/Dividende 4,25" over "IE00B2NPKV68" without the rate it was paid at: the cash side of a dividend notice of its own
  const incomeLeg = type === 'Dividend' && security && !PRICE_PHRASE.test(text) && cashLedger(entry, ctx, priced, balanced);
  // (one naming its issuer, "Coupon TOTALENERGIES SE" over its ISIN, stays a cash leg: a statement that itemises priced
  // trades, a securities account's, keeps it)
  if (incomeLeg && !securityOnLine && !namesMoreThanIncome(described)) return 'dropped';
  if ((type === 'Deposit' || type === 'Withdrawal') && CURRENCY_EXCHANGE.test(entry.description)) return 'dropped';
  return incomeLeg ? 'income' : null;
}

/** Whether an income line prints words besides its kind ("Coupon TOTALENERGIES SE", not "Coupons/Dividende"). */
const namesMoreThanIncome = (described: string) => /\p{L}{3}/u.test(described.replace(INCOME_WORDS, ' '));
const INCOME_WORDS = new RegExp(DISTRIBUTION_WORDS.source, 'giu');

/** The kind its sign says where the words leave it open: money in is a deposit, a fee or tax paid back its refund. */
function typeBySign(type: TransactionType, { sign, printedSign }: Direction, { columns, text }: EntryFields, units: number): TransactionType {
  if (type === 'Deposit' && sign < 0) type = 'Withdrawal';
  else if (type === 'Withdrawal' && sign > 0) type = 'Deposit';
  // a fee or tax the printed sign pays back is its refund ("Storno Verwaltungsgebühr"); money coming in
  // under a cost word without a reversal word is a transfer ("Laufende Kosten +250,00")
  else if (type === 'Fee' && sign > 0 && (printedSign || columns?.sign)) type = REFUND_OR_REVERSAL.test(text) ? 'Fee Refund' : 'Deposit';
  else if (type === 'Tax' && sign > 0 && (printedSign || columns?.sign)) type = 'Tax Refund';
  // "Steuererstattung Deka-BR 100 98,050000 +0,016": a refund paid into a plan as units, never through a cash account
  if (type === 'Tax Refund' && units > 0) type = 'Transfer In';
  return type;
}

/** The entry's date by its role: a ledger's value date, a trade's trade date; and the value date it settles on. */
function entryDates(entry: Entry, ctx: TableContext, isTrade: boolean, executed: boolean): { date: string | null; valueDate: string | null } {
  const [first] = entry.dates;
  const second = hasValueDateColumn(entry.table) ? dateUnderColumn(entry) : entry.dates[1];
  const valueDate =
    second && (second.start - first.end <= 3 || hasValueDateColumn(entry.table)) ? resolveDate(second, ctx, entry.nearbyDate) : stackedValueDate(entry, ctx);
  const bookingDate = labelledBookingDate(entry, ctx) ?? resolveDate(first, ctx, entry.nearbyDate);
  // A ledger books every line on its value date, the day the cash moves (how the real statements'
  // own bookkeeping reads them: measured on the corpus, see README "Dates"); a trade in a securities
  // table whose heading names its trade or settlement date keeps the trade date and settles on the
  // second one, and so does a trade printing its execution (units × price, or the units and the money of its two legs)
  // where no column is headed as the value date.
  const tradeDated = isTrade && (hasTradeDateColumn(entry.table) || (executed && !hasValueDateColumn(entry.table)));
  const date = tradeDated || !valueDate ? bookingDate : valueDate;
  // of a booking's two dates, one far outside the statement's period ("03.10.2022 04.04.2023" in October's
  // statement; a card payment's receipt date two months before) dates nothing the statement books
  const other = date === valueDate ? bookingDate : valueDate;
  if (date && other && outsidePeriod(date, ctx) && !outsidePeriod(other, ctx)) return { date: other, valueDate };
  return { date, valueDate };
}

/**
 * The second date of a ledger line with a value-date column: the later date printed under that column, where the
 * line is laid out in the header's columns, not one inside the booking's wording ("Habenzinsen 01.10.2024-31.12.2024").
 */
function dateUnderColumn({ line, dates, table }: Entry): DateToken | undefined {
  const later = dates.slice(1);
  if (!table?.cells || !laidOut(line)) return later[0];
  const cells = cellsOf(line);
  const underValueDate = (d: DateToken) => {
    const cell = cells.find((c) => c.start <= d.start && d.end <= c.end);
    const column = cell && columnOf(table, cell);
    return column?.role === 'date' && VALUE_DATE_HEADING.test(column.label);
  };
  return later.find(underValueDate) ?? later[0];
}

/**
 * How far outside its statement's period a booking's date may lie: value dates after the closing day, interest
 * valued on the next month's first. Measured: a week moves rows of ledgers whose value dates lag their period.
 */
const PERIOD_MARGIN_DAYS = 31;

function outsidePeriod(date: string, { periodDays }: TableContext): boolean {
  const day = epochDay(date);
  return periodDays !== null && (day < periodDays.first - PERIOD_MARGIN_DAYS || day > periodDays.last + PERIOD_MARGIN_DAYS);
}

/** The row of an entry, its fields as chosen: the security and its units and price for a holding, the amount signed. */
function rowOf(
  entry: Entry,
  ctx: TableContext,
  fields: EntryFields,
  type: TransactionType,
  sign: 1 | -1,
  dates: { date: string | null; valueDate: string | null },
): { row: Row; value: string } {
  const { columns, charged, priced, amount, described, text, security } = fields;
  const row = emptyRow();
  row.account_number = entry.account ?? ctx.header.account_number;
  row.broker = ctx.header.broker;
  row.statement_period = ctx.header.statement_period;
  row.date = dates.date ?? '';
  row.settlement_date = dates.valueDate ?? '';
  row.type = type;
  row.symbol = columns?.symbol ?? '';
  row.security_id = security || (columns?.security ?? '');
  const holding = type === 'Buy' || type === 'Sell' || type === 'Dividend' || type.startsWith('Transfer');
  const name = holding ? securityName(described, entry.continuation, ctx) : null;
  row.description = name ? name.name : [described, ...entry.continuation.filter((l) => /[\p{L}\d]/u.test(l))].join(' ').trim();
  if (holding) row.quantity = fields.legs?.units || columns?.quantity || priced?.quantity || quantityOf(text, ctx) || name?.quantity || '';
  row.price = columns?.price || priced?.price || name?.price || '';
  const stated =
    (type === 'Buy' || type === 'Sell') && !charged && entry.continuation.length
      ? statedTotal(entry.continuation[0], [amount.value, ...entry.amounts.map((a) => a.value)], ctx.numbers)
      : null;
  row.fees = charged?.fees ?? (columns?.fees || fields.legs?.fee || stated?.charges || '');
  row.taxes = columns?.taxes ?? '';
  const value = stated?.total ?? valueWithFeeColumn(row, columns?.fees, amount) ?? absolute(amount.value);
  row.amount = sign < 0 ? negate(value) : value;
  row.currency = columns?.currency || (currencyBeside(entry.amountLine.text, amount, ctx.doc.dollar) ?? (entry.table?.currency || ctx.currency));
  row.page = String(entry.line.page);
  return { row, value };
}

/**
 * "Buy BTC 0.01500000 39,812.40 597.19 1.49" under "… Price (EUR) Value (EUR) Fee (EUR)": a trade's money that is
 * its units × price to the cent is its value before the fee its column prints; the cash is that value with the fee.
 * (A net amount differs from the product by the fee: "(10.0000) $60.5500 $0.03 $605.47".)
 */
const HALF_CENT = 0.005 + 1e-9;

function valueWithFeeColumn(row: Row, fees: string | undefined, amount: AmountToken): string | null {
  if ((row.type !== 'Buy' && row.type !== 'Sell') || !fees || isZero(fees) || !row.quantity || !row.price) return null;
  const value = absolute(amount.value);
  // rounded to the cent as printed (0.25 × 2,301.22 = 575.305 → 575.31), and nearer the product than the fee would put a net
  const off = Math.abs(Number(absolute(row.quantity)) * Number(absolute(row.price)) - Number(value));
  if (off > HALF_CENT || off >= Number(fees) / 2) return null;
  return row.type === 'Buy' ? addDecimals(value, fees) : addDecimals(value, negate(fees));
}

/** One row, or the transactions one printed line stands for: a closing's items, a reinvested distribution, a charge paid with units. */
function splitRow(
  entry: Entry,
  ctx: TableContext,
  row: Row,
  split: { fields: EntryFields; sign: 1 | -1; units: number; value: string; incomeLeg: boolean },
): Row[] {
  const {
    fields: { amount, described, closing },
    sign,
    units,
    value,
  } = split;
  const items = closing ? closingItems(entry, amount, sign, ctx) : null;
  if (items) return items.map((item) => standsAlone(because({ ...row, ...item }, 'split: an item of the closing above')));
  if (reinvested(row, described)) {
    const why = 'split: a distribution and the units bought with it';
    return [because({ ...row, type: 'Dividend', amount: value }, why), because({ ...row, type: 'Buy', amount: negate(value) }, why)];
  }
  const charge = paidWithUnits(row, described, units);
  // the charge first, so that it is not folded into the sale it was paid with
  if (charge) {
    const why = `split: a ${charge.toLowerCase()} paid by selling units`;
    return [standsAlone(because({ ...row, type: charge, amount: negate(value) }, why)), standsAlone(because({ ...row, type: 'Sell', amount: value }, why))];
  }
  // naming its security on the line, it is the cash of a notice unless the ledger books its withholding too
  return [split.incomeLeg ? markCashLeg(because(row, 'cash leg: of an income its own notice books, unless the ledger books its tax')) : row];
}

/**
 * "QQQ 2022-03-10 48 334.80 16,070.40 Commission: -0.99 -0.15 ..." under a table with units, price,
 * value and charge columns: a line whose only word names a charge, printing units × price = value,
 * is a trade; its cash is the value and the charges printed with it.
 */
function tradeWithCharges(entry: Entry, ctx: TableContext, ownType: TransactionType | null) {
  if ((ownType !== null && ownType !== 'Fee') || !securitiesTable(entry) || entry.amountLine !== entry.line) return null;
  const priced = pricedOnLine(entry, ctx);
  if (!priced?.quantity) return null;
  const fees = chargesAfterValue(entry, priced.value, ctx.numbers);
  if (fees === null) return null;
  const value = absolute(priced.value.value);
  const type: TransactionType = priced.unitsOut ? 'Sell' : 'Buy';
  const cash = type === 'Buy' ? negate(addDecimals(value, fees)) : addDecimals(value, negate(fees));
  return { priced, type, fees, amount: { ...priced.value, value: cash, explicitSign: true } };
}

const cashWordFirst = (description: string) => CASH_RULES.some((r) => r.pattern.exec(description.replace(/^[^\p{L}]+/u, ''))?.index === 0);

/**
 * "Ausschüttung / Kauf aus Ertrag": a distribution and the purchase of units with it, two
 * economic transactions printed as one line.
 */
function reinvested(row: Row, described: string): boolean {
  return row.type === 'Buy' && ((DISTRIBUTION_WORDS.test(described) && PURCHASE_WORDS.test(described)) || REINVESTED_INCOME.test(described));
}

/** How many lines under a booking may print its units and price. */
const MAX_PRICED_LINES = 4;

/**
 * "Entgeltbelastung Verkauf 3,00 EUR", "Vertragspreis ... -0,013 Anteile": a fee (or tax) paid by
 * selling units, two economic transactions printed as one line. Returns the charge's type.
 */
function paidWithUnits(row: Row, described: string, units: number): 'Fee' | 'Tax' | null {
  if (row.type === 'Sell' && CHARGE_WORDS.exec(described)?.index === 0) return 'Fee'; // the fee names the line
  // or the sale says it paid it ("Verkauf zur Belastung Depotentgelt")
  if (row.type === 'Sell' && TO_PAY_A_CHARGE.test(described) && CHARGE_WORDS.test(described)) return 'Fee';
  if ((row.type === 'Fee' || row.type === 'Tax') && units < 0) return row.type;
  if (row.type === 'Fee' && SALE_WORDS.test(described)) return 'Fee';
  return null;
}

/**
 * The security a trade or income line names, without the activity word, the ISIN and the
 * "100 ENI SPA ... prezzo 13,85" quantity and price around it (those are returned apart).
 */
function securityName(described: string, continuation: string[], ctx: TableContext): { name: string; quantity: string; price: string } {
  let name = described
    .replace(/\b[A-Z]{2}[A-Z0-9]{9}\d\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const firstWord = /^\S+\s+/.exec(name);
  if (firstWord && typeFromText(firstWord[0])) name = name.slice(firstWord[0].length).replace(ORDER_MODE, '').replace(SECURITIES_NOUN, '');
  // the price before the units are cut off: "12 LVMH A 732,40" names its price by the units before it
  let price = '';
  for (const text of [name, ...continuation]) {
    const m = PRICE_PHRASE.exec(text);
    if (!m) continue;
    price = parseNumber(m[1].replace(/[.,]$/, ''), ctx.doc.decimal) ?? '';
    if (text === name) name = name.slice(0, m.index);
    break;
  }
  let quantity = '';
  const leading = /^([+-]?\d[\d.,']*)\s+(?=\p{L})/u.exec(name);
  if (leading) {
    quantity = parseNumber(leading[1], ctx.doc.decimal) ?? '';
    name = name.slice(leading[0].length);
  }
  const trailing = /\s+(\d[\d.,']*)$/.exec(name); // a quantity printed after the name
  // (not a bond's maturity after its coupon rate: "BTP 1,5% 2029")
  if (trailing && !REFERENCE_LABEL_BEFORE.test(name.slice(0, trailing.index)) && !/\d\s?%$/.test(name.slice(0, trailing.index))) {
    quantity ||= parseNumber(trailing[1], ctx.doc.decimal) ?? '';
    name = name.slice(0, trailing.index);
  }
  return { name: name.trim(), quantity, price };
}

/** Where an entry's amount came from, for `--explain`. */
function amountRule(chained: AmountToken | undefined, charged: boolean, column: AmountToken | null, priced: PricedTrade | null): string {
  if (chained) return 'amount: the change of the running balance';
  if (charged) return 'amount: units × price with the charges printed after it';
  if (column) return 'amount: the money column of its header';
  return priced ? 'amount: units × price printed on the line' : 'amount: the last figure before any balance';
}
