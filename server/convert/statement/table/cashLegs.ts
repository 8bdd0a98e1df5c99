import { Row } from '../../columns';
import { isMarked, mark } from '../marks';

/**
 * "03.10. 01.10. Dividendenzahlung US6541061031 7,42+": a bank account's ledger crediting a dividend by
 * the security it names, without the rate it was paid at, books the cash of a notice of its own; where
 * the ledger itself books the tax withheld from it (a tax line folded into it), it is the whole record.
 */
const CASH_LEG = Symbol('cash leg');

export function markCashLeg(row: Row): Row {
  return mark(row, CASH_LEG);
}

/** The rows without the cash legs that no tax line joined. */
export function dropCashLegs(rows: Row[]): Row[] {
  return rows.filter((r) => !isMarked(r, CASH_LEG) || Boolean(r.taxes));
}
