import { TransactionType } from '../../columns';
import { Line } from '../../words';
import { TableContext } from './context';
import { TableHeader, hasRole, mergeHeaders, readHeaderRow } from './headerRow';
import { cellsOf } from './cells';
import { amountInMoneyColumn, onlyBalance } from './columns';
import {
  ACCOUNT_CLOSING,
  CALCULATION_SECTION,
  CHARGE_WORDS,
  DISTRIBUTION_WORDS,
  HOLDING_TOTAL,
  LEGAL_FOOTER,
  PRICE_LINE,
  INTEREST_SCALE_HEADER,
  CARRY_OVER,
  CARRY_OVER_ALONE,
  NON_ACTIVITY_SECTION,
  PENDING_SECTION,
  REINVESTMENT,
  SETTLED_AMOUNT,
  STATED_TAX,
  SUMMARY_LINE,
  TYPE_RULES,
  startsWithTransactionWord,
  typeFromText,
} from '../vocabulary/bookings';
import { AmountToken, DateToken, findAmounts, findDates } from './tokens';
import { pricedTrade } from './pricedTrade';
import { legMoney } from './exchangeLegs';
import { titleCurrency } from './sectionCurrency';
import { LABELLED_CHARGE } from './tradeCharges';
import { statedTotal } from './statedTotal';
import { FIELD_LABELS } from '../vocabulary/labels';
import { matchLabel } from '../labels';
import { absolute, isZero } from '../numbers';
import { ACCOUNT_LINE } from '../vocabulary/accounts';
import { FROM_WORD, PERIOD_JOIN } from '../vocabulary/joins';
import { hasJoinedDate } from '../wrappedDates';
import type { Entry } from './entry';
import { PRICE_PHRASE } from '../vocabulary/prices';
import { HOLDINGS_TITLES } from '../vocabulary/documents';
import type { DateOptions } from '../dates';

export type { Entry };

const MAX_CONTINUATION_LINES = 4;
/** How many lines below its own a row dated below prints its other stacked columns (a header of four lines). */
const STACKED_LINES = 3;
/** A booking's running number before its date. */
const ROW_NUMBER = /^\s*\d{1,4}\s$/;
/** A table has ended when this many lines outside any entry pass (a page footer is shorter). */
const TABLE_GAP_LINES = 12;
/** How far below a section title its column header may be printed. */
const SECTION_TITLE_REACH = 3;
/** How far below a title of pending transactions their own column header, printed over several lines, may end. */
const PENDING_HEADER_REACH = 6;

/** The entry's amounts without the running balance a balance column prints last ("... 60,540.38 0.00 -60,540.10"). */
export function bookedAmounts(entry: Entry): AmountToken[] {
  return hasRole(entry.table, 'balance') && entry.amounts.length > 1 ? entry.amounts.slice(0, -1) : entry.amounts;
}

/** `text` with the given spans blanked out, collapsed to a readable phrase. */
export function without(text: string, spans: Array<{ start: number; end: number }>): string {
  let out = text;
  for (const s of [...spans].sort((a, b) => b.start - a.start)) out = out.slice(0, s.start) + ' ' + out.slice(s.end);
  return out.replace(/\s+/g, ' ').trim();
}

export function isSummary(description: string): boolean {
  const words = description.replace(/^[^\p{L}]+/u, '');
  // the currency and credit mark of a carried balance ("Übertrag EUR", "Suma y sigue EUR CR") are no words of the line's own
  return SUMMARY_LINE.test(words) || CARRY_OVER_ALONE.test(words.replace(/(?:\s(?:[A-Z]{2,3}|[$€£]))+$/u, ''));
}

/**
 * Walks the document's lines and cuts them into entries. A line opens an entry when it carries a
 * date and an amount and either starts with the date, or sits under a table header, or opens with
 * a transaction word ("Kauf 40,00 EUR mit Kursdatum 29.01.2021 ..."); lines after it
 * without their own date+amount continue its description. Headers, summary lines (balances,
 * totals, carried-forward) and the start of another entry end it.
 */
export function findEntries(lines: Line[], ctx: Pick<TableContext, 'doc' | 'numbers'>): Entry[] {
  const walk = startWalk();
  for (const [index, line] of lines.entries()) {
    if (index > 0) walk.previousText = lines[index - 1].text;
    if (settlesAwaited(walk, line, ctx)) continue;
    if (isSectionTitle(line.text)) walk.sectionType = typeFromText(line.text);
    const previousLoneAmount = walk.loneAmount;
    walk.loneAmount = null;
    if (leavesActivity(walk, line, index, ctx) || readsHeader(walk, line, index, ctx)) continue;
    walk.previousWasHeader = false;
    if (walk.outsideActivity) continue;
    const read = readLine(walk, lines, index, ctx, previousLoneAmount);
    // each step either takes the line (into an entry of its own, or the current one) or leaves it to the next
    if (detailsCurrent(walk, read, ctx) || opensDatedEntry(walk, read, ctx) || takesFiguresBelow(walk, read, ctx) || opensAwaitedEntry(walk, read)) continue;
    if (opensEntryByDate(walk, read, lines) || closesOrContinues(walk, read, ctx)) continue;
  }
  return walk.entries.filter((e) => e.amounts.length);
}

