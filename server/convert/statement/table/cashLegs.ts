import { Row } from '../../columns';

/**
 * "03.10. 01.10. Dividendenzahlung US6541061031 7,42+": a bank account's ledger crediting a dividend by
 * the security it names, without the rate it was paid at, books the cash of a notice of its own; where
 * the ledger itself books the tax withheld from it (a tax line folded into it), it is the whole record.
 */
const cashLegs = new WeakSet<Row>();

export function markCashLeg(row: Row): Row {
  cashLegs.add(row);
  return row;
}

/** The rows without the cash legs that no tax line joined. */
export function dropCashLegs(rows: Row[]): Row[] {
  return rows.filter((r) => !cashLegs.has(r) || Boolean(r.taxes));
}
