import { Row, TransactionType, emptyRow } from '../../columns';
import { Line } from '../../words';
import { DocumentContext } from '../context';
import { HeaderFields } from '../header';
import { absolute, addDecimals, compareDecimals, isZero, negate, productInCents } from '../numbers';
import { taxRefund } from './refund';
import { TransactionBlock, transactionBlocks } from './blocks';
import { datesIn, moneyIn } from '../values';
import { TransactionKind, kindInText, namesTaxNotice, opensWithKind, transactionKind } from './kind';
import { SettledAmount, acquisitionValue, settlementAmount } from './amount';
import { labeledDate, transactionDate } from './date';
import { FIELD_LABELS } from '../vocabulary/labels';
import { countWithUnit, incomeRate, securityOf } from './security';
import { interestWithoutPrincipal } from './principal';
import { grossPaid } from './grossPaid';
import { directionByParty } from './transferParty';
import { Charges, feesAndTaxes } from './charges';
import { matchLabel } from '../labels';
import { REVERSAL_WORDS } from '../vocabulary/reversals';
import { DEBIT_INTEREST } from '../vocabulary/bookings';
import { unprintedCurrency } from '../currency';
import { countByPrice, countInTitle } from './count';
import { directionByValue, pricedTradeKind } from './tradeDirection';
import { FieldChoice, RankerOptions, chooseAmount, chooseDate } from '../ranker/choose';
import type { RankerInput } from '../ranker/candidates';
import { because, quoted } from '../explain';
import { once } from '../memo';

/** Kinds that may come with taxes paid back, booked as a Tax Refund row of its own. */
const REFUNDABLE: ReadonlySet<TransactionType> = new Set(['Buy', 'Sell', 'Dividend', 'Interest']);

/** Kinds traded at a price: their count is the figure whose product with the price the document prints. */
const PRICED: ReadonlySet<TransactionType> = new Set(['Buy', 'Sell']);

/** Kinds whose cash goes out of the account: their amount is negative. */
const CASH_OUT: ReadonlySet<TransactionType> = new Set(['Buy', 'Tax', 'Fee', 'Withdrawal', 'Transfer Out']);

/**
 * A single-transaction document (trade confirmation, dividend or interest notice, tax or fee
 * notice) → its one row: the kind from the title, the net cash booked, the date that matters
 * for that kind, and the security with quantity, price, fees and taxes where printed.
 */
export type SingleReading = {
  rows: Row[];
  /** Whether the amount stands after a net-amount label (the document books it), not a fallback. */
  booked: boolean;
};

export function parseSingleTransaction(lines: Line[], header: HeaderFields, ctx: DocumentContext): SingleReading {
  const blocks = transactionBlocks(lines);
  if (!blocks) return readTransaction(lines, header, ctx, true);
  // Each transaction of a list is dated in its own lines, not by the document's header. Where
  // they hold no date, a document prints them either after each net amount, under labels, or
  // just above each transaction; the last transaction, with no other after it, tells which.
  const labelledAfter = (block: TransactionBlock) =>
    labeledDate(block.tail, FIELD_LABELS.tradeDate, ctx) ?? labeledDate(block.tail, FIELD_LABELS.valueDate, ctx);
  const datedAfter = labelledAfter(blocks[blocks.length - 1]) !== null;
  const readings = blocks.map((block) => {
    // its kind in its own lines first: the document's header carries the first transaction's title
    const ownKind = transactionKind(block.own);
    const kind = ownKind && { ...ownKind, lineIndex: ownKind.lineIndex + block.header.length };
    const reading = readTransaction([...block.header, ...block.own], header, ctx, false, kind);
    const own =
      labeledDate(block.own, FIELD_LABELS.tradeDate, ctx) ??
      block.own.flatMap((l) => datesIn(l.text, ctx))[0]?.iso ??
      (datedAfter ? labelledAfter(block) : block.lead.flatMap((l) => datesIn(l.text, ctx))[0]?.iso);
    if (own) for (const row of reading.rows) row.date = own;
    return reading;
  });
  // No block reading as a transaction means the split was wrong: read the document whole.
  if (readings.every((r) => r.rows.length === 0)) return readTransaction(lines, header, ctx, true);
  return { rows: readings.flatMap((r) => r.rows), booked: readings.every((r) => r.booked) };
}