/** What the walk over a document's lines knows so far: the entries found, and the table, section and entry it is in. */
type Walk = {
  entries: Entry[];
  table: TableHeader | null;
  current: Entry | null;
  account: string | null;
  lastFullDate: DateToken | null;
  linesSinceEntry: number;
  previousWasHeader: boolean;
  linesSinceSectionTitle: number;
  outsideActivity: boolean; // under an interest calculation's title, until the next activity header
  pendingSince: number | null; // the line of a title of transactions not yet booked
  loneAmount: LoneAmount | null; // an amount alone on the previous line
  sectionType: TransactionType | null;
  previousText: string;
  loneDate: { date: DateToken; index: number } | null; // a date printed alone on its line (a booking date stacked above its rows)
  // "Ausschüttung *1 94,78" without a date: the distribution a reinvestment just below it pays into units
  distribution: { value: string; index: number } | null;
  // a trade opened without its amount, until its settled amount (and the line after it, which may convert it)
  // (and the charge it names, which units sold to pay it settle at: "Zahlungsbetrag 0,00 EUR")
  // (a tax opened so, "Vorabpauschale zum Stichtag 31.12.2020", is settled by the sentence stating it: "Steuern in Höhe von 0,94 EUR")
  awaiting: { entry: Entry; lines: number; settled: boolean; charge?: { line: Line; amount: AmountToken }; tax?: boolean } | null;
};

type LoneAmount = { line: Line; amounts: AmountToken[] };

function startWalk(): Walk {
  return {
    entries: [],
    table: null,
    current: null,
    account: null,
    lastFullDate: null,
    linesSinceEntry: 0,
    previousWasHeader: false,
    linesSinceSectionTitle: Infinity,
    outsideActivity: false,
    pendingSince: null,
    loneAmount: null,
    sectionType: null,
    previousText: '',
    loneDate: null,
    distribution: null,
    awaiting: null,
  };
}

/** One line as the walk reads it: its dates, amounts and words. */
type ReadLine = {
  line: Line;
  index: number;
  dates: DateToken[];
  amounts: AmountToken[];
  description: string;
  datedBelow: boolean;
  startsWithDate: boolean;
  /** Whether the entry open before the line (an account's heading aside) had room for another line. */
  continuesEntry: boolean;
  previousLoneAmount: LoneAmount | null;
};

/** A new entry, opened under the walk's table, account and section, becomes the current one. */
function openEntry(walk: Walk, fields: Pick<Entry, 'line' | 'dates' | 'amounts' | 'amountLine' | 'description'> & Partial<Entry>): Entry {
  const entry: Entry = { continuation: [], table: walk.table, account: walk.account, nearbyDate: walk.lastFullDate, sectionType: walk.sectionType, ...fields };
  walk.current = entry;
  walk.entries.push(entry);
  walk.linesSinceEntry = 0;
  return entry;
}

/** A trade awaiting its settled amount takes it from this line (or its charge, or gives up waiting); true where the line is taken. */
function settlesAwaited(walk: Walk, line: Line, ctx: Pick<TableContext, 'doc' | 'numbers'>): boolean {
  const awaiting = walk.awaiting;
  if (!awaiting) return false;
  const settled = awaiting.tax
    ? statedTax(line.text, ctx)
    : (settledAmount(line.text, walk.previousText, ctx) ?? (settlesNothing(line.text, ctx) ? awaiting.charge?.amount : null));
  if (settled && settled === awaiting.charge?.amount) {
    [awaiting.entry.amounts, awaiting.entry.amountLine] = [[settled], awaiting.charge.line];
    walk.awaiting = walk.current = null;
    return true;
  }
  // "VL-Vertragsentgelt inkl. 16 % USt 9,75 EUR": the charge the block's units paid
  const figures = findAmounts(line.text, ctx.numbers);
  if (!awaiting.settled && figures.length === 1 && CHARGE_WORDS.test(line.text)) awaiting.charge = { line, amount: figures[0] };
  // "Zahlungsbetrag in Fremdwährung 53,56 USD" over "Zahlungsbetrag nach Währungskonvertierung ... 48,77 EUR": the converted one was booked
  if (settled) {
    [awaiting.entry.amounts, awaiting.entry.amountLine] = [[settled], line];
    walk.awaiting = awaiting.settled ? null : { entry: awaiting.entry, lines: awaiting.lines, settled: true };
    walk.current = null;
    return true;
  }
  // never settled: the entry keeps no amount and is left out; the lines between are read as usual
  if (awaiting.settled || ++awaiting.lines > SETTLEMENT_REACH || opensBooking(line.text, ctx)) walk.awaiting = null;
  return false;
}

/** A title of holdings, pending or calculated lines, or an interest scale's header: no bookings below it. */
function leavesActivity(walk: Walk, line: Line, index: number, ctx: Pick<TableContext, 'doc' | 'numbers'>): boolean {
  if (NON_ACTIVITY_SECTION.test(line.text) || PENDING_SECTION.test(line.text) || opensWithHoldingsTitle(line.text)) {
    walk.table = null;
    walk.current = null;
    walk.linesSinceSectionTitle = 0;
    walk.outsideActivity = CALCULATION_SECTION.test(line.text) || PENDING_SECTION.test(line.text);
    walk.pendingSince = PENDING_SECTION.test(line.text) ? index : null;
    return true;
  }
  if (
    INTEREST_SCALE_HEADER.every((word) => word.test(line.text)) &&
    !findAmounts(line.text, ctx.numbers).length &&
    !findDates(line.text, ctx.doc.dates).length
  ) {
    walk.outsideActivity = true;
    walk.current = null;
    return true;
  }
  return false;
}

