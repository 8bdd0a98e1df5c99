import { Row } from '../../columns';
import { absolute } from '../numbers';

const REVERSAL_WORD = /(?<!\p{L})(storno|stornierung|reversal|annulation|terugboeking)(?!\p{L})/iu;

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
  return rows.filter((_, i) => !dropped.has(i));
}
