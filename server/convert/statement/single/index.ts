import { Row, TransactionType, emptyRow } from '../../columns';
import { Line } from '../../words';
import { DocumentContext } from '../context';
import { HeaderFields } from '../header';
import { absolute, negate } from '../numbers';
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
export function parseSingleTransaction(lines: Line[], header: HeaderFields, ctx: DocumentContext): Row[] {
  const kind = transactionKind(lines);
  if (!kind) return [];
  const amount = settlementAmount(lines, kind.type, ctx);
  if (!amount) return [];
  const security = securityOf(lines, ctx);
  const row = emptyRow();
  Object.assign(row, header);
  // Interest on a security (a bond's coupon) is income from a holding, booked like a dividend;
  // only interest on cash is Interest.
  row.type = kind.type === 'Interest' && security.id ? 'Dividend' : kind.type;
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
  return [row];
}