/** A line opening with a holdings statement's title ("RELEVÉ DE PORTEFEUILLE AU 31/12/2024"): the positions priced below are held, not traded. */
function opensWithHoldingsTitle(text: string): boolean {
  return matchLabel(text, HOLDINGS_TITLES)?.index === text.length - text.trimStart().length;
}

/** A table's column header opens a table (or continues the header above it); true where the line is one. */
function readsHeader(walk: Walk, line: Line, index: number, ctx: Pick<TableContext, 'doc' | 'numbers'>): boolean {
  const header = readHeaderRow(line, ctx);
  if (!header) return false;
  // the column header of a holdings or accruals section opens no activity table
  // (pending transactions end at the first column header well below their title: "Account Activity Details")
  const opened =
    ++walk.linesSinceSectionTitle <= SECTION_TITLE_REACH && !(walk.pendingSince !== null && index - walk.pendingSince > PENDING_HEADER_REACH) ? null : header;
  if (opened) walk.outsideActivity = false;
  // a header printed over two lines ("Posting Description Value Debit" / "Date in EUR in EUR"): one header
  const titled =
    opened && !walk.previousWasHeader ? { ...opened, kind: typeFromText(walk.previousText), currency: titleCurrency(walk.previousText, ctx) } : opened;
  walk.table = walk.previousWasHeader ? mergeHeaders(walk.table, titled) : titled;
  walk.previousWasHeader = true;
  walk.loneDate = null;
  walk.linesSinceEntry = 0;
  walk.current = null;
  return true;
}

/** The line's dates, amounts and words, as the table it is in reads them; the walk notes its account, full dates and a lone date. */
function readLine(walk: Walk, lines: Line[], index: number, ctx: Pick<TableContext, 'doc' | 'numbers'>, previousLoneAmount: LoneAmount | null): ReadLine {
  const line = lines[index];
  // lines that continue an entry belong to the table; only lines outside entries can end it
  const continuesEntry = walk.current !== null && walk.current.continuation.length < MAX_CONTINUATION_LINES;
  // carry-overs ("Vortrag vom 25.02.2022 16,082", one per fund) are part of the table, not a gap after it
  if (!continuesEntry && !CARRY_OVER.test(line.text) && ++walk.linesSinceEntry > TABLE_GAP_LINES) walk.table = null;
  walk.linesSinceSectionTitle++;
  const accountMatch = ACCOUNT_LINE.exec(line.text);
  if (accountMatch && !findAmounts(line.text, ctx.numbers).length) {
    walk.account = accountMatch[1].trim();
    walk.current = null; // an account's heading starts a new section
  }
  const table = walk.table;
  const dates = findDates(line.text, ctx.doc.dates);
  if (hasRole(table, 'date')) dates.unshift(...leadingDayMonth(line.text, dates, ctx.doc.dates));
  const amounts = findAmounts(mask(line.text, dates), ctx.numbers).filter((a) => !timeAfterDate(line.text, a, dates, ctx.doc.decimal));
  // a table without a date column in its header row prints the date in a stacked line below the row's own
  const datedBelow =
    !dates.length && amounts.length > 0 && table !== null && !hasRole(table, 'date') && dates.push(...dateBelow(line.text, lines[index + 1]?.text, ctx)) > 0;
  // a running number may come first ("3 20-12 20-12 Uberweisung ...": the statement numbers its bookings)
  const startsWithDate = dates.length > 0 && (dates[0].start <= 1 || ROW_NUMBER.test(line.text.slice(0, dates[0].start)));
  // "2026-01-06 VWCE Kaufen 0.0339 147.12 5": a trade whose value is printed without cents
  if (startsWithDate && !amounts.length && namesTrade(line.text)) {
    const priced = pricedTrade(mask(line.text, dates), ctx.doc.decimal, ctx.numbers.spaceGroups);
    if (priced) amounts.push(priced.value);
  }
  // "2026-01-07 01:32:07 Kartenkauf EUR -199.9 - - -199.9": a booking under an amount column printing money without its trailing zero
  if (startsWithDate && !amounts.length && hasRole(table, 'amount')) amounts.push(...trimmedMoney(line.text, ctx));
  // "Kauf 18.12.2024 0.001 BTC 99.0 EUR 0.2 EUR" under "eingehender Betrag … ausgehender Betrag": money an exchange prints
  // as it holds it
  const legs = dates.length && !amounts.length ? legMoney(mask(line.text, dates), table, ctx.doc.decimal) : null;
  if (legs) amounts.push(legs);
  for (const d of dates) if (d.year !== null) walk.lastFullDate = d;
  if (dates.length === 1 && dates[0].year !== null && !amounts.length && line.text.trim() === line.text.slice(dates[0].start, dates[0].end).trim())
    walk.loneDate = { date: dates[0], index };
  const description = without(line.text, [...dates, ...amounts]);
  return { line, index, dates, amounts, description, datedBelow, startsWithDate, continuesEntry, previousLoneAmount };
}

/** "2024-12-28T18:46 …": a line opened by a date and its time of day, joined by a T (ISO 8601). */
const opensWithTimestamp = (text: string, dates: DateToken[]) => dates.length > 0 && /^T\d/.test(text.slice(dates[0].end));