/** `whole`: the lines are the whole document, whose date and amount the ranker may choose (not one of its blocks). */
function readTransaction(lines: Line[], header: HeaderFields, ctx: DocumentContext, whole = false, ownKind: TransactionKind | null = null): SingleReading {
  const kind = ownKind ?? transactionKind(lines) ?? pricedTradeKind(lines, ctx);
  if (!kind) return { rows: [], booked: false };
  const ranker = whole ? ctx.ranker : null;
  const read: Reading = {
    lines,
    ctx,
    kind,
    ranker,
    ranking: { lines, ctx, type: kind.type, titleIndex: kind.lineIndex },
    choices: [],
    charges: once(() => feesAndTaxes(lines, ctx)),
  };
  const transfer = kind.type === 'Transfer In' || kind.type === 'Transfer Out';
  // A tax notice on a trade that prints no tax (a loss: "Veräußerungsverlust - 1.311,10 EUR") books none.
  const untaxed = kind.type === 'Tax' && namesTaxNotice(lines[kind.lineIndex].text);
  const found = cashBooked(read, !transfer && !untaxed, whole);
  if (!found && !transfer && !untaxed) return kind.type === 'Dividend' && !ownKind ? dividendInShares(lines, header, ctx, whole) : { rows: [], booked: false };
  const security = securityOf(lines, ctx);
  const charges = read.charges();
  const cash = typeAndCash(read, found, security, transfer ? charges : null);
  const { type, outgoing } = cash;
  // a maturing deposit books its interest, not the principal paid back with it
  const interest = type === 'Interest' ? interestWithoutPrincipal(lines, cash.amount.value, ctx) : null;
  // a fund purchase's net invested after its entry charge is not what it paid
  const gross = type === 'Buy' && cash.amount.booked ? grossPaid(lines, cash.amount, charges, security, ctx) : null;
  const amount = interest ? { ...cash.amount, value: interest } : (gross ?? cash.amount);
  const row = singleRow(read, header, { type, amount, outgoing, security, charges });
  if (interest) because(row, 'amount: the payout less the principal paid back with it');
  if (gross) because(row, 'amount: the gross paid, the net invested plus its charges');
  ctx.explain?.push(...read.choices);
  because(row, `kind: ${quoted(lines[kind.lineIndex].text)} names ${kind.type}`, ...choiceRules(found, read.choices));
  if (type !== kind.type) because(row, `type: ${type} (${kind.type} by its title, read by its cash, security or reversal)`);
  return { rows: withRefundAndFee(read, row, amount, charges), booked: !!found?.booked };
}

/** A distribution paid in shares ("Stockdividende": "Einbuchung  18 Stück"), no cash: a delivery in, of the units booked in. */
function dividendInShares(lines: Line[], header: HeaderFields, ctx: DocumentContext, whole: boolean): SingleReading {
  const delivery = lines.findIndex((l) => opensWithKind(l.text) && kindInText(l.text.trim().split(/\s{2,}/)[0]) === 'Transfer In');
  if (delivery < 0) return { rows: [], booked: false };
  const delivered = readTransaction(lines, header, ctx, whole, { type: 'Transfer In', lineIndex: delivery });
  // the units booked in, not the holding they were paid on ("Bestand 1.200 Stück")
  const count = countWithUnit([lines[delivery]], ctx);
  if (count) for (const row of delivered.rows) row.quantity = count;
  return delivered;
}

/**
 * One transaction being read: its lines, its kind, and the ranker that may choose its figures (with the choices it made).
 * Its charges are read once, where first asked for: the ranked amount, the row and a tax notice's taxes all need them.
 */
type Reading = {
  lines: Line[];
  ctx: DocumentContext;
  kind: TransactionKind;
  ranker: RankerOptions | null;
  ranking: RankerInput;
  choices: FieldChoice[];
  charges: () => Charges;
};

