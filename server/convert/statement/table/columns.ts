import { findCurrencies, isCurrencyCode } from '../currency';
import { findIsins } from '../identifiers';
import { absolute, parseNumber } from '../numbers';
import { Cell, cellsOf, laidOut, overlap } from './cells';
import type { TableContext } from './context';
import type { Entry } from './entry';
import { ColumnRole, HeaderColumn, TableHeader, hasRole } from './headerRow';
import { NET_HEADING } from '../vocabulary/bookings';
import { AmountToken, findAmounts, findDates } from './tokens';

/** What the columns of a laid-out table say about one entry; "" where its cell is empty. */
export type ColumnValues = {
  amount: AmountToken | null; // positions in the entry line's text
  gross: AmountToken | null; // the other money cell where a net column's was taken first
  sign: 1 | -1 | 0; // from a Debit/Credit column pair
  quantity: string;
  price: string;
  fees: string;
  taxes: string;
  symbol: string;
  security: string;
  currency: string;
  activity: string;
  description: string;
};

/** The header column a cell stands under: the one it overlaps most, else the nearest. */
export function columnOf(table: TableHeader, cell: { x0: number; x1: number }): HeaderColumn | null {
  let best: HeaderColumn | null = null;
  let bestScore = -Infinity;
  for (const c of table.columns) {
    const shared = overlap(c.x0, c.x1, cell.x0, cell.x1);
    const score = shared > 0 ? shared : -Math.abs((c.x0 + c.x1) / 2 - (cell.x0 + cell.x1) / 2);
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  return best;
}

/** Whether a line's cells holding amounts sit under money columns (a new row's amount, not a note's). */
export function amountInMoneyColumn(table: TableHeader | null, cells: Cell[], ctx: Pick<TableContext, 'numbers'>): boolean {
  if (!table?.cells) return true;
  return cells.some((cell) => findAmounts(cell.text, ctx.numbers).length > 0 && MONEY.includes(columnOf(table, cell)?.role ?? 'description'));
}

/** A line whose only figure stands under the balance column ("  1,000.00" opening a ledger): a balance, no booking's amount. */
export function onlyBalance(table: TableHeader | null, cells: Cell[], ctx: Pick<TableContext, 'numbers'>): boolean {
  if (!table?.cells || !hasRole(table, 'balance')) return false;
  const withFigures = cells.filter((cell) => findAmounts(cell.text, ctx.numbers).length > 0);
  return withFigures.length > 0 && withFigures.every((cell) => columnOf(table, cell)?.role === 'balance');
}

/** "Opt.-Recht - vorz. KO  DE000DM3AK56 (mit  2,50+": a cell of words nearest a money column continues the booking's text. */
function wordsUnderMoney(table: TableHeader, cell: Cell, ctx: TableContext): boolean {
  const role = columnOf(table, cell)?.role;
  return Boolean(role && MONEY.includes(role) && hasRole(table, 'description') && holdsWords(cell.text) && !findAmounts(cell.text, ctx.numbers).length);
}

/**
 * A word of three letters or more other than a currency code, or a security's ISIN: text, in any case
 * ("(mit", "(MIT") and however far the gaps push it ("DE000DM2CJJ4"); a money cell's "EUR" is no text.
 */
function holdsWords(text: string): boolean {
  return findIsins(text).length > 0 || (text.match(/\p{L}{3,}/gu) ?? []).some((word) => word.length > 3 || !isCurrencyCode(word));
}

function wholly(text: string, ctx: TableContext): boolean {
  const dates = findDates(text, ctx.doc.dates);
  const amounts = findAmounts(text, ctx.numbers);
  return [...dates, ...amounts].some((t) => t.start === 0 && t.end >= text.trimEnd().length);
}

const MONEY: ColumnRole[] = ['amount', 'debit', 'credit', 'balance'];

/**
 * "Importe  Comisiones  Retención  Neto": of the cells under two money columns, the one headed as the net is the
 * cash booked; the value before the charges comes after it.
 */
function netFirst(cells: Cell[], table: TableHeader): Cell[] {
  if (cells.length < 2) return cells;
  const net = cells.filter((c) => NET_HEADING.test(columnOf(table, c)?.label.trim() ?? ''));
  return net.length ? [...net, ...cells.filter((c) => !net.includes(c))] : cells;
}

/** Reads an entry cell by cell under its table's header; null where the table or line has no column layout. */
export function readColumns(entry: Entry, ctx: TableContext): ColumnValues | null {
  const table = entry.table;
  if (!table?.cells || entry.amountLine !== entry.line || !laidOut(entry.line)) return null;
  const byRole = new Map<ColumnRole, Cell[]>();
  for (const cell of cellsOf(entry.line)) {
    const role = wordsUnderMoney(table, cell, ctx) ? 'description' : columnOf(table, cell)?.role;
    if (role) byRole.set(role, [...(byRole.get(role) ?? []), cell]);
  }
  const text = (role: ColumnRole) => (byRole.get(role) ?? []).map((c) => c.text).join(' ');
  const cellMoney = (cell: Cell) => {
    const token = findAmounts(cell.text, ctx.numbers)[0];
    return token ? { ...token, start: cell.start + token.start, end: cell.start + token.end, heading: columnOf(table, cell)?.label ?? '' } : null;
  };
  const money = (role: ColumnRole) => {
    for (const cell of netFirst(byRole.get(role) ?? [], table)) {
      const token = cellMoney(cell);
      if (token) return token;
    }
    return null;
  };
  const number = (role: ColumnRole) => {
    const parse = (t: string) => parseNumber(t.replace(/^\+/, ''), ctx.doc.decimal);
    // figures in two cells under one heading stand in two columns, one of them headed by words no list knows
    // ("Quantité  Prix" over "10  165,20"): the figure is the one under the heading, not the two joined
    const figures = (byRole.get(role) ?? []).filter((c) => parse(c.text) !== null);
    const cell = figures.length > 1 ? underItsHeading(table, figures) : figures[0];
    return (cell ? parse(cell.text) : parse(text(role))) ?? '';
  };

  let amount: AmountToken | null = null;
  let sign: 1 | -1 | 0 = 0;
  let heading = '';
  for (const role of ['amount', 'debit', 'credit'] as const) {
    const token = money(role);
    if (!token) continue;
    ({ heading, ...amount } = token);
    sign = role === 'debit' ? -1 : role === 'credit' ? 1 : 0;
  }
  // the value before the charges, where a net column's cell was taken before it
  const amountCells = byRole.get('amount') ?? [];
  const gross = amountCells.length === 2 && netFirst(amountCells, table)[0] !== amountCells[0] ? cellMoney(amountCells[0]) : null;
  const fee = money('fees');
  const tax = money('taxes');
  return {
    amount,
    gross: gross && withoutHeading(gross),
    sign,
    quantity: number('quantity'),
    price: number('price'),
    fees: fee ? absolute(fee.value) : '',
    taxes: tax ? absolute(tax.value) : '',
    symbol: text('symbol'),
    security: findIsins(text('security'))[0]?.isin ?? text('security'),
    // "Total (EUR)": the currency its money column names, before a currency column's (which may be the price's)
    currency: findCurrencies(heading)[0]?.code ?? findCurrencies(text('currency'))[0]?.code ?? '',
    activity: text('activity'),
    // a date or figure standing in the description column's span (an unlabelled date column) is not text
    description: (byRole.get('description') ?? [])
      .filter((c) => !wholly(c.text, ctx))
      .map((c) => c.text)
      .join(' '),
  };
}

/** Of cells a heading's column takes, the one sharing the most of the heading's span. */
function underItsHeading(table: TableHeader, cells: Cell[]): Cell {
  const shared = (cell: Cell) => {
    const column = columnOf(table, cell);
    return column ? overlap(column.x0, column.x1, cell.x0, cell.x1) : 0;
  };
  return cells.reduce((best, cell) => (shared(cell) > shared(best) ? cell : best));
}

/** A column's figure without the heading it was read under. */
function withoutHeading({ heading: _, ...token }: AmountToken & { heading: string }): AmountToken {
  return token;
}