/** A line detailing the current entry: a timestamp's card payment, a line of an interest calculation. */
function detailsCurrent(walk: Walk, { line, dates }: ReadLine, ctx: Pick<TableContext, 'numbers'>): boolean {
  const current = walk.current;
  // "2024-12-28T18:46 Debitk.0 2028-12 Bargeldausz. 100,00": a timestamp opening a line details the card payment above,
  // unless the entry above opens with a timestamp too: then every row of the table is stamped so
  if (
    current &&
    current.continuation.length < MAX_CONTINUATION_LINES &&
    opensWithTimestamp(line.text, dates) &&
    !opensWithTimestamp(current.line.text, current.dates)
  ) {
    current.continuation.push(line.text);
    return true;
  }
  // "Habenzinsen" over "AB 2025-05-15 2,4000% 30,33": interest from a date at a rate, a line of its calculation;
  // under a closing its figure is the item the label above names ("Sollzinsen" over "AB 2021-01-01 3,9000% 4,76-")
  const calculated = fromDateAtRate(line.text, dates);
  if (calculated === null) return false;
  const label = current?.continuation.at(-1);
  const labelled = label !== undefined && /\p{L}/u.test(label) && !findAmounts(label, ctx.numbers).length;
  if (current && labelled) current.continuation[current.continuation.length - 1] = `${label.trim()} ${calculated}`;
  else if (current && current.continuation.length < MAX_CONTINUATION_LINES) current.continuation.push(line.text);
  return true;
}

/** A line with a date and an amount that opens a transaction: an entry of its own. */
function opensDatedEntry(walk: Walk, read: ReadLine, ctx: Pick<TableContext, 'numbers'>): boolean {
  const { line, index, dates, amounts, description, datedBelow, startsWithDate } = read;
  const opensTransaction = startsWithDate || walk.table || (tradeAndValueDate(dates) && startsWithTransactionWord(line.text));
  if (!(
    dates.length &&
    amounts.length &&
    opensTransaction &&
    !detailsBelowWithDate(walk, line, ctx) &&
    !isSummary(description) &&
    !RATE_FIRST.test(line.text) &&
    !periodAtRate(line.text, dates) &&
    !periodWithBalances(line.text, dates, amounts)
  ))
    return false;
  const entry = openEntry(walk, { line, dates, amounts, amountLine: line, description, datedBelow });
  const distribution = walk.distribution;
  if (distribution && index - distribution.index <= DISTRIBUTION_REACH && REINVESTMENT.test(description) && amounts[0].value === distribution.value)
    entry.reinvestsDistribution = true;
  return true;
}

/**
 * "Jan 5, 2024  Purchase of DBS ...  3,412.80" over "Jan 9, 2024  500 shares @ SGD 6.80 incl. commission": under a
 * header stacking two dates ("Transaction Date / Value Date"), a dated line whose figures stand under no money column
 * is the entry's second line (its value date and details), not a booking of its own.
 */
function detailsBelowWithDate(walk: Walk, line: Line, ctx: Pick<TableContext, 'numbers'>): boolean {
  const { current, table } = walk;
  if (!current?.amounts.length || current.continuation.length || !table?.cells) return false;
  if (!table.columns.some((c) => c.role === 'date' && STACKED_DATES.test(c.label))) return false;
  return !amountInMoneyColumn(table, cellsOf(line), ctx);
}

/** A header cell naming two dates, one over the other ("Transaction Date / Value Date", "Buchungstag / Valuta"). */
const STACKED_DATES = /\p{L}*(?:date|datum|tag)\s*\/\s*(?:value|valuta|wert|settle)/iu;

/** Figures without a date of their own: the amount an entry above left open, or one for the entry below. */
function takesFiguresBelow(walk: Walk, { line, index, dates, amounts, description }: ReadLine, ctx: Pick<TableContext, 'numbers'>): boolean {
  if (!dates.length && amounts.length === 1 && DISTRIBUTION_WORDS.test(description) && !REINVESTMENT.test(description))
    walk.distribution = { value: amounts[0].value, index };
  const current = walk.current;
  // Layouts whose amount column comes out of the text layer one line above or below the date
  if (amounts.length === 1 && !dates.length && !description) {
    if (onlyBalance(walk.table, cellsOf(line), ctx)) {
      walk.current = null;
    } else if (current && !current.amounts.length && current.continuation.length <= LONE_AMOUNT_REACH) {
      [current.amounts, current.amountLine] = [amounts, line];
    } else {
      walk.loneAmount = { line, amounts };
      walk.current = null;
    }
    return true;
  }
  // "01.10. 01.10. BIIWATWWXXX" over "Mn132692519750748439 3.000,00-": a booking opened by its dates takes the
  // one amount closing the reference line below it
  if (
    amounts.length === 1 &&
    !dates.length &&
    current &&
    !current.amounts.length &&
    !current.continuation.length &&
    current !== walk.awaiting?.entry &&
    amounts[0].end >= line.text.trimEnd().length
  ) {
    [current.amounts, current.amountLine] = [amounts, line];
    current.continuation.push(description);
    return true;
  }
  // "02 Apr 24  FASTER PAYMENT RECEIVED" over "FROM J SMITH REF RENT  750.00  1,750.00": under a header, a booking whose
  // words run onto a second line prints its figures there, under the money columns; so does one whose own line
  // prints figures only in its words ("Achat 40 AIR LIQUIDE à 163,10" over "frais 6,52  6 530,52  -2 498,12")
  if (
    amounts.length &&
    !dates.length &&
    current?.table?.cells &&
    (!current.amounts.length || !amountInMoneyColumn(current.table, cellsOf(current.amountLine), ctx)) &&
    wrapsOnto(current, line) &&
    current !== walk.awaiting?.entry &&
    !isSummary(description) &&
    amountInMoneyColumn(current.table, cellsOf(line), ctx)
  ) {
    // the figures of the entry's own line are words of its description again ("à 163,10": its price)
    if (current.amounts.length) current.description = without(current.line.text, current.dates);
    [current.amounts, current.amountLine] = [amounts, line];
    current.continuation.push(description);
    return true;
  }
  // "15 Mai" / "2024 Überweisung" / "DE98... 29.994,37 € 37.025,40 €": a booking whose cells wrapped over
  // several lines takes the figures closing the first line below it that prints any
  if (
    amounts.length &&
    !dates.length &&
    current?.wrapped &&
    !current.amounts.length &&
    !isSummary(description) &&
    !CARRY_OVER.test(line.text) &&
    current.continuation.length < MAX_CONTINUATION_LINES &&
    CLOSING_FIGURE.test(line.text.slice(amounts[amounts.length - 1].end))
  ) {
    [current.amounts, current.amountLine] = [amounts, line];
    current.continuation.push(description);
    return true;
  }
  return false;
}

