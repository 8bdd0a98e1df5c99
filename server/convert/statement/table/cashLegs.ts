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

/**
 * The rows without the cash legs that no tax line joined. A ledger that records its trades in their own right
 * (units and a price: "Aankoop 12 VWRL IE00B3RBWM25 @ 105,32") is the broker's own record of the account, and
 * its income lines are records too, not the cash side of notices printed elsewhere.
 */
export function dropCashLegs(rows: Row[]): Row[] {
  if (rows.some((r) => (r.type === 'Buy' || r.type === 'Sell') && r.quantity && r.price)) return rows;
  return rows.filter((r) => !isMarked(r, CASH_LEG) || Boolean(r.taxes));
}