/** The cash the transaction books: the rules' candidate, or the ranker's choice where it may choose; a tax notice's itemised taxes. */
function cashBooked(read: Reading, bookable: boolean, whole: boolean): SettledAmount | null {
  const { lines, ctx, kind, ranker } = read;
  // securities moved without cash, and a trade's tax notice without tax, book no amount: the ranker has none to choose
  const rules = settlementAmount(lines, kind.type, ctx);
  const settled = ranker && bookable ? rankedAmount(read, rules, ranker) : rules;
  return settled ?? (kind.type === 'Tax' && whole ? itemisedTaxes(read.charges(), ctx, lines[kind.lineIndex].page) : null);
}

/** The ranker's choice of amount, unless the charges printed between it and the rules' net keep the net. */
function rankedAmount({ kind, ranking, choices, charges }: Reading, rules: SettledAmount | null, ranker: RankerOptions): SettledAmount | null {
  const chosen = chooseAmount(ranking, rules, ranker, choices);
  const settled = netOfGrossAndNet(rules, chosen, kind, charges);
  // the explanation names what was booked
  if (settled !== chosen) for (const choice of choices) if (choice.field === 'amount' || choice.field === 'currency') choice.source = 'rules';
  return settled;
}

/**
 * A trade's figures from the rules and the ranker, apart by exactly the charges printed, are a gross and its net:
 * the cash booked is the net, the larger for a purchase (charges add to what it pays), the smaller for a sale
 * (charges come off what it receives), the labelled one where the title names no direction. Interest on cash,
 * whose taxes the bank withholds itself, books the smaller. (Dividends are left to the ranker: some brokers book
 * a dividend gross of the tax withheld abroad.)
 */
function netOfGrossAndNet(rules: SettledAmount | null, chosen: SettledAmount | null, kind: TransactionKind, chargesOf: () => Charges): SettledAmount | null {
  const netted = kind.type === 'Buy' || kind.type === 'Sell' || kind.type === 'Interest';
  if (!netted || !rules || !chosen || chosen.value === rules.value || !rules.booked) return chosen;
  const charges = chargesOf();
  const total = addDecimals(absolute(charges.fees || '0'), absolute(charges.taxes || '0'));
  const apart = addDecimals(absolute(rules.value), negate(absolute(chosen.value)));
  if (isZero(total) || compareDecimals(absolute(apart), total) !== 0) return chosen;
  if (kind.byCash) return rules;
  return (kind.type === 'Buy') === !apart.startsWith('-') ? rules : chosen;
}

/** A count under a label the vocabulary lacks: a trade's by its price, a dividend's by its rate per unit (quantity × rate = gross). */
function countByRate(lines: Line[], ctx: DocumentContext, type: TransactionType, price: string): string {
  if (PRICED.has(type)) return countByPrice(lines, ctx, price);
  return type === 'Dividend' ? countByPrice(lines, ctx, incomeRate(lines, ctx)) : '';
}

