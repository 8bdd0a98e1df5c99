import { TransactionType } from '../../columns';
import { Line } from '../../words';
import { DocumentContext } from '../context';
import { LabelHit, cellSpan, execLabel, findLabels, foldCase, matchLabel, mentions, underHeading } from '../labels';
import { TYPE_KEYWORDS } from '../vocabulary/types';
import { Amount, amountOf, datesIn, moneyIn, withoutDates } from '../values';
import { FIELD_LABELS } from '../vocabulary/labels';
import { ACCOUNT_CUES, FX_CUES, REFERENCE_CURRENCY_CUES } from '../vocabulary/cues';
import { absolute, addDecimals, isZero, negate, productInCents } from '../numbers';
import { foreignWithholding, statedBeforeTaxes, withholdingIn } from './withholding';
import { insideParentheses, isSentence } from './prose';
import { currencyHeadingOver } from './currencyHeading';
import { isCurrencyCode } from '../currency';
import { PER_UNIT, PRICE_BEFORE } from '../vocabulary/prices';
import { PERIOD_WORDS } from '../vocabulary/joins';
import { BALANCE_LINE, CHARGE_WORDS, TAX_WORDS } from '../vocabulary/bookings';
import { SIGN_CODES } from '../vocabulary/currencies';

/** `booked` tells a labelled net amount (cash that moved) from a gross value taken as a fallback. */
export type SettledAmount = {
  value: string;
  currency: string;
  page: number;
  booked: boolean;
  afterTaxes: boolean;
  refunded?: boolean;
  /** Income booked before taxes, gross of its withholding: its taxes are the tax notice's. */
  beforeTaxes?: boolean;
  /** The gross less (or plus) the charges printed below it: a total whose label no list knows. */
  balanced?: boolean;
};

/**
 * The net cash a document books: the value after the best-ranked net-amount label ("Ausmachender
 * Betrag", "Net amount", "Montant net"…), else the gross value. Where the document converts a
 * foreign-currency amount, the converted amount in the account's currency is what was booked.
 */
export function settlementAmount(lines: Line[], type: TransactionType, ctx: DocumentContext): SettledAmount | null {
  const isTax = type === 'Tax' || type === 'Tax Refund';
  const isIncome = type === 'Dividend' || type === 'Interest';
  // Tax and fee notices book the charge itself where no net total is printed.
  // So do confirmations of money paid in or out ("Withdrawal Confirmation" over "Amount $2,500.00").
  const fields = isTax
    ? (['taxAmount', 'netAmount', 'grossAmount', 'bareAmount'] as const)
    : type === 'Fee'
      ? (['netAmount', 'fees', 'grossAmount', 'bareAmount'] as const)
      : type === 'Deposit' || type === 'Withdrawal'
        ? (['netAmount', 'grossAmount', 'bareAmount'] as const)
        : (['netAmount', 'grossAmount'] as const);
  const isTrade = type === 'Buy' || type === 'Sell';
  for (const field of fields) {
    let hits = findLabels(lines, FIELD_LABELS[field]);
    // A trade's booking to the account stated before or after taxes ("Zu Ihren Lasten vor Steuern")
    // comes after its charges in the account's currency: it, not the foreign net above them, is what was booked.
    if (isTrade && field === 'netAmount') hits = [...hits.filter((h) => statesTaxes(h)), ...hits.filter((h) => !statesTaxes(h))];
    // An amount heading beside a value date ("VERRECHNUNGSKONTO VALUTA BETRAG", "SETTLEMENT ACCOUNT PAYMENT DATE
    // AMOUNT") heads the row booked to the account: it outranks the generic totals, and the same word heading the
    // trade's own figures ("POSITION ANZAHL KURS BETRAG").
    if (field === 'netAmount') hits = withBookingHeads(hits, lines);
    for (const hit of hits) {
      // A label inside parentheses is a remark ("(Handelsomkostninger i alt DKK 29,00)").
      if (isInParentheses(hit.line.text, hit.index)) continue;
      // A total a gross word qualifies ("Bruttoertrag total CHF 6.96") is the gross, not the net;
      // an amount qualified as taxable ("Steuerpfl. Betrag nach Teilfreistellung") is a tax base.
      if (field === 'netAmount' && (isQualifiedAsGross(hit) || namesGain(hit) || namesCharges(hit, ctx))) continue;
      let found = valueAfter(hit, lines, ctx);
      if (!found) continue;
      const balanced = field === 'grossAmount' ? balancedTotalBelow(lines, hit.lineIndex, found, ctx) : null;
      if (field === 'grossAmount') found = loneTotalBelow(lines, hit.lineIndex, ctx) ?? balanced ?? found;
      const converted = convertedLater(lines, hit.lineIndex, found, ctx);
      const booked = converted ?? found;
      const currency = booked.currency || convertedInto(lines, hit.lineIndex) || ctx.currency;
      // Income whose net label says it was debited ("Betrag zu Ihren Lasten EUR 0,65") took money out: an accumulating fund's taxes.
      let value =
        isIncome && !booked.value.startsWith('-') && matchLabel(hit.line.text.slice(hit.index, hit.end), FIELD_LABELS.debited)
          ? `-${booked.value}`
          : booked.value;
      // Income stated before taxes leaves its withholding to the tax notice: booked gross of it.
      const beforeTaxes = isIncome && field === 'netAmount' && statedBeforeTaxes(lines);
      if (beforeTaxes) value = addDecimals(absolute(value), withholdingIn(lines, ctx, { value, currency }, converted ? found : null));
      // A tax notice books the foreign withholding along with the taxes it withholds.
      if (type === 'Tax' && field === 'taxAmount') value = addDecimals(absolute(value), foreignWithholding(lines, ctx));
      const afterTaxes = mentions(hit.line.text.slice(hit.index, hit.end + 30), FIELD_LABELS.afterTaxes);
      // A tax notice's figure labelled as paid back, or booked under a label that credits it ("Betrag zu Ihren Gunsten"), makes it a refund.
      const refunded =
        isTax &&
        ((field === 'taxAmount' && matchLabel(hit.line.text.slice(hit.index), FIELD_LABELS.refundedTaxAmount)?.index === 0) ||
          (field === 'netAmount' && matchLabel(hit.line.text.slice(hit.index, hit.end), FIELD_LABELS.credited) !== null));
      return { value, currency, page: hit.line.page, booked: field !== 'grossAmount', afterTaxes, refunded, beforeTaxes, balanced: found === balanced };
    }
  }
  if (!NAMED_BY_KIND.includes(type)) return null;
  return figureNamedByKind(lines, type, ctx) ?? onlyFigure(lines, ctx);
}

