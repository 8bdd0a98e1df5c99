import { matchLabel } from '../labels';
import { absolute, addDecimals, isZero, negate } from '../numbers';
import { FIELD_LABELS } from '../vocabulary/labels';
import { CHARGE_WORDS } from '../vocabulary/bookings';
import { findAmounts } from './tokens';
import type { NumberStyle } from './tokens';

/** How far a trade's cash may stray from its value: the charges of one order. */
const CHARGES_SHARE = 0.05;

/**
 * "Kauf 200,00 ... 3,9136 20.02.2020" over "+ Provision 0,49 Summe 200,49": the total a trade's next
 * line states, its value with the charges of the order, is the cash that moved. `values` are the
 * figures of the trade's line that may be its value, the one read as such first: the one the charges
 * add up from to the total is ("Kauf 145,00 … 0,00 0,00" over "+ Anlagerabatt 3,76 Summe 148,76").
 * Returns the total and the charges it adds, or null where the line does not name and print those
 * charges before a total close to a value.
 */
export function statedTotal(below: string, values: string[], numbers: NumberStyle): { total: string; charges: string } | null {
  const label = matchLabel(below, FIELD_LABELS.rowTotal);
  if (!label) return null;
  const [figure] = findAmounts(below.slice(label.end), numbers);
  // the charges are named (as charges, or as added: "+ Anlagerabatt") and printed before the total, and the
  // figures add up: not a total of the table below a line
  const named = below.slice(0, label.index);
  if (!figure || !(CHARGE_WORDS.test(named) || ADDED.test(named))) return null;
  const total = absolute(figure.value);
  const printed = addDecimals('0', ...findAmounts(named, numbers).map((a) => absolute(a.value)));
  for (const value of values) {
    const charges = absolute(addDecimals(total, negate(absolute(value))));
    if (!isZero(charges) && printed === charges && Number(charges) <= Math.abs(Number(value)) * CHARGES_SHARE) return { total, charges };
  }
  return null;
}

/** A line that opens by adding its figures to the line above ("+ Provision 0,49 …"). */
const ADDED = /^\s*\+\s*\p{L}/u;