/**
 * Whether an entry's figures may still come on this line: the first line under it, or, for an entry that has none yet, any
 * of the next few ("Partial principal repayment, project #1652" / "\"Vilnius office building\", tranche A," / "early
 * repayment  120.00  638.35"). One whose own words print figures ("Achat 40 AIR LIQUIDE à 163,10") takes the first line's.
 */
function wrapsOnto(current: Entry, line: Line): boolean {
  if (!current.continuation.length) return true;
  return !current.amounts.length && current.continuation.length < MAX_CONTINUATION_LINES && underDescription(current.table, line);
}

/** A line whose words start in the description column, as a booking's wrapped words do (a summary below starts at the margin). */
function underDescription(table: Entry['table'], line: Line): boolean {
  const column = table?.columns.find((c) => c.role === 'description');
  return Boolean(column && line.words.length && line.words[0].x >= column.x0 - 1);
}

/** An entry whose amount comes later: a trade named before its date, or a charge dated by a date printed alone above it. */
function opensAwaitedEntry(walk: Walk, { line, index, dates, amounts, description, startsWithDate, continuesEntry }: ReadLine): boolean {
  // "Verkauf 0,79 Anteile mit Kursdatum 26.11.2020": a trade or income opened by its word and date, its cash settled further down
  const named =
    dates.length && !amounts.length && !startsWithDate && !(continuesEntry && walk.current?.amounts.length) && tradeAndValueDate(dates)
      ? namedBeforeDate(line.text, dates[0].start)
      : null;
  if (named) {
    const entry = openEntry(walk, { line, dates, amounts: [], amountLine: line, description });
    walk.awaiting = { entry, lines: 0, settled: false, tax: named === 'Tax' };
    return true;
  }
  // "24.12.2020" alone over "22.12.2020 Verkauf ..." and "Depotgebühr mit Nutzung der -32,55": under a table, a charge or
  // its refund without a date of its own is booked on the date printed alone above it (a balance closes that date's block)
  if (isSummary(description)) walk.loneDate = null;
  const loneDate = walk.loneDate;
  if (
    !dates.length &&
    amounts.length === 1 &&
    walk.table &&
    loneDate &&
    index - loneDate.index <= LONE_DATE_REACH &&
    CHARGE_OR_REFUND.has(typeFromText(description) ?? '')
  ) {
    const end = line.text.length;
    openEntry(walk, { line, dates: [{ ...loneDate.date, start: end, end }], amounts, amountLine: line, description });
    return true;
  }
  return false;
}

/** A line opening with its date and no amount: an entry whose amount was printed alone above it, or comes below. */
function opensEntryByDate(walk: Walk, { line, index, dates, amounts, description, startsWithDate, previousLoneAmount }: ReadLine, lines: Line[]): boolean {
  // ("15 Mai" over "2024 Überweisung ..." or "02 Dez. Savings plan ..." over "Handel 150,00 € ..." and "2025": under a
  // dated table, a date cell wrapped before its year opens the next booking, its other cells wrapped below it)
  const loneDateOpens = hasRole(walk.table, 'date') && startsWithDate && dates.length === 1 && (dates[0].year === null || hasJoinedDate(line));
  const wrappedYear = loneDateOpens ? WRAPPED_YEAR.exec(lines[index + 1]?.text ?? '') : null;
  if (wrappedYear) dates[0].year = Number(wrappedYear[1]);
  const current = walk.current;
  const secondLineOfCurrent = current && current.amounts.length && !current.continuation.length && !loneDateOpens;
  if (!(startsWithDate && !amounts.length && !isSummary(description) && (previousLoneAmount || !secondLineOfCurrent))) return false;
  const amountsFrom = previousLoneAmount ?? { line, amounts: [] };
  openEntry(walk, { line, dates, amounts: amountsFrom.amounts, amountLine: amountsFrom.line, description, wrapped: loneDateOpens });
  return true;
}

