import { Row } from '../columns';
import { readActivity } from './table';
import { absolute, addDecimals, compareDecimals, isZero } from './numbers';
import { withAgreedDetails } from './agreedDetails';

/**
 * Choosing among the readings of a document by consistency: the single transaction a confirmation
 * books, or the rows of its activity tables, whichever accounts for the document.
 */

/** Which reading fits the document, the single transaction or the activity tables, and why. */
export function chooseReading(titledStatement: boolean, single: Row[], booked: boolean, tables: ReturnType<typeof readActivity>): { rows: Row[]; why: string } {
  const { rows: activity, collection, underHeader } = tables;
  if (single.length === 0) return { rows: activity, why: 'reading: activity tables (no single transaction found)' };
  if (activity.length === 0) return { rows: single, why: 'reading: one transaction (no activity table found)' };
  if (singleExplainsMore(single, activity)) return { rows: single, why: 'reading: one transaction (explains more than the tables)' };
  // A statement says so in its title or holds several entries; a confirmation's own figures
  // may look like a table line or two, and its booking lines (amount, commission, charges) a
  // table of one day, without a trade or income of its own, behind the net amount it states.
  // a collection of confirmations, every block of it read as a transaction in a security with a date
  // and an amount, holds the first one, which the single reading takes for the whole (a confirmation's
  // continuation pages repeat its title, but not its security's transaction)
  const wholeCollection = collection && activity.length > 1 && activity.every((r) => r.date && r.security_id && !isZero(r.amount));
  if (titledStatement || wholeCollection)
    return {
      rows: withAgreedDetails(activity, single),
      why: `reading: activity tables (${wholeCollection ? 'a collection of confirmations' : 'titled a statement'})`,
    };
  const bookingLines = booked && new Set(activity.map((r) => r.date)).size === 1 && !activity.some((r) => EVENTS.has(r.type));
  // rows that each print units and a price are trades in their own right, a header or not
  const pricedRows = activity.every((r) => r.quantity && r.price);
  const tablesHold =
    (activity.length >= 3 || ((underHeader || pricedRows) && (severalEvents(activity, single) || severalDays(activity, single)))) && !bookingLines;
  return tablesHold
    ? { rows: withAgreedDetails(activity, single), why: 'reading: activity tables (several entries)' }
    : { rows: single, why: 'reading: one transaction (the tables hold its own figures)' };
}

/**
 * The single reading accounts for at least as many transactions as the tables, each of them whole
 * (date, type, currency, an amount), while the tables leave one of theirs without a date or currency,
 * or find only some of the single reading's: the tables then read a confirmation's figures, not a statement's.
 */
function singleExplainsMore(single: Row[], activity: Row[]): boolean {
  if (single.length < activity.length || !single.every(isWhole)) return false;
  const key = (r: Row) => `${r.date}|${r.type}|${r.amount}`;
  const singleKeys = new Set(single.map(key));
  const fewerOfTheSame = activity.length < single.length && activity.every((r) => singleKeys.has(key(r)));
  return !activity.every(isWhole) || fewerOfTheSame || cashLinesOfTrades(single, activity);
}

/**
 * Several transactions read one by one, whose figures the tables read too but as cash lines of another
 * kind ("Betrag zu Ihren Lasten" over "17.11.2020 ... EUR 685,50" read as a deposit): the tables see the
 * bookings without the trades they settle.
 */
function cashLinesOfTrades(single: Row[], activity: Row[]): boolean {
  if (single.length < 2) return false;
  const figures = new Set(single.map((r) => absolute(r.amount)));
  const readAlike = new Set(single.map((r) => `${absolute(r.amount)}|${r.type}`));
  return activity.every((r) => figures.has(absolute(r.amount))) && activity.some((r) => !readAlike.has(`${absolute(r.amount)}|${r.type}`));
}

function isWhole(row: Row): boolean {
  return Boolean(row.date && row.type && row.currency && row.amount) && !isZero(row.amount);
}

/**
 * Rows under a column header hold transactions of their own on different days or of different kinds (a sale
 * on the 19th, a reinvestment on the 24th; a distribution and the purchase it paid for) where the single
 * reading finds one: one confirmation books one transaction, so the document holds several (a confirmation's
 * list of the lots it sold has no header of its own). So do rows of one day and kind whose amounts the single
 * reading took as one: their total ("Fund buy 80.00", "Fund buy 310.00" under "Transaction volume 390.00").
 */
function severalEvents(activity: Row[], single: Row[]): boolean {
  const events = activity.filter((r) => EVENTS.has(r.type) && r.date && !isZero(r.amount));
  if (single.length !== 1 || events.length < 2) return false;
  const total = addDecimals(...events.map((r) => absolute(r.amount)));
  return new Set(events.map((r) => `${r.date}|${r.type}`)).size >= 2 || compareDecimals(total, absolute(single[0].amount)) === 0;
}

/**
 * Cash booked under a header on days apart ("30.12.2025 Einzahlung 5.000,00" and "12.01.2026 Auszahlung -2.531,91"):
 * a ledger's entries, where the single reading took one of them for the document's transaction.
 */
function severalDays(activity: Row[], single: Row[]): boolean {
  const booked = activity.filter((r) => r.date && !isZero(r.amount));
  return single.length === 1 && booked.length >= 2 && new Set(booked.map((r) => r.date)).size >= 2;
}

/** Kinds that are transactions of their own rather than the cash legs of one. */
const EVENTS = new Set(['Buy', 'Sell', 'Dividend', 'Interest']);