/** "Nous avons crédité votre compte de la somme de 250,00 EUR": a notice that prints one sum, in words or not, books it. */
function onlyFigure(lines: Line[], ctx: DocumentContext): SettledAmount | null {
  let only: SettledAmount | null = null;
  for (const line of lines) {
    for (const money of moneyIn(line.text, ctx)) {
      if (isZero(money.value) || (only && absolute(only.value) === absolute(money.value))) continue;
      if (only) return null;
      only = { value: money.value, currency: money.currency || ctx.currency, page: line.page, booked: true, afterTaxes: false };
    }
  }
  return only;
}

/**
 * The cost a delivery in carries from the depot it came from ("steuerlicher Anschaffungswert:
 * 3.225,37 EUR"): no cash moves, but the position enters the books at that value.
 */
export function acquisitionValue(lines: Line[], ctx: DocumentContext, quantity: string): SettledAmount | null {
  for (const hit of findLabels(lines, FIELD_LABELS.acquisitionValue)) {
    const value = figureRightAfter(hit, ctx);
    if (value) return { value: absolute(value.value), currency: value.currency, page: hit.line.page, booked: false, afterTaxes: false };
  }
  // Its acquisition data giving the price instead ("Anschaffungsdaten" over "Kurs : 105,769231 EUR"):
  // the count at that price.
  if (!quantity) return null;
  for (const data of findLabels(lines, FIELD_LABELS.acquisitionData)) {
    for (const hit of findLabels(lines.slice(data.lineIndex + 1, data.lineIndex + 1 + ACQUISITION_DATA_LINES), FIELD_LABELS.price)) {
      const price = figureRightAfter(hit, ctx);
      if (price)
        return {
          value: productInCents(absolute(price.value), absolute(quantity)),
          currency: price.currency,
          page: hit.line.page,
          booked: false,
          afterTaxes: false,
        };
    }
  }
  return null;
}

/** How far below its heading the acquisition data print their price. */
const ACQUISITION_DATA_LINES = 3;