/** The rest: a summary or a figure under a money column ends the current entry (unless it details it); other lines continue it. */
function closesOrContinues(walk: Walk, read: ReadLine, ctx: Pick<TableContext, 'doc' | 'numbers'>): boolean {
  const { line, amounts, description } = read;
  const current = walk.current;
  // "FIL (Luxemburg) S.A. 755,62 USD 0,0000 EUR 0,000": a figure in the stacked lines of a row dated below belongs to it
  if (current?.datedBelow && current.continuation.length < STACKED_LINES && amounts.length && !isSummary(description) && !settlementLabel(description)) {
    current.continuation.push(line.text);
    return true;
  }
  // a figure inside a note ("FR0000120073 au cours de 171,36") continues the entry; one under a money column ends it
  if (isSummary(description) || (amounts.length && amountInMoneyColumn(walk.table, cellsOf(line), ctx))) return closesEntry(walk, read, ctx);
  // a page's legal footer is none of the booking's words ("Umsatzsteuer-ID" under a card payment)
  if (current && current.continuation.length < MAX_CONTINUATION_LINES && !LEGAL_FOOTER.test(line.text)) current.continuation.push(line.text);
  return true;
}

/** A summary, or a figure under a money column, below the current entry: it ends the entry, unless it details it. */
function closesEntry(walk: Walk, { line, dates, amounts, description }: ReadLine, ctx: Pick<TableContext, 'doc' | 'numbers'>): boolean {
  const current = walk.current;
  // "31.12.2018 Deka-BR 100 5.648,89 67,300000 83,936" over "Gesamtbestand des Vertrages am 31.12.2018 5.648,89": the holding it values
  if (current && HOLDING_TOTAL.test(description) && valuesHolding(current, dates, amounts)) walk.entries.splice(walk.entries.indexOf(current), 1);
  // "Abschluss 2,50-" over "Kontoführungsgebühr 2,50-": the items of a closing name what it booked
  // (each of them: "Sollzinsen 0,01-" and "Spesen 2,53-" itemise "Abschluss 2,54-")
  if (current && !isSummary(description) && ACCOUNT_CLOSING.test(current.description) && closingItemsOnly(current.continuation, ctx)) {
    current.continuation.push(line.text);
    return true;
  }
  // "Kurs 32,263000  KURSWERT -806,58 EUR" under a trade: the price it was dealt at, printed in the money column
  // ("AIR LIQUIDE  QTE : 6  COURS : 173,50  FRAIS : 5,50" under "ACHAT COMPTANT": its units, price and charges)
  if (current && !isSummary(description) && (PRICE_LINE.test(line.text) || PRICE_PHRASE.test(line.text))) current.continuation.push(line.text);
  // "Umtauschbetrag 458,99" under "Umtausch 458,99 65,57 -7,000": the entry's own amount restated, its words go on below
  else if (current && current.continuation.length < MAX_CONTINUATION_LINES && !isSummary(description) && restates(current, amounts)) {
    current.continuation.push(line.text);
    return true;
  }
  // "Platform Fee: -1.00" under a trade in a table with charge columns: a charge of that trade
  else if (current && !current.continuation.length && (hasRole(walk.table, 'fees') || hasRole(walk.table, 'taxes')) && LABELLED_CHARGE.test(line.text))
    current.continuation.push(line.text);
  // "+ Provision 0,49 Summe 200,49" under a trade: its value with the order's charges, read by the row
  else if (
    current &&
    !current.continuation.length &&
    statedTotal(
      line.text,
      current.amounts.map((a) => a.value),
      ctx.numbers,
    )
  )
    current.continuation.push(line.text);
  // "Abrechnungsbetrag 210,00 EUR" under a trade: the cash it settled at, charges included
  else if (current && amounts.length === 1 && !isZero(amounts[0].value) && settlementLabel(description)) {
    [current.amounts, current.amountLine] = [amounts, line];
    return true;
  }
  walk.current = null;
  return true;
}

/**
 * "DATUM 04.10.2023, 09.42" (its "UHR" wrapped to the next line), "29.07.2021 09.58 ME0 MREF: ...": a
 * figure right after a date and a comma, or after the date alone written with a point where decimals
 * take a comma, is the time of day.
 */
function timeAfterDate(text: string, amount: AmountToken, dates: DateToken[], decimal: string): boolean {
  const [hours, minutes] = amount.value.split('.').map(Number);
  if (amount.explicitSign || hours >= 24 || minutes >= 60) return false;
  // after a comma ("12.03.2024, 09.58"), or right after the date with a point where decimals take a comma ("29.07.2021 09.58")
  const pointed = decimal === ',' && /^\d{2}\.\d{2}$/.test(text.slice(amount.start, amount.end));
  return dates.some((d) => /^,\s?$/.test(text.slice(d.end, amount.start)) || (pointed && text.slice(d.end, amount.start) === ' '));
}

/** The figure with one decimal closing a line ("... -199.9"), as money with two. */
function trimmedMoney(text: string, ctx: Pick<TableContext, 'doc'>): AmountToken[] {
  const m = /(?<![\d.,])([-+]?)(\d{1,7})[.,](\d)\s*$/.exec(text);
  if (!m || (ctx.doc.decimal === ',') !== text.slice(m.index).includes(',')) return [];
  const start = m.index;
  return [{ start, end: start + m[0].trimEnd().length, value: `${m[1] === '-' ? '-' : ''}${m[2]}.${m[3]}0`, explicitSign: m[1] !== '' }];
}

