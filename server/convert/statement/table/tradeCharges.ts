import { addDecimals, absolute, isZero } from '../numbers';
import type { Entry } from './entry';
import { CHARGE_WORDS } from '../vocabulary/bookings';
import { AmountToken, findAmounts } from './tokens';
import type { NumberStyle } from './tokens';

/** "Platform Fee: -1.00": a line that holds nothing but a labelled charge. */
export const LABELLED_CHARGE = /^\s*([\p{L} ]+):\s*(\S+)\s*$/u;

/**
 * "QQQ 2022-03-10 48 334.80 334.99 16,070.40 Commission: -0.99 -0.15 0.00 9.12" under
 * "Symbol Date/Time Quantity T.Price C.Price Proceeds Comm/Fee GST Realized P/L": the charges of
 * a trade printed in the fee and tax columns that follow its value column, one figure per column,
 * and a charge the line just below labels ("Platform Fee: -1.00"). Null where the table has no
 * charge columns after its value, or a figure there is not a charge (money paid, so minus or zero).
 */
export function chargesAfterValue(entry: Entry, value: AmountToken, numbers: NumberStyle): string | null {
  const columns = entry.table?.columns ?? [];
  const valueColumn = columns.findIndex((c) => c.role === 'amount');
  if (valueColumn < 0) return null;
  let count = 0;
  while (['fees', 'taxes'].includes(columns[valueColumn + 1 + count]?.role ?? '')) count++;
  if (!count) return null;
  // labelled charges ("Commission: -0.99 Platform Fee: -1.00") share the fee column; unlabelled figures fill one column each
  const charges: string[] = [];
  let labelledSeen = false;
  let from = value.end;
  for (const figure of entry.amounts.filter((a) => a.start >= value.end)) {
    if (!count) break;
    const labelled = CHARGE_WORDS.test(entry.line.text.slice(from, figure.start));
    if (!labelled || !labelledSeen) count--;
    labelledSeen ||= labelled;
    if (!figure.value.startsWith('-') && !isZero(figure.value)) return null;
    charges.push(absolute(figure.value));
    from = figure.end;
  }
  if (count) return null;
  const below = LABELLED_CHARGE.exec(entry.continuation[0] ?? '');
  if (below && CHARGE_WORDS.test(below[1])) {
    const [charge] = findAmounts(below[2], numbers);
    if (charge && charge.value.startsWith('-')) charges.push(absolute(charge.value));
  }
  return addDecimals('0', ...charges);
}