/** The figure right after its label, with nothing but a colon or a currency between: not one further along the line. */
export function figureAfterLabel(hit: LabelHit, ctx: DocumentContext): Amount | null {
  const rest = hit.line.text.slice(hit.end);
  const value = moneyIn(rest, ctx)[0];
  return value && /^[\s:]*(?:[A-Z]{3}|[€$£])?\s*$/.test(rest.slice(0, value.index)) ? value : null;
}

/** A figure in a currency right after its label. */
function figureRightAfter(hit: LabelHit, ctx: DocumentContext): Amount | null {
  const value = figureAfterLabel(hit, ctx);
  return value?.currency ? value : null;
}

/** Notices whose own kind word may label their one figure: charges, income and refunds; not trades (whose words head their rows), nor taxes (a notice of a base that owes none). */
const NAMED_BY_KIND: TransactionType[] = ['Fee', 'Interest', 'Dividend', 'Fee Refund', 'Tax Refund'];

/**
 * A notice without a total label books the figure its own kind word labels ("Creditrente EUR 31,75",
 * "Verwaltungsgebühren  CHF 2.45", "Depotführungspreis inkl. Steuern 101.82"); where several
 * lines do, the last is the total of the ones above it.
 */
function figureNamedByKind(lines: Line[], type: TransactionType, ctx: DocumentContext): SettledAmount | null {
  const words = TYPE_KEYWORDS.filter((k) => k.type === type && !k.weak);
  let last: SettledAmount | null = null;
  for (const [lineIndex, line] of lines.entries()) {
    const folded = foldCase(line.text);
    for (const k of words) {
      const m = execLabel(k.pattern, line.text, folded);
      if (!m) continue;
      const rest = line.text.slice(m.index + m[0].length);
      // A label: the figure ends the line, after at most a short qualifier ("inkl. Steuern"), not
      // somewhere inside a sentence.
      const money = moneyIn(rest, ctx);
      if (money.length !== 1 || !/^\s*[-+]?\s*(?:[A-Z]{3}|[€$£])?\s*$/.test(rest.slice(money[0].end))) continue;
      const before = qualifierOf(rest.slice(0, money[0].index), ctx);
      if (/\d/.test(before) || before.trim().split(/\s+/).filter(Boolean).length > 3) continue;
      // income so named is its gross where a total below takes its taxes off ("Habenzinsen 8,41", "Steuern -2,35", "Gesamt 6,06")
      const figure = (type === 'Fee' ? null : balancedTotalBelow(lines, lineIndex, money[0], ctx)) ?? money[0];
      last = { value: figure.value, currency: figure.currency || ctx.currency, page: line.page, booked: true, afterTaxes: false };
      break;
    }
  }
  return last;
}

/**
 * The words between a kind and its figure, without the rate and period interest is stated for
 * ("Habenzinsen 3,25 % vom 01.04.2024 bis 30.06.2024  121,87 EUR"): those qualify the label.
 */
function qualifierOf(between: string, ctx: DocumentContext): string {
  return withoutDates(between, ctx)
    .replace(/(?:[A-Z]{3}|[€$£])\s*$/, '')
    .replace(/\d+(?:[.,]\d+)?\s*%(?:\s*p\.\s?a\.)?/g, ' ')
    .replace(PERIOD_WORDS, ' ');
}