/**
 * A total of the holding below an entry restating its money on its own date ("Gesamtbestand ... am 31.12.2018 5.648,89"), the
 * entry naming no transaction: the entry is the holding the total values, not a booking.
 */
function valuesHolding(entry: Entry, dates: DateToken[], amounts: AmountToken[]): boolean {
  const [own] = entry.dates;
  const sameDay = dates.some((d) => d.day === own.day && d.month === own.month && d.year === own.year);
  return sameDay && !TYPE_RULES.some((r) => r.pattern.test(entry.description)) && amounts.some((a) => restates(entry, [a]));
}

/** The line's one amount is the entry's own, restated. */
const restates = (entry: Entry, amounts: AmountToken[]) =>
  amounts.length === 1 && !isZero(amounts[0].value) && bookedAmounts(entry).some((a) => absolute(a.value) === absolute(amounts[0].value));

/** The specific labels of a settled amount ("Abrechnungsbetrag", "Net amount"), not the generic words (Betrag, Total) that head other lines. */
const SETTLEMENT_LABELS = FIELD_LABELS.netAmount.slice(0, FIELD_LABELS.netAmount.indexOf('Gesamtbetrag'));
const settlementLabel = (description: string) => matchLabel(description, SETTLEMENT_LABELS)?.index === 0;

/** "0,010% ab 30.06. 0,19 EUR" under a closing: a line opening with a rate details an interest calculation, it books nothing. */
const RATE_FIRST = /^\s*\d[\d.,]*\s?%/;

/** "16.12.2023 bis 31.12.2023 3,750% ... 0,01": a period and the rate it earned, a line of an interest calculation. */
function periodAtRate(text: string, dates: DateToken[]): boolean {
  const [from, to] = dates;
  return Boolean(from && to && from.start <= 1 && PERIOD_JOIN.test(text.slice(from.end, to.start)) && RATE_FIRST.test(text.slice(to.end)));
}

/** "07.11.2024 - 30.11.2024 0€ 3105.19€": a period opening the line and then two figures, its opening and closing balances. */
function periodWithBalances(text: string, dates: DateToken[], amounts: AmountToken[]): boolean {
  const [from, to] = dates;
  return (
    Boolean(from && to && from.start <= 1 && PERIOD_JOIN.test(text.slice(from.end, to.start))) && amounts.length === 2 && !/\p{L}/u.test(text.slice(to.end))
  );
}

/** "AB 2021-01-01 3,9000% 4,76-": a date after a word for "from" opening the line and the rate right after it; what follows the rate. */
function fromDateAtRate(text: string, dates: DateToken[]): string | null {
  const [from] = dates;
  const rate = from && FROM_WORD.test(text.slice(0, from.start)) ? RATE_FIRST.exec(text.slice(from.end)) : null;
  return rate ? text.slice(from.end + rate[0].length).trim() : null;
}

/** How far below a date printed alone the bookings it dates may be printed. */
const LONE_DATE_REACH = 8;
const CHARGE_OR_REFUND = new Set(['Fee', 'Fee Refund', 'Tax Refund']);

/** How many lines of words may stand between a booking opened without its amount and that amount alone on its line. */
const LONE_AMOUNT_REACH = 2;
/** A year opening a line: the end of a date cell wrapped from the line above. */
const WRAPPED_YEAR = /^\s*((?:19|20)\d{2})(?!\d)/;
/** What may follow the figure that closes a line: its currency. */
const CLOSING_FIGURE = /^\s*(?:[€$£]|[A-Z]{3})?\s*$/;
/** How far below such an opening line its settled amount may be printed (charges, taxes, a page break between). */
const SETTLEMENT_REACH = 20;
const PAID_OUT_EVENTS = new Set(['Buy', 'Sell', 'Dividend', 'Tax']);

/** The kind a word printed before the line's date names, where it is a trade, an income or a tax ("Fondsertrag (Ausschüttung) mit Bestandsdatum ..."). */
function namedBeforeDate(text: string, dateStart: number): TransactionType | null {
  // the first rule whose words the text prints, matched once for where it stands
  for (const rule of TYPE_RULES) {
    const named = rule.pattern.exec(text);
    if (named) return PAID_OUT_EVENTS.has(rule.type) && named.index < dateStart ? rule.type : null;
  }
  return null;
}

/** "Belastung der angefallenen Steuern in Höhe von 0,94 EUR erfolgt ...": the tax a sentence states, the amount right after its phrase. */
function statedTax(text: string, ctx: Pick<TableContext, 'numbers'>): AmountToken | null {
  const phrase = STATED_TAX.exec(text);
  if (!phrase) return null;
  const amount = findAmounts(text, ctx.numbers).find((a) => a.start >= phrase.index + phrase[0].length);
  return amount && !isZero(amount.value) && /^\s*$/.test(text.slice(phrase.index + phrase[0].length, amount.start)) ? amount : null;
}

/**
 * The cash a trade settled at, labelled on its line ("Zahlungsbetrag 3,03 GBP") or by the last heading
 * of the line above ("Abwicklung über IBAN Institut Zahlungsbetrag" over "DE123 Sparkasse 270,80 EUR").
 */
