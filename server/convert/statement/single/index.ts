import { Row, TransactionType, emptyRow } from '../../columns';
import { Line } from '../../words';
import { DocumentContext } from '../context';
import { HeaderFields } from '../header';
import { absolute, isZero, negate } from '../numbers';
import { transactionKind } from './kind';
import { settlementAmount } from './amount';
import { transactionDate } from './date';
import { securityOf } from './security';
import { feesAndTaxes } from './charges';

/** Kinds whose cash goes out of the account: their amount is negative. */
const CASH_OUT: ReadonlySet<TransactionType> = new Set(['Buy', 'Tax', 'Fee', 'Withdrawal', 'Transfer Out']);

/**
 * A single-transaction document (trade confirmation, dividend or interest notice, tax or fee
 * notice) → its one row: the kind from the title, the net cash booked, the date that matters
 * for that kind, and the security with quantity, price, fees and taxes where printed.
 */
export type SingleReading = {
  rows: Row[];
  /** Whether the amount stands after a net-amount label (the document books it), not a fallback. */
  booked: boolean;
};

export function parseSingleTransaction(lines: Line[], header: HeaderFields, ctx: DocumentContext): SingleReading {
  const kind = transactionKind(lines);
  if (!kind) return { rows: [], booked: false };
  const found = settlementAmount(lines, kind.type, ctx);
  const transfer = kind.type === 'Transfer In' || kind.type === 'Transfer Out';
  if (!found && !transfer) return { rows: [], booked: false };
  // Securities moving in or out book no cash, unless they are paid for (a cash settlement of a
  // merger, a squeeze-out): then the delivery is a sale or a purchase.
  let type: TransactionType = kind.type;
  let amount = found ?? { value: '0.00', currency: ctx.currency, page: lines[kind.lineIndex].page, booked: false };
  if (transfer) {
    if (amount.booked && !isZero(amount.value)) type = kind.type === 'Transfer Out' ? 'Sell' : 'Buy';
    else amount = { ...amount, value: '0.00' };
  }
  const security = securityOf(lines, ctx);
  const row = emptyRow();
  Object.assign(row, header);
  // Interest on a security (a bond's coupon) is income from a holding, booked like a dividend;
  // only interest on cash is Interest.
  row.type = type === 'Interest' && security.id ? 'Dividend' : type;
  const dates = transactionDate(lines, row.type as TransactionType, ctx);
  row.date = dates.date;
  row.settlement_date = dates.settlement;
  row.security_id = security.id;
  row.description = security.name;
  row.quantity = security.quantity;
  row.price = security.price;
  const charges = feesAndTaxes(lines, ctx);
  row.fees = charges.fees;
  row.taxes = charges.taxes;
  row.amount = CASH_OUT.has(row.type as TransactionType) ? negate(absolute(amount.value)) : absolute(amount.value);
  row.currency = amount.currency || ctx.currency;
  row.page = String(amount.page);
  return { rows: [row], booked: !!found?.booked };
}
