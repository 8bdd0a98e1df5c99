import { Line } from '../../words';
import { findCurrencies, unprintedCurrency } from '../currency';
import { thousandsGrouping } from '../numbers';
import { MONTH_NAMES } from '../vocabulary/months';
import { DocumentContext, documentContext } from '../context';
import { readHeaderRow } from './headerRow';
import type { StatementHeader, TableContext } from './tableContext';
import { DateToken, findDates, gluesMinusSigns, isoDate } from './tokens';
import { matchesOf } from '../matches';
import { ACCOUNT_CURRENCY, PERIOD_LABEL } from '../vocabulary/accounts';
import { CLOSING_BALANCE } from '../vocabulary/bookings';

export type { StatementHeader, TableContext };

/** How much more a currency printed above the first activity table counts than one printed under a booking. */
const HEAD_WEIGHT = 10;

/**
 * `doc`: the document's context where the caller holds it already (the statement stage reads the
 * same lines as one transaction first): building it again cost as much as the header search.
 */
export function tableContext(lines: Line[], header: StatementHeader, doc: DocumentContext = documentContext(lines)): TableContext {
  const counts = new Map<string, number>();
  // a table's cells split at a space unless the document shows it grouping thousands with spaces
  const numbers = { decimal: doc.decimal, spaceGroups: thousandsGrouping(doc.text) === 'spaces', dashCells: gluesMinusSigns(doc.text) };
  const firstTable = lines.findIndex((line) => readHeaderRow(line, { doc, numbers }));
  lines.forEach((line, i) => {
    // the account's currency, where a label or a column header states it, outweighs mentions; the
    // statement's head (balances, account box) outweighs the foreign prices noted under bookings
    const weight = ACCOUNT_CURRENCY.test(line.text) ? 100 : i < firstTable ? HEAD_WEIGHT : 1;
    for (const { code, symbol } of findCurrencies(line.text)) {
      // a bare "$" is the dollar the document declares or names ("Moneda: PESOS")
      const meant = symbol && code === 'USD' ? doc.dollar : code;
      counts.set(meant, (counts.get(meant) ?? 0) + weight);
    }
  });
  const currency = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? unprintedCurrency(doc.text);

  const period = /(\d{4})-(\d{2})-(\d{2})\s*$/.exec(header.statement_period);
  const periodEnd = period
    ? { year: Number(period[1]), month: Number(period[2]), day: Number(period[3]) }
    : (namedPeriodEnd(lines) ?? closingBalanceDate(lines, doc));
  const years = lines
    .flatMap((l) => findDates(l.text, doc.dates))
    .map((d) => d.year)
    .filter((y): y is number => y !== null);
  const fallbackYear = years.length ? Math.max(...years.filter((y) => y <= new Date().getUTCFullYear() + 1)) : yearMentioned(doc.text);
  const printed = /^(\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})$/.exec(header.statement_period);
  const periodDays = printed ? { first: epochDay(printed[1]), last: epochDay(printed[2]) } : null;
  return { header, doc, numbers, currency, periodEnd, periodDays, fallbackYear };
}

/**
 * A printed date as YYYY-MM-DD. A date printed without its year belongs to the statement period:
 * the period's last year, or the year before when that would put it after the period's end;
 * without a known period, the year nearest to the last full date printed above it.
 */
export function resolveDate(d: DateToken, ctx: TableContext, nearby: DateToken | null): string | null {
  const iso = yearOf(d, ctx, nearby);
  // "26.02. 30.02. Abschluss": interest counted in 30-day months names a day no calendar has
  return iso !== null && isCalendarDate(iso) ? iso : null;
}

/** Days since the epoch of a YYYY-MM-DD date. */
export const epochDay = (iso: string) => Date.parse(iso) / 86_400_000;

function isCalendarDate(iso: string): boolean {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

/** How far past a statement's closing day a booking's value date may fall (interest valued on the next month's first). */
const VALUE_DATE_LAG_MS = 7 * 86_400_000;

/** The date with its year: printed, or the one the statement's period or the dates above give it. */
function yearOf(d: DateToken, ctx: TableContext, nearby: DateToken | null): string | null {
  if (d.year !== null) return isoDate(d, d.year);
  if (ctx.periodEnd) {
    // past the period's end by more than a month ("31.12." in January's statement) it was last year's; a value date
    // a few days after the closing day ("01.07." under a June statement) is this year's
    const { year, month, day } = ctx.periodEnd;
    const past = Date.UTC(year, d.month - 1, d.day) - Date.UTC(year, month - 1, day);
    return isoDate(d, past > VALUE_DATE_LAG_MS ? year - 1 : year);
  }
  if (nearby?.year) {
    // the year that puts it closest to the last full date printed above it (statements run across New Year)
    const target = Date.UTC(nearby.year, nearby.month - 1, nearby.day);
    const distance = (y: number) => Math.abs(Date.UTC(y, d.month - 1, d.day) - target);
    const year = [nearby.year - 1, nearby.year, nearby.year + 1].sort((a, b) => distance(a) - distance(b))[0];
    return isoDate(d, year);
  }
  return ctx.fallbackYear === null ? null : isoDate(d, ctx.fallbackYear);
}

/** The year a document without any full date names most often ("STATEMENT PERIOD: August 1 - 31, 2023"). */
function yearMentioned(text: string): number | null {
  const counts = new Map<number, number>();
  for (const m of matchesOf(/(?<![\d.,])(19[5-9]\d|20\d\d)(?![\d.,]\d)/g, text)) counts.set(Number(m[1]), (counts.get(Number(m[1])) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? null;
}

const MONTH_DAYS_YEAR = new RegExp(
  `(${[...new Set(Object.values(MONTH_NAMES).flat(2))].sort((a, b) => b.length - a.length).join('|')})\\.?\\s+(?:\\d{1,2}\\s*[-–]\\s*)?(\\d{1,2}),?\\s+(\\d{4})`,
  'iu',
);

/** "STATEMENT PERIOD: November 1 - 30, 2021": the period's end where the header fields leave it out. */
function namedPeriodEnd(lines: Line[]): TableContext['periodEnd'] {
  for (const line of lines.slice(0, 80)) {
    if (!PERIOD_LABEL.test(line.text)) continue;
    const m = MONTH_DAYS_YEAR.exec(line.text);
    const month = m && monthNumber(m[1]);
    if (m && month) return { year: Number(m[3]), month, day: Number(m[2]) };
  }
  return null;
}

/** "Nouveau Solde au 31/12/2020": without a printed period, the latest date a closing balance is struck on ends it. */
function closingBalanceDate(lines: Line[], doc: DocumentContext): TableContext['periodEnd'] {
  const order = (d: NonNullable<TableContext['periodEnd']>) => (d.year * 12 + d.month) * 31 + d.day;
  let end: TableContext['periodEnd'] = null;
  for (const line of lines) {
    if (!CLOSING_BALANCE.test(line.text)) continue;
    for (const { year, month, day } of findDates(line.text, doc.dates)) {
      if (year !== null && (!end || order({ year, month, day }) > order(end))) end = { year, month, day };
    }
  }
  return end;
}

function monthNumber(name: string): number | null {
  for (const months of Object.values(MONTH_NAMES)) {
    const i = months.findIndex((names) => names.includes(name.toLowerCase()));
    if (i >= 0) return i + 1;
  }
  return null;
}