function settledAmount(text: string, previousText: string, ctx: Pick<TableContext, 'doc' | 'numbers'>): AmountToken | null {
  const amounts = findAmounts(text, ctx.numbers);
  if (!amounts.length || isZero(amounts[amounts.length - 1].value)) return null;
  if (amounts.length === 1 && (SETTLED_AMOUNT.exec(text)?.index === 0 || settlementLabel(text))) return amounts[0];
  const heading = SETTLED_AMOUNT.exec(previousText);
  return heading && !findAmounts(previousText, ctx.numbers).length && heading.index + heading[0].length >= previousText.trimEnd().length
    ? amounts[amounts.length - 1]
    : null;
}

/** How far above its reinvestment a distribution may be printed (its taxes and the price date between). */
const DISTRIBUTION_REACH = 5;

/** The lines under a closing so far are its items, one figure each ("Sollzinsen 0,01-", "Spesen 2,53-"), and there is room for another. */
const closingItemsOnly = (continuation: string[], ctx: Pick<TableContext, 'numbers'>) =>
  continuation.length < MAX_CONTINUATION_LINES && continuation.every((text) => findAmounts(text, ctx.numbers).length === 1);

/** "Zahlungsbetrag 0,00 EUR": nothing was paid out, the units moved paid a charge. */
function settlesNothing(text: string, ctx: Pick<TableContext, 'numbers'>): boolean {
  const amounts = findAmounts(text, ctx.numbers);
  return amounts.length === 1 && isZero(amounts[0].value) && SETTLED_AMOUNT.exec(text)?.index === 0;
}

/** A line that opens a booking of its own: a date first, or a transaction word with a date. */
function opensBooking(text: string, ctx: Pick<TableContext, 'doc'>): boolean {
  const dates = findDates(text, ctx.doc.dates);
  return dates.length > 0 && (dates[0].start <= 1 || startsWithTransactionWord(text));
}

/** One date, or a trade date and value date printed side by side ("Einlage 3948 28-Nov-2024 28-Nov-2024 4.600,00"). */
function tradeAndValueDate(dates: DateToken[]): boolean {
  return dates.length === 1 || (dates.length === 2 && dates[1].start - dates[0].end <= 3);
}

function namesTrade(text: string): boolean {
  const type = typeFromText(text);
  return type === 'Buy' || type === 'Sell';
}

/** A title in capitals, without figures ("DETAIL COUPONS", "DIVIDENDS"): it names what the table below holds. */
function isSectionTitle(text: string): boolean {
  const t = text.trim();
  return /\p{Lu}{3}/u.test(t) && t === t.toUpperCase() && !/\d/.test(t) && t.split(/\s+/).length <= 4;
}

/**
 * "23.11 Verkauf ...", "04/22  Sale  Sell  KO …", "02/03 VERSEMENT", "12-04  13-04  Aankoop": a day and month
 * without a year or closing dot, read as a date only where it opens a line under a table header with a date
 * column (elsewhere it is as likely an amount; a statement prints its period in full, its bookings without the
 * year), with the value date printed the same way right after it. A dot or a dash puts the day first; a slash,
 * month first where the document puts it first.
 */
function leadingDayMonth(text: string, found: DateToken[], options: DateOptions): DateToken[] {
  const m = /^(\d{1,2})([./-])(\d{1,2})(?=\s)(?:(\s+)(\d{1,2})\2(\d{1,2})(?=\s))?/.exec(text);
  if (!m || found.some((d) => d.start === 0)) return [];
  const monthFirst = m[2] === '/' && options.dayFirst === false;
  const dayMonth = (a: string, b: string) => (monthFirst ? [Number(b), Number(a)] : [Number(a), Number(b)]);
  const valid = ([day, month]: number[]) => day >= 1 && day <= 31 && month >= 1 && month <= 12;
  const first = dayMonth(m[1], m[3]);
  if (!valid(first)) return [];
  const end = m[1].length + 1 + m[3].length;
  const dates: DateToken[] = [{ start: 0, end, day: first[0], month: first[1], year: null }];
  const second = m[5] ? dayMonth(m[5], m[6]) : null;
  if (second && valid(second)) dates.push({ start: end + m[4].length, end: m[0].length, day: second[0], month: second[1], year: null });
  return dates;
}

/**
 * "Entgeltbelastung iShares Pfandbriefe 0,43 EUR 107,2100 EUR -0,004" over "2538422391 263526 / DE0002635265
 * 01.07.2019 2,351": a row opened by its transaction word under a table header, dated on the line below it
 * (a header stacking its columns: Preisdatum under Preis). The date is placed at the end of the row's own
 * line, where it blanks nothing.
 */
function dateBelow(text: string, below: string | undefined, ctx: Pick<TableContext, 'doc' | 'numbers'>): DateToken[] {
  if (below === undefined || !startsWithTransactionWord(text)) return [];
  const dates = findDates(below, ctx.doc.dates);
  if (!dates.length || dates[0].start <= 1 || findAmounts(mask(below, dates), ctx.numbers).length) return [];
  const end = text.length;
  return [{ ...dates[0], start: end, end }];
}

/** Dates replaced by blanks of the same length, so that amount positions stay those of the line. */
export function mask(text: string, spans: Array<{ start: number; end: number }>): string {
  let out = text;
  for (const s of spans) out = out.slice(0, s.start) + ' '.repeat(s.end - s.start) + out.slice(s.end);
  return out;
}