/** The money printed after a label on its line, or alone on the next line when the label ends its line. */
export function valueAfter(hit: LabelHit, lines: Line[], ctx: DocumentContext): Amount | null {
  const rest = hit.line.text.slice(hit.end);
  const next = /\s\p{L}[\p{L}-]*:\s/u.exec(rest);
  // "EUR 41,33 EUR 69,204000 Anteilumsatz: 0,597": the figures after the next label are that label's,
  // and one with more than two decimals beside the amount is a price per unit
  const inCell = next ? moneyIn(rest.slice(0, next.index), ctx).filter(hasCents) : [];
  // a unit price after the label ("CREDIT COUPON NR 54 : 16 KBC (BE0003565737) à 3 € A") is no sum booked
  const own = (inCell.length ? inCell : moneyIn(rest, ctx)).filter((a) => !PRICE_BEFORE.test(rest.slice(0, a.index)));
  if (own.length > 1 && lines.slice(Math.max(0, hit.lineIndex - 4), hit.lineIndex).some((l) => matchLabel(l.text, REFERENCE_CURRENCY_CUES))) return own[0];
  if (own.length) {
    const last = own[own.length - 1];
    return last.currency ? last : amountOf(last, currencyHeadingOver(lines, hit.lineIndex, hit.end + last.index, hit.end + last.end) ?? '');
  }
  // A column heading ("Montant net au débit de votre compte"): the value stands below it, under
  // a heading that may wrap onto a second line.
  // Not a word qualifying a figure before it ("KURS 4,877300 P.ST. NETTO").
  // Nor a label ending a sentence ("… erstatten wir Ihnen bereits abgeführte Steuern.").
  if (
    !/\d/.test(hit.line.text.slice(hit.end).split(/\s{2,}/)[0]) &&
    !/\d[^\d]{0,12}$/.test(hit.line.text.slice(0, hit.index)) &&
    !/^\.(?:\s|$)/.test(hit.line.text.slice(hit.end))
  ) {
    const span = cellSpan(hit.line, hit);
    for (const next of lines.slice(hit.lineIndex + 1, hit.lineIndex + 1 + MAX_HEADING_LINES)) {
      if (next.page !== hit.line.page) break;
      // a balance carried into the table ("Balance carried forward 0.00") stands under the balance, not the heading
      if (BALANCE_LINE.test(next.text)) continue;
      // A booked amount has cents at most: "EUR 0,00980000" below is a rate per unit.
      const below = moneyIn(next.text, ctx).filter((a) => standsAlone(next.text, a) && !/\.\d{2}0*[1-9]/.test(a.value));
      if (below.length) {
        // The last heading of its line heads the last column, where values drift from their headings.
        const under = /^\s*$/.test(hit.line.text.slice(hit.end)) ? below[below.length - 1] : underHeading(span, next, below);
        return totalAfterRow(lines, lines.indexOf(next), ctx) ?? under;
      }
      // Only a heading's own further lines may stand between it and its values ("USt. (19,00%)").
      if (/\d/.test(next.text.replace(/\(?\d+(?:[.,]\d+)?\s*%\)?/g, '')) || isSentence(next.text)) break;
    }
  }
  // A booking sentence with its amount on the account's line below ("Belastung Ihres Kontos mit
  // Wertstellung zum 04. Januar 2020" over "Konto-Nr. 0101753165  1.008,91 EUR").
  const account = lines[hit.lineIndex + 1];
  if (account && account.page === hit.line.page && matchLabel(account.text, ACCOUNT_CUES)) {
    const booked = moneyIn(account.text, ctx).filter((a) => a.currency && hasCents(a));
    if (booked.length) return booked[booked.length - 1];
  }
  // A total printed alone just above its label ("70,84 EUR" over "Netto zugunsten IBAN …"), maybe
  // after its value date ("Wert 04.03.2020 EUR 1.386,96" over "zugunsten Konto-Nr. 0123456789").
  const above = lines[hit.lineIndex - 1];
  if (above && above.page === hit.line.page && isLoneAmount(withoutValueDate(above.text, ctx))) return moneyIn(above.text, ctx)[0] ?? null;
  return null;
}

/** A heading may wrap onto this many lines above its values. */
const MAX_HEADING_LINES = 3;

const hasCents = (a: Amount) => /[.,]\d{2}$/.test(a.raw.replace(/[)\s-]+$/, ''));

/** The text without a leading value date and its label ("Wert 04.03.2020 "). */
function withoutValueDate(text: string, ctx: DocumentContext): string {
  const hit = matchLabel(text, FIELD_LABELS.valueDate);
  const date = hit && hit.index < 3 ? datesIn(text, ctx)[0] : undefined;
  return date && !/\d/.test(text.slice(hit!.end, date.index)) ? text.slice(date.end) : text;
}

