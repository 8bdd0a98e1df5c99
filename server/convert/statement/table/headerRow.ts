import { TransactionType } from '../../columns';
import { Line } from '../../words';
import type { TableContext } from './tableContext';
import { CELL_LABELS, HEADER_WORDS, INCOME_BESIDE_DEBIT, OPERATION_CELL, TRADE_VALUE_CELL } from '../vocabulary/bookings';
import { cellsOf, laidOut } from './cells';
import { NumberStyle, findAmounts, findDates } from './tokens';
import { perDocumentMap } from '../memo';

export type ColumnRole =
  | 'date'
  | 'description'
  | 'amount'
  | 'debit'
  | 'credit'
  | 'balance'
  | 'quantity'
  | 'price'
  | 'fees'
  | 'taxes'
  | 'symbol'
  | 'security'
  | 'currency'
  | 'activity';
export type HeaderColumn = { role: ColumnRole; x0: number; x1: number; label: string };
/**
 * `cells`: read from a line laid out in columns, so its columns' positions locate the cells below.
 * `kind`: what the line just above the header names ("Ihre Wertpapiertransaktionen, Geschäftsart Kauf").
 * `currency`: the one currency that line names ("U.S. Dollar Account (USD)").
 */
export type TableHeader = { columns: HeaderColumn[]; page: number; cells: boolean; kind?: TransactionType | null; currency?: string };

/**
 * The roles a word may name, in the order they are tried. Listed once: looking each vocabulary up
 * again for every word of every line cost more than testing it.
 */
const WORD_ROLES = (<[ColumnRole, RegExp | undefined][]>[
  ['debit', HEADER_WORDS.debit],
  ['credit', HEADER_WORDS.credit],
  ['balance', HEADER_WORDS.balance],
  ['date', HEADER_WORDS.date],
  ['quantity', HEADER_WORDS.quantity],
  ['price', HEADER_WORDS.price],
  ['amount', HEADER_WORDS.amount],
  ['description', HEADER_WORDS.description],
  // "Proceeds Comm/Fee GST": the charges a trade line prints after its value
  ['fees', CELL_LABELS.fees],
  ['taxes', CELL_LABELS.taxes],
]).filter((entry): entry is [ColumnRole, RegExp] => entry[1] !== undefined);

function roleOf(word: string): ColumnRole | null {
  const w = word.replace(/[():.*]+$/g, '');
  for (const [role, pattern] of WORD_ROLES) if (pattern.test(w)) return role;
  return null;
}

/** How many columns a header may name: a longer line of words is prose. */
const MAX_HEADER_COLUMNS = 16;

/**
 * The column header of an activity table: a short line of labels (no dates, no amounts) in which
 * at least three words name columns, among them a date or description column and a money column.
 */
export function readHeaderRow(line: Line, ctx: Pick<TableContext, 'doc' | 'numbers'>): TableHeader | null {
  // counted by its cells where it is laid out in columns ("No. of shares", "Price / share": one column each)
  if (line.words.length < 2 || (laidOut(line) ? cellsOf(line).length : line.words.length) > MAX_HEADER_COLUMNS) return null;
  const byStyle = readHeaders();
  let byLine = byStyle.get(ctx.numbers);
  if (!byLine || byLine.doc !== ctx.doc) byStyle.set(ctx.numbers, (byLine = { doc: ctx.doc, headers: new Map() }));
  let header = byLine.headers.get(line);
  if (header === undefined) byLine.headers.set(line, (header = headerOf(line, ctx)));
  return header;
}

// The table reader asks every line whether it heads a table twice (for the first table's place,
// then walking the entries): the answer is remembered per line for one reading of a document (its
// table context's number style), and shared, as no caller changes a header it is given.
const readHeaders = perDocumentMap<NumberStyle, { doc: TableContext['doc']; headers: Map<Line, TableHeader | null> }>();