/** The type the cash settles (a paid delivery is a trade, an income booked out a tax or its reversal) and the cash itself. */
function typeAndCash({ lines, ctx, kind }: Reading, found: SettledAmount | null, security: ReturnType<typeof securityOf>, transferCharges: Charges | null) {
  // Securities moving in or out book no cash, unless they are paid for (a cash settlement of a
  // merger, a squeeze-out): then the delivery is a sale or a purchase.
  // a transfer's confirmation is a deposit where it names only who sent the money
  let type: TransactionType =
    kind.byCash && found
      ? (directionByValue(lines, ctx, found, security) ?? (debitedAnywhere(lines, found.value, ctx) ? 'Buy' : 'Sell'))
      : directionByParty(lines, lines[kind.lineIndex], kind.type);
  let amount = found ?? { value: '0.00', currency: ctx.currency, page: lines[kind.lineIndex].page, booked: false, afterTaxes: false };
  if (transferCharges) {
    // a taxable merger or exchange debits the taxes on it ("Kapitalertragsteuer EUR 338,76", "Zu Lasten ... EUR 357,39"):
    // the securities still move without a price
    if (amount.booked && !isZero(amount.value) && !isTaxOnly(amount.value, transferCharges)) type = kind.type === 'Transfer Out' ? 'Sell' : 'Buy';
    else amount = (kind.type === 'Transfer In' ? acquisitionValue(lines, ctx, security.quantity) : null) ?? { ...amount, value: '0.00' };
  }
  // Interest on a security (a bond's coupon) is income from a holding, booked like a dividend;
  // only interest on cash is Interest.
  if (type === 'Interest' && security.id) type = 'Dividend';
  // An income notice that books money out (an accumulating fund's taxes) is a tax, unless it
  // reverses an earlier payment: that stays the income it takes back, as cash out.
  const income = type === 'Dividend' || type === 'Interest';
  const takenBack = income && amount.booked && amount.value.startsWith('-');
  // A title naming the reversal ("Storno Ertragsmitteilung") takes the income back, whatever sign its figure prints.
  const reversal =
    (takenBack && lines.some((l) => matchLabel(l.text, REVERSAL_WORDS))) || (income && matchLabel(lines[kind.lineIndex].text, REVERSAL_WORDS) !== null);
  // Interest the account pays ("Sollzinsen aus geduldeten Überziehungen 5,64 -") is interest going out, not a tax.
  const charged = type === 'Interest' && lines.some((l) => DEBIT_INTEREST.test(l.text));
  if (takenBack && !reversal && !charged) type = 'Tax';
  // A tax notice booking taxes paid back ("Erstattung EUR 59,39") is a refund; a refund booked as a debit ("0,10-") is a tax.
  if (type === 'Tax' && amount.refunded) type = 'Tax Refund';
  else if (type === 'Tax Refund' && amount.booked && amount.value.startsWith('-')) type = 'Tax';
  return { type, amount, outgoing: reversal || (takenBack && charged) };
}

/** The transaction's row: its date by role (or the ranker's), its security, units and price, charges, and the cash signed by its type. */
function singleRow(
  { lines, ctx, kind, ranker, ranking, choices }: Reading,
  header: HeaderFields,
  settled: { type: TransactionType; amount: SettledAmount; outgoing: boolean; security: ReturnType<typeof securityOf>; charges: Charges },
): Row {
  const { type, amount, outgoing, security, charges } = settled;
  const row = emptyRow();
  Object.assign(row, header);
  row.type = type;
  const dates = transactionDate(lines, row.type as TransactionType, ctx, lines[kind.lineIndex], header.statement_period.slice(-10));
  row.date = ranker ? chooseDate(ranking, dates, ranker, choices) : dates.date;
  row.settlement_date = dates.settlement;
  row.security_id = security.id;
  row.symbol = security.symbol;
  row.description = security.name;
  row.quantity = security.quantity || countInTitle(lines, kind.lineIndex, ctx) || countByRate(lines, ctx, row.type as TransactionType, security.price);
  row.price = security.price;
  row.fees = charges.fees;
  // Income booked gross of its withholding leaves its taxes to the tax notice.
  row.taxes = amount.beforeTaxes ? '0.00' : charges.taxes;
  // income taken back or interest charged goes out, whatever its kind
  row.amount = CASH_OUT.has(row.type as TransactionType) || outgoing ? negate(absolute(amount.value)) : absolute(amount.value);
  // A delivery of securities moves no money: its zero is in the account's currency, not in the one the
  // security is priced in ("Kurs USD 12,50" on a German account's delivery note).
  const delivery = (type === 'Transfer In' || type === 'Transfer Out') && isZero(amount.value);
  row.currency = delivery ? unprintedCurrency(ctx.text) : amount.currency || ctx.currency || unprintedCurrency(ctx.text);
  row.page = String(amount.page);
  return row;
}

