import { Row } from '../../columns';
import { absolute } from '../numbers';
import { REVERSAL_WORD } from '../vocabulary/reversals';

/**
 * A booking and its reversal ("Dividendenzahlung 41,13" … "Storno Dividendenzahlung 41,13-") cancel
 * out: an accountant books neither. Pairs are matched by type, currency and amount of opposite sign.
 */
export function dropReversedPairs(rows: Row[]): Row[] {
  const dropped = new Set<number>();
  rows.forEach((reversal, i) => {
    if (!REVERSAL_WORD.test(reversal.description)) return;
    const original = rows.findIndex(
      (r, j) =>
        j !== i &&
        !dropped.has(j) &&
        !REVERSAL_WORD.test(r.description) &&
        r.type === reversal.type &&
        r.currency === reversal.currency &&
        r.amount !== reversal.amount &&
        absolute(r.amount) === absolute(reversal.amount),
    );
    if (original < 0) return;
    dropped.add(i);
    dropped.add(original);
  });
  return dropSameDayOpposites(rows.filter((_, i) => !dropped.has(i)));
}

const CASH_TYPES = new Set(['Deposit', 'Withdrawal']);
/** A description without its figures: "Barrick Gold Co 14 067901108 Return of Capital" → "barrick gold co return of capital". */
const wording = (description: string) =>
  description
    .toLowerCase()
    .replace(/[\d.,()$€£%-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * "Return of Capital (1.26)" and "Return of Capital 1.26" on one day for one security: a booking
 * taken back at once, cash in and out under the same words, is no transaction for the accountant.
 */
function dropSameDayOpposites(rows: Row[]): Row[] {
  const dropped = new Set<number>();
  rows.forEach((debit, i) => {
    if (dropped.has(i) || !debit.amount.startsWith('-') || !CASH_TYPES.has(debit.type) || !wording(debit.description)) return;
    const credit = rows.findIndex(
      (r, j) =>
        j !== i &&
        !dropped.has(j) &&
        CASH_TYPES.has(r.type) &&
        !r.amount.startsWith('-') &&
        r.date === debit.date &&
        r.currency === debit.currency &&
        r.account_number === debit.account_number &&
        absolute(r.amount) === absolute(debit.amount) &&
        wording(r.description) === wording(debit.description),
    );
    if (credit < 0) return;
    dropped.add(i);
    dropped.add(credit);
  });
  return rows.filter((_, i) => !dropped.has(i));
}