function headerOf(line: Line, ctx: Pick<TableContext, 'doc' | 'numbers'>): TableHeader | null {
  if (findDates(line.text, ctx.doc.dates).length || findAmounts(line.text, ctx.numbers).length) return null;
  if (laidOut(line)) return readHeaderCells(line);
  const columns: HeaderColumn[] = [];
  for (const w of line.words) {
    const role = roleOf(w.text);
    if (role) columns.push({ role, x0: w.x, x1: w.x + w.width, label: w.text });
  }
  const roles = new Set(columns.map((c) => c.role));
  const money = roles.has('amount') || roles.has('debit') || roles.has('credit');
  // "FECHA TIPO DESCRIPCIÓN BALANCE" between "ENTRADA DE SALIDA DE" and "DINERO DINERO": the money columns' own
  // headings wrapped around the line, which still names the ledger's balance
  const ledger = roles.has('balance') && roles.has('date') && roles.has('description');
  if (columns.length < 3 || !(money || ledger || bookedAndValued(columns)) || !(roles.has('date') || roles.has('description'))) return null;
  if (columns.length < line.words.length / 3) return null; // prose that happens to contain the words
  return { columns, page: line.page, cells: false };
}

/**
 * "Transaktionen Buchungsdatum Valutadatum": a ledger's header may leave its amount column unnamed;
 * a description beside a booking and a value date heads bookings all the same.
 */
function bookedAndValued(columns: HeaderColumn[]): boolean {
  return columns.some((c) => c.role === 'description') && columns.filter((c) => c.role === 'date').length >= 2;
}

/** A header laid out in columns: one column per cell, named by the words of the cell. */
function readHeaderCells(line: Line): TableHeader | null {
  const cells = cellsOf(line);
  const columns: HeaderColumn[] = [];
  for (const cell of cells) {
    const role = cellRoleOf(cell.text);
    if (role) columns.push({ role, x0: cell.x0, x1: cell.x1, label: cell.text });
  }
  valueDateBesideMoney(columns);
  operationBesideDates(columns);
  incomeBesideDebit(columns, cells);
  const roles = new Set(columns.map((c) => c.role));
  const money = roles.has('amount') || roles.has('debit') || roles.has('credit') || valueBesideUnits(columns, cells);
  if (columns.length < 3 || !money || !(roles.has('date') || roles.has('description'))) return null;
  if (columns.length < cells.length / 2) return null;
  return { columns, page: line.page, cells: true };
}

/**
 * "Buchungstag  Text  Wert  Soll  Haben", "Buchung  Wert  Buchungstext  Betrag EUR": a cell naming a value (Wert)
 * beside a debit and a credit column, or right after a booking date beside another money column, heads the
 * value dates, not an amount: a booking's two dates stand side by side.
 */
function valueDateBesideMoney(columns: HeaderColumn[]): void {
  const debitAndCredit = columns.some((c) => c.role === 'debit') && columns.some((c) => c.role === 'credit');
  for (const [i, c] of columns.entries()) {
    if (c.role !== 'amount' || !HEADER_WORDS.date.test(c.label) || HEADER_WORDS.amount.test(c.label)) continue;
    const afterDate = bookingDate(columns[i - 1]) && columns.some((o) => o !== c && CASH_ROLES.includes(o.role));
    if (debitAndCredit || afterDate) c.role = 'date';
  }
}

const CASH_ROLES: ColumnRole[] = ['amount', 'debit', 'credit'];

/** A date column named as a date alone ("Buchung"; not "Datum Buchungstext", a cell that also heads the text). */
const bookingDate = (column: HeaderColumn | undefined) =>
  column?.role === 'date' && !column.label.split(/\s+/).some((word) => HEADER_WORDS.description.test(word));

/**
 * "Date  Valeur  Opération  Montant EUR": a cell naming the operation alone, beside two date columns of their own
 * and no description, heads the operation's wording, not a third date.
 */
function operationBesideDates(columns: HeaderColumn[]): void {
  if (columns.some((c) => c.role === 'description')) return;
  const operation = columns.find((c) => c.role === 'date' && OPERATION_CELL.test(c.label.trim()));
  if (operation && columns.filter((c) => c.role === 'date').length >= 3) operation.role = 'description';
}