/** After the row: taxes paid back with it are a Tax Refund row of their own, and charges above a sale's proceeds a Fee. */
function withRefundAndFee({ lines, ctx }: Reading, row: Row, amount: SettledAmount, charges: Charges): Row[] {
  const rows = [row];
  const refund = REFUNDABLE.has(row.type as TransactionType)
    ? taxRefund(lines, ctx, CASH_OUT.has(row.type as TransactionType) ? undefined : { net: amount.value, charges })
    : null;
  // The transaction is booked without the refund: take it out where the total includes it.
  const refundInNet = !!refund && (amount.afterTaxes || refund.inNet || tradeValuePlusRefund(row, amount.value, refund.value));
  if (refund && refundInNet) row.amount = addDecimals(row.amount, negate(refund.value));
  // A sale whose charges exceed its proceeds books money out: the sale brings in what is left
  // after its taxes, and the charges are a fee of their own.
  const proceeds = refund && refundInNet ? addDecimals(amount.value, negate(refund.value)) : amount.value;
  if (row.type === 'Sell' && amount.booked && proceeds.startsWith('-') && row.fees && compareDecimals(row.fees, absolute(proceeds)) > 0) {
    row.amount = addDecimals(row.fees, proceeds);
    rows.push(because({ ...row, type: 'Fee', amount: negate(row.fees), price: '' }, 'fee: charges above the proceeds'));
    row.fees = '';
  }
  if (refund) {
    rows.push(
      because(
        {
          ...row,
          type: 'Tax Refund',
          date: refund.date ?? row.date,
          amount: refund.value,
          currency: refund.currency || row.currency,
          page: String(refund.page),
          price: '',
        },
        'tax refund: taxes paid back with it',
      ),
    );
  }
  return rows;
}

/**
 * "Verkauf 70,00 Stk. 155,68 EUR 10.897,60 EUR", "Erstattete Steuern 366,75 EUR", "Gutschrift 11.264,35 EUR":
 * a sale's net that is its units × price less its fees, plus the taxes paid back, books the refund with it.
 */
function tradeValuePlusRefund(row: Row, net: string, refund: string): boolean {
  if (row.type !== 'Sell' || !row.quantity || !row.price) return false;
  const value = productInCents(absolute(row.quantity), absolute(row.price));
  return compareDecimals(addDecimals(absolute(net), negate(refund), row.fees || '0'), value) === 0;
}

/** A tax notice that totals no figure under a label books the taxes it itemises ("Kapitalertragsteuer -11,35 EUR", "Solidaritätszuschlag -0,62 EUR"). */
function itemisedTaxes({ taxes }: Charges, ctx: DocumentContext, page: number): SettledAmount | null {
  return taxes && !isZero(taxes) ? { value: negate(absolute(taxes)), currency: ctx.currency, page, booked: false, afterTaxes: false } : null;
}

/** Whether the cash is the charges and nothing else: taxes (with any fees) debited on a transfer. */
function isTaxOnly(value: string, { fees, taxes }: Charges): boolean {
  return !!taxes && !isZero(taxes) && compareDecimals(absolute(value), addDecimals(absolute(taxes), absolute(fees || '0'))) === 0;
}

/** Whether the document prints the figure as money out anywhere ("TOTALE 7,15 EUR" booked as "-7,15 EUR"). */
function debitedAnywhere(lines: Line[], value: string, ctx: DocumentContext): boolean {
  const debit = negate(absolute(value));
  // printed as a debit ("-1.044,70"), or beside a label naming it debited ("Totale a Vostro debito 4.825,93")
  const labelled = (l: Line) => matchLabel(l.text, FIELD_LABELS.debited) !== null;
  return lines.some((l) => moneyIn(l.text, ctx).some((a) => a.value === debit || (a.value === absolute(value) && labelled(l))));
}

/** What chose the amount and date: the rules (after a net-amount label, or the gross value) or the ranker. */
function choiceRules(found: SettledAmount | null, choices: FieldChoice[]): string[] {
  const rules = found
    ? `amount: ${found.booked ? 'after a net-amount label' : found.balanced ? 'the gross value less the charges below it' : 'the gross value'}`
    : 'amount: none (securities moved)';
  const ranked = choices.map((c) => `${c.field}: ${c.source}${c.probability === undefined ? '' : ` (ranker's top choice p=${c.probability.toFixed(2)})`}`);
  return [rules, ...ranked];
}
