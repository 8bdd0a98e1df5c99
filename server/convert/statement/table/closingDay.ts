import { absolute, canonicalDecimal } from '../numbers';
import { matchesOf } from '../matches';
import { perDocumentMap } from '../memo';
import { CLOSING_BOOKING, DATED_CLOSING, ITEMISED_CLOSING } from '../vocabulary/bookings';
import type { Entry } from './entries';
import { epochDay } from './context';
import type { TableContext } from './tableContext';
import { findAmounts, findDates, isoDate } from './tokens';

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
  if (printsItsDay(entry.line.text, ctx)) return null;
  const days = closingDaysByAmount(ctx).get(canonicalDecimal(absolute(amount)));
  if (!days || days.size !== 1) return null;
  const [day] = days;
  return day !== date && Math.abs(epochDay(day) - epochDay(date)) <= MAX_DAYS_APART ? day : null;
}

function printsItsDay(text: string, ctx: TableContext): boolean {
  const word = DATED_CLOSING.exec(text);
  return word !== null && findDates(text.slice(word.index + word[0].length), ctx.doc.dates)[0]?.start === 0;
}

const remembered = perDocumentMap<TableContext['doc'], Map<string, Set<string>>>();

/** The days of the document's itemised closing lines by their figure: a closing word, then one date and one figure. */
function closingDaysByAmount(ctx: TableContext): Map<string, Set<string>> {
  let days = remembered().get(ctx.doc);
  if (days) return days;
  days = new Map();
  for (const m of matchesOf(ITEMISED_CLOSING, ctx.doc.text)) {
    const rest = m.groups!.rest;
    const [date, ...moreDates] = findDates(rest, ctx.doc.dates);
    if (!date || moreDates.length || date.year === null) continue;
    const figures = findAmounts(rest.slice(date.end), ctx.numbers);
    if (figures.length !== 1 || rest.slice(date.end, figures[0].start).trim()) continue;
    const key = canonicalDecimal(absolute(figures[0].value));
    if (!days.has(key)) days.set(key, new Set());
    days.get(key)!.add(isoDate(date, date.year));
  }
  remembered().set(ctx.doc, days);
  return days;
}