/** "Income  Outgoing": a debit column's counterpart named as income heads the credits (alone, "Income (£)", it heads no cash column). */
function incomeBesideDebit(columns: HeaderColumn[], cells: Array<{ text: string; x0: number; x1: number }>): void {
  if (!columns.some((c) => c.role === 'debit') || columns.some((c) => c.role === 'credit')) return;
  const cell = cells.find((c) => INCOME_BESIDE_DEBIT.test(c.text.trim()));
  if (!cell || columns.some((c) => c.x0 === cell.x0 && c.x1 === cell.x1)) return;
  columns.splice(columns.filter((c) => c.x0 < cell.x0).length, 0, { role: 'credit', x0: cell.x0, x1: cell.x1, label: cell.text });
}

/**
 * "Cantidad  Precio  Lado  Valor  Comisiones": where no column heads money but units and a price are headed,
 * the trade's value word heads the amount (alone the word names a date column, or none: "Waarde").
 */
function valueBesideUnits(columns: HeaderColumn[], cells: Array<{ text: string; x0: number; x1: number }>): boolean {
  if (!columns.some((c) => c.role === 'quantity') || !columns.some((c) => c.role === 'price')) return false;
  const cell = cells.find((c) => TRADE_VALUE_CELL.test(c.text.trim()));
  if (!cell) return false;
  const column = columns.find((c) => c.x0 === cell.x0 && c.x1 === cell.x1);
  if (column) column.role = 'amount';
  else columns.splice(columns.filter((c) => c.x0 < cell.x0).length, 0, { role: 'amount', x0: cell.x0, x1: cell.x1, label: cell.text });
  return true;
}

const WORD_ROLE_PRECEDENCE: ColumnRole[] = ['debit', 'credit', 'balance', 'amount', 'date', 'quantity', 'price', 'description', 'fees', 'taxes'];

/** The roles a whole cell may name, in the vocabulary's order. */
const CELL_ROLES = Object.entries(CELL_LABELS) as Array<[ColumnRole, RegExp]>;

function cellRoleOf(text: string): ColumnRole | null {
  const label = text.replace(/[():.*]+$/g, '').trim();
  for (const [role, pattern] of CELL_ROLES) if (pattern.test(label)) return role;
  // "Fees & Comm", "Charges/Interest($)": a heading opened by charges joined to another word heads the charges
  const [first, ...joined] = label.replace(/\(\s*(?:[$€£]|[A-Z]{3})\s*\)?$/u, '').split(/\s*[/&+]\s*/);
  if (joined.length && CELL_LABELS.fees?.test(first)) return 'fees';
  const roles = label.split(/\s+/).map(roleOf);
  return WORD_ROLE_PRECEDENCE.find((r) => roles.includes(r)) ?? null;
}

const MONEY_ROLES: ColumnRole[] = ['amount', 'debit', 'credit', 'balance'];

export const hasRole = (h: TableHeader | null, role: ColumnRole) => Boolean(h?.columns.some((c) => c.role === role));

/** The money column whose centre lies closest to the centre of [x0, x1]. */
export function moneyColumnAt(h: TableHeader, x0: number, x1: number): HeaderColumn | null {
  let best: HeaderColumn | null = null;
  let bestDistance = Infinity;
  for (const c of h.columns) {
    if (!MONEY_ROLES.includes(c.role)) continue;
    const distance = Math.abs((c.x0 + c.x1) / 2 - (x0 + x1) / 2);
    if (distance < bestDistance) [best, bestDistance] = [c, distance];
  }
  return best;
}

/** One header printed over two lines: the columns of both. */
export function mergeHeaders(above: TableHeader | null, below: TableHeader | null): TableHeader | null {
  if (!above || !below) return below;
  if (above.cells !== below.cells) return below.cells ? below : above; // a title above the real, laid-out header
  return { page: above.page, columns: [...above.columns, ...below.columns], cells: above.cells && below.cells, kind: above.kind, currency: above.currency };
}
