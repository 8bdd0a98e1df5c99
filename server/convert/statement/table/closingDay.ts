import { canonicalDecimal, parseNumber } from '../numbers';
import { matchesOf } from '../matches';
import { perDocumentMap } from '../memo';
import { CLOSING_BOOKING, DATED_CLOSING, ITEMISED_CLOSING } from '../vocabulary/bookings';
import type { Entry } from './entries';
import { epochDay } from './context';
import type { TableContext } from './tableContext';

/** How far the closing's own day may lie from the day the ledger books it ("01.05." for April's closing). */
const MAX_DAYS_APART = 7;

/**
 * A closing that the statement itemises in its attachment ("Entgeltabrechnung 4,40-" booked on 01.05., and
 * "Abrechnung 30.04.2018  4,40-" below "Entgeltabschluss: Anlage 1") is dated the day it closes: the day of the
 * attachment's closing line with the booking's figure. Null where the document prints none or several, and where
 * the booking prints a day of its own.
 */
export function closingDay(entry: Entry, amount: string, date: string, ctx: TableContext): string | null {
  if (!CLOSING_BOOKING.test([entry.description, ...entry.continuation].join(' '))) return null;
  // a booking that prints its closing's day ("Abrechnung 30.06.2015") is dated as the ledger dates it
  if (DATED_CLOSING.test(entry.line.text)) return null;
  const days = closingDaysByAmount(ctx).get(canonicalDecimal(amount.replace(/^-/, '')));
  if (!days || days.size !== 1) return null;
  const [day] = days;
  return day !== date && Math.abs(epochDay(day) - epochDay(date)) <= MAX_DAYS_APART ? day : null;
}

const remembered = perDocumentMap<TableContext['doc'], Map<string, Set<string>>>();

function closingDaysByAmount({ doc }: TableContext): Map<string, Set<string>> {
  let days = remembered().get(doc);
  if (days) return days;
  days = new Map();
  for (const m of matchesOf(ITEMISED_CLOSING, doc.text)) {
    const value = parseNumber(m.groups!.amount, ',');
    if (!value) continue;
    const key = canonicalDecimal(value.replace(/^-/, ''));
    if (!days.has(key)) days.set(key, new Set());
    days.get(key)!.add(`${m.groups!.year}-${m.groups!.month}-${m.groups!.day}`);
  }
  remembered().set(doc, days);
  return days;
}