function isLoneAmount(text: string): boolean {
  return /^(?:[A-Z]{3}|[€$£])?\s*[-+]?[\d.,' ]+\s*(?:[A-Z]{3}|[€$£])?\s*[-+]?$/.test(text.trim());
}

/**
 * A total on a line of its own just after a row of values ("Taxes -2.55 EUR", "Total 7.14 EUR"
 * under "… Total amount" over "… 9.69 EUR"): the row's amount after the charges listed below it.
 */
function totalAfterRow(lines: Line[], row: number, ctx: DocumentContext): Amount | null {
  for (const line of lines.slice(row + 1, row + 1 + ROW_CHARGE_LINES)) {
    const total = matchLabel(line.text, FIELD_LABELS.rowTotal);
    const money = moneyIn(line.text, ctx);
    if (total && total.index === 0 && money.length === 1 && isLoneAmount(line.text.slice(total.end))) return money[0];
    if (money.length !== 1) return null;
  }
  return null;
}

const ROW_CHARGE_LINES = 3;

/** A value in a row of values, not one inside a sentence ("i.V. 1:3,2332 in WKN …"). */
function standsAlone(text: string, a: Amount): boolean {
  return /(?:^|\s{2,}|(?:[A-Z]{3}|[€$£])\s?|[\d.]\s)$/.test(text.slice(0, a.index));
}

/**
 * A lone amount ("EUR 75,00") printed within a few lines below the gross value: the total after the
 * charges listed between them.
 */
function loneTotalBelow(lines: Line[], from: number, ctx: DocumentContext): Amount | null {
  for (const line of lines.slice(from + 1, from + 5)) {
    if (!isLoneAmount(line.text)) continue;
    const money = moneyIn(line.text, ctx);
    if (money.length === 1) return money[0];
  }
  return null;
}

/**
 * "Bruto dividend 75,00" over "Dividendbelasting 15% 11,25" and "Uitgekeerd 63,75": a figure printed below the
 * gross value that equals it less (or plus, for a purchase) the figures between them is the total after those
 * charges, whatever its label says. The arithmetic decides only where at least one charge stands between.
 */
function balancedTotalBelow(lines: Line[], from: number, gross: Amount, ctx: DocumentContext): Amount | null {
  const between: string[] = [];
  for (const line of lines.slice(from + 1, from + 1 + BALANCED_TOTAL_LINES)) {
    const money = moneyIn(line.text, ctx).filter((a) => !a.currency || !gross.currency || a.currency === gross.currency);
    if (money.length !== 1) continue;
    const [figure] = money;
    const total = absolute(figure.value);
    // charges as large as the gross leave nothing: a zero ("Gain $0.00") balances by chance
    if (between.length && !isZero(total)) {
      const charges = addDecimals('0', ...between);
      if (total === addDecimals(absolute(gross.value), negate(charges)) || total === addDecimals(absolute(gross.value), charges)) return figure;
    }
    between.push(absolute(figure.value));
  }
  return null;
}

/** How far below the gross value its charges and the total after them are printed. */
const BALANCED_TOTAL_LINES = 6;

/** A conversion of the found amount into another currency printed just below it, if any. */
function convertedLater(lines: Line[], from: number, found: Amount, ctx: DocumentContext): Amount | null {
  if (!found.currency) return null;
  let converted: Amount | null = null;
  // a line printing only a rate's currency pair ("21.08.2019 372650044 EUR/USD 1,1026 EUR 1.536,13") converts
  // where no line says so in words; the first such line, as later ones restate figures for tax purposes
  let paired: Amount | null = null;
  for (const [offset, line] of lines.slice(from + 1, from + 6).entries()) {
    const cue = matchLabel(line.text, FX_CUES) !== null;
    if (!cue && (paired || !RATE_PAIR.test(line.text))) continue;
    // An amount, not the "1 EUR" of a rate ("1 EUR = 1,0899 USD"); one printed bare is in the currency heading its column
    // ("USD  CHF" over "Umrechnungskurs USD/CHF 0.88120  16.85")
    const other = moneyIn(line.text, ctx)
      .map((a) => (a.currency ? a : amountOf(a, currencyHeadingOver(lines, from + 1 + offset, a.index, a.end) ?? '')))
      .filter((a) => a.currency && a.currency !== found.currency && /[.,]\d{2}$/.test(a.raw));
    if (!other.length) continue;
    if (cue) converted = other[other.length - 1];
    else paired = other[other.length - 1];
  }
  return converted ?? paired;
}

/** The net-amount hits with the heads of booking rows placed just before the generic labels. */
function withBookingHeads(hits: LabelHit[], lines: Line[]): LabelHit[] {
  const heads = findLabels(lines, FIELD_LABELS.bookedAmountHeading)
    .filter(headsBooking)
    .map((h) => ({ ...h, rank: GENERIC_NET_RANK }));
  if (!heads.length) return hits;
  const specific = hits.filter((h) => h.rank < GENERIC_NET_RANK);
  const generic = hits.filter((h) => h.rank >= GENERIC_NET_RANK && !headsBooking(h));
  return [...specific, ...heads, ...generic];
}

/** Where the generic labels of a total begin among the net-amount labels ("Gesamtbetrag", "Total", "Betrag"...). */
const GENERIC_NET_RANK = FIELD_LABELS.netAmount.indexOf('Gesamtbetrag');

/** A heading row (no figures) that names a value date beside the label: the head of a booking row. */
function headsBooking(hit: LabelHit): boolean {
  return (
    !/\d/.test(hit.line.text) &&
    !PER_UNIT.test(hit.line.text.slice(hit.end)) &&
    matchLabel(hit.line.text.slice(0, hit.index) + ' '.repeat(hit.end - hit.index) + hit.line.text.slice(hit.end), FIELD_LABELS.valueDate) !== null
  );
}

/**
 * "zum Kurs von GBP/CHF 1.09551 CHF" over "Total zu Ihren Gunsten 37.25": a total printed without a
 * currency right after a conversion is in the currency the conversion ends with.
 */
function convertedInto(lines: Line[], lineIndex: number): string {
  for (const line of lines.slice(Math.max(0, lineIndex - CONVERSION_ABOVE), lineIndex).reverse()) {
    const cued = matchLabel(line.text, FX_CUES) !== null;
    // a pair may name a currency by its sign ("zum Kurs von € CHF 1.0264 CHF")
    const text = line.text.replace(/[€£]/g, (sign) => SIGN_CODES[sign]);
    if (!CURRENCY_PAIR.test(text) && !cued) continue;
    const last = /(?:^|[\s\d])([A-Z]{3})\s*$/.exec(text)?.[1];
    // a rate's pair written with a slash ("GBP/CHF"), or with a space after a rate's word ("zum Kurs von GBP CHF")
    const pair = CURRENCY_PAIR.exec(text)?.slice(1) ?? (cued ? spacedPair(text) : null);
    if (last && pair?.includes(last)) return last;
  }
  return '';
}

/** How far above its total a conversion may be printed. */
const CONVERSION_ABOVE = 2;
const CURRENCY_PAIR = /\b([A-Z]{3}) ?\/ ?([A-Z]{3})\b/;
/** A rate's pair, its currencies as codes or signs ("EUR/USD", "€/USD"). */
const RATE_PAIR = /(?:\b[A-Z]{3}|[€$£]) ?\/ ?(?:[A-Z]{3}\b|[€$£])/;
const SPACED_CODES = /\b([A-Z]{3}) (?=([A-Z]{3})\b)/g;

/** Two currency codes side by side: in capitals the rate's words ("ZUM KURS VON GBP CHF") look like codes too. */
function spacedPair(text: string): string[] | null {
  for (const m of text.matchAll(SPACED_CODES)) if (isCurrencyCode(m[1]) && isCurrencyCode(m[2])) return [m[1], m[2]];
  return null;
}

function statesTaxes(hit: LabelHit): boolean {
  const after = hit.line.text.slice(hit.index, hit.end + 30);
  return mentions(after, FIELD_LABELS.beforeTaxes) || mentions(after, FIELD_LABELS.afterTaxes);
}

function isQualifiedAsGross(hit: LabelHit): boolean {
  const before = hit.line.text.slice(0, hit.index);
  const qualifier = /(\p{L}+\.?)\s+$/u.exec(before);
  return !!qualifier && matchLabel(qualifier[1], FIELD_LABELS.grossQualifiers)?.index === 0;
}

/** "Summe verschiedene Steuern 0,00", "Total fees 2.00": a generic total of the taxes or charges, not of the cash. */
function namesCharges(hit: LabelHit, ctx: DocumentContext): boolean {
  if (hit.rank < GENERIC_NET_RANK) return false;
  const rest = hit.line.text.slice(hit.end);
  const figure = moneyIn(rest, ctx)[0];
  if (!figure) return false;
  const words = rest.slice(0, figure.index);
  // "Gutschrift nach Steuern": the total after the taxes, which it names
  return (TAX_WORDS.test(words) || CHARGE_WORDS.test(words)) && !mentions(words, FIELD_LABELS.afterTaxes);
}

/** "Total Gain $0.00": a total of the gain or loss, not of the cash. */
function namesGain(hit: LabelHit): boolean {
  return matchLabel(hit.line.text.slice(hit.end).trimStart(), FIELD_LABELS.gainQualifiers)?.index === 0;
}

function isInParentheses(text: string, index: number): boolean {
  if (!insideParentheses(text, index)) return false;
  // a qualifier in parentheses ("Habenzinsen (netto) 1,46") labels the figure after them
  const close = text.indexOf(')', index);
  return close < 0 || /\d/.test(text.slice(index, close));
}
