import { Row } from '../../columns';
import { absolute, addDecimals, isZero } from '../numbers';
import { DIVIDEND_WORD } from '../vocabulary/bookings';
import { isMarked, mark } from '../marks';
import { because } from '../explain';
import { ACCOUNT_TAX } from '../vocabulary/charges';

const isPositive = (amount: string) => !amount.startsWith('-') && !isZero(amount);

/** Rows that fees and taxes printed right after them belong to. */
const PRINCIPAL = new Set(['Dividend', 'Interest', 'Buy', 'Sell']);
const DEDUCTION: Record<string, 'taxes' | 'fees'> = { Tax: 'taxes', Fee: 'fees' };

/** Rows complete as printed, which join no other row and take no charges from the lines after them: units sold to pay a charge, and that charge. */
const COMPLETE = Symbol('complete');
export function standsAlone(row: Row): Row {
  return mark(row, COMPLETE);
}

/**
 * One row per economic transaction: a tax or fee printed on its own line right after the trade it
 * was charged on or the income it was withheld from (same account, same date, same security where both name one) is folded
 * into that income row: amount becomes the net cash, the part goes to taxes or fees.
 */
export function netDeductions(rows: Row[]): Row[] {
  // a ledger printed newest first prints a trade's charges above it: its rows are netted oldest first
  if (!printedNewestFirst(rows)) return netSeparateListings(netAdjacent(rows));
  return netSeparateListings(netAdjacent([...rows].reverse())).reverse();
}

/** Whether the rows' dates never rise and fall at least once: the ledger lists its bookings newest first. */
function printedNewestFirst(rows: Row[]): boolean {
  const dates = rows.map((r) => r.date).filter(Boolean);
  if (dates.some((d, i) => i > 0 && d > dates[i - 1])) return false;
  return dates.some((d, i) => i > 0 && d < dates[i - 1]);
}

/** A security's identifier in a description (CUSIP, ISIN, WKN): a token of letters and digits with at least five digits. */
const identifiers = (description: string) =>
  new Set((description.match(/(?<![\p{L}\d])[A-Z\d]{6,12}(?![\p{L}\d])/gu) ?? []).filter((t) => (t.match(/\d/g) ?? []).length >= 5));

/**
 * "Energy Transfer 200 29273V100 Lmtd Partner 62.00" over "Nra Withhold: Dividend 29273V100 (22.94)":
 * a credit without a word of its own that the next line withholds dividend tax on, naming the same
 * security, is that dividend.
 */
function incomeNamedByItsTax(row: Row, next: Row | undefined): boolean {
  if (row.type !== 'Deposit' || !next || next.type !== 'Tax' || !DIVIDEND_WORD.test(next.description) || !belongsTo(next, row)) return false;
  const named = identifiers(next.description);
  return [...identifiers(row.description)].some((id) => named.has(id));
}

function netAdjacent(rows: Row[]): Row[] {
  const out: Row[] = [];
  let income: Row | null = null;
  for (const [i, row] of rows.entries()) {
    if (incomeNamedByItsTax(row, rows[i + 1])) because(row, 'type: Dividend, the tax withheld below names its security').type = 'Dividend';
    const part = DEDUCTION[row.type];
    if (income && part && belongsTo(row, income) && !isMarked(row, COMPLETE) && !withheldFromAnother(row, income, rows) && chargedOn(part, income, row)) {
      fold(row, income, part);
      continue;
    }
    // a tax printed just before the income it was withheld from ("STEUER" above "ABSCHLUSS")
    const before = out[out.length - 1];
    if (!income && INCOME.has(row.type) && before?.type === 'Tax' && belongsTo(before, row) && !isMarked(before, COMPLETE)) {
      fold(out.pop()!, row, 'taxes');
    }
    out.push(row);
    income = PRINCIPAL.has(row.type) && !isMarked(row, COMPLETE) ? row : null;
  }
  return out;
}

const INCOME = new Set(['Dividend', 'Interest']);

/**
 * Interest on cash is charged no fee: the charge a closing prints after it ("Rente 61,33" over "Kosten
 * spaarrekening 2,50") is the account's, a row of its own; taxes are withheld from it all the same,
 * except a tax on the account itself ("Imposta di bollo" beside the quarter's interest).
 */
const chargedOn = (part: 'taxes' | 'fees', principal: Row, charge: Row) =>
  part === 'taxes' ? !ACCOUNT_TAX.test(charge.description) : principal.type !== 'Interest';

function belongsTo(part: Row, principal: Row): boolean {
  return (
    !isPositive(part.amount) &&
    !exceedsIncome(part, principal) &&
    part.date === principal.date &&
    part.account_number === principal.account_number &&
    part.currency === principal.currency &&
    (!part.settlement_date || !principal.settlement_date || part.settlement_date === principal.settlement_date) &&
    (!part.security_id || !principal.security_id || part.security_id === principal.security_id)
  );
}

/** A tax or charge larger than the income it would be withheld from (Steuern - 2,29 over Zinsen + 1,93) was not withheld from it. */
const exceedsIncome = (part: Row, principal: Row) =>
  INCOME.has(principal.type) && isPositive(principal.amount) && Number(absolute(part.amount)) > Number(principal.amount);

function fold(part: Row, into: Row, column: 'taxes' | 'fees'): void {
  because(into, `net: the ${part.type.toLowerCase()} printed beside it (${part.amount}) folded into its ${column}`);
  into.amount = addDecimals(into.amount, part.amount);
  into[column] = addDecimals(into[column] || '0', absolute(part.amount));
}

const normalised = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim();

/** Whether the tax was withheld from this dividend: one of the same day and currency whose security or description it repeats. */
function withheldFrom(tax: Row, r: Row): boolean {
  return (
    r.type === 'Dividend' &&
    r.date === tax.date &&
    r.currency === tax.currency &&
    r.account_number === tax.account_number &&
    Boolean(
      (r.security_id && r.security_id === tax.security_id) ||
      (r.description.length >= 8 && normalised(tax.description).startsWith(normalised(r.description).slice(0, 24))),
    )
  );
}

/**
 * "Dividend Received JOHNSON & JOHNSON 23.80" over "Foreign Tax Withheld NESTLE SA 4.21" over "Dividend Received NESTLE SA 16.85":
 * a tax printed after one dividend that names another of the same day was withheld from that other one.
 */
const withheldFromAnother = (tax: Row, income: Row, rows: Row[]) =>
  tax.type === 'Tax' && income.type === 'Dividend' && !withheldFrom(tax, income) && rows.some((r) => r !== income && withheldFrom(tax, r));

/**
 * Statements that list dividends and withholding tax in separate sections: a tax row joins the
 * dividend of the same date and currency whose description (or security) it repeats.
 */
function netSeparateListings(rows: Row[]): Row[] {
  const dropped = new Set<Row>();
  for (const tax of rows) {
    if (tax.type !== 'Tax' || isPositive(tax.amount)) continue;
    const income = rows.find((r) => withheldFrom(tax, r));
    if (!income) continue;
    because(income, `net: the tax listed apart (${tax.amount}) folded into its taxes`);
    income.amount = addDecimals(income.amount, tax.amount);
    income.taxes = addDecimals(income.taxes || '0', absolute(tax.amount));
    dropped.add(tax);
  }
  return rows.filter((r) => !dropped.has(r));
}
