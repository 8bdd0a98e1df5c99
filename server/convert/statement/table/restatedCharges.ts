import { Row } from '../../columns';
import { isZero } from '../numbers';
import { COMMISSION, SALES_TAX } from '../vocabulary/charges';

/** How small a charge is next to the trade it restates: the charges of one order. */
const CHARGE_SHARE = 0.05;

/**
 * "2022-03-10, 01:52:40 QQQ Invesco QQQ Trust 48 334.8000 -0.14 USD" in a fee section below the trades:
 * a small debit that names a trade of the same day by its units and price restates a charge
 * of that trade (already in, or deliberately out of, its cash), not a payment of its own.
 */
export function dropRestatedCharges(rows: Row[]): Row[] {
  const trades = rows.filter((r) => (r.type === 'Buy' || r.type === 'Sell') && r.quantity && r.price);
  if (!trades.length) return rows;
  // "2022-03-09 COMMISSION@GST -0.15": the sales tax on a commission, where the trades book their charges with their cash
  const chargesBooked = trades.some((t) => t.fees && !isZero(t.fees));
  return rows.filter((row) => !trades.some((trade) => restates(row, trade)) && !(chargesBooked && taxOnCommission(row)));
}

function taxOnCommission(row: Row): boolean {
  return (row.type === 'Fee' || row.type === 'Tax') && COMMISSION.test(row.description) && SALES_TAX.test(row.description);
}

function restates(row: Row, trade: Row): boolean {
  if (row === trade || !(row.type === 'Fee' || row.type === 'Tax' || row.type === 'Withdrawal') || row.date !== trade.date) return false;
  const charge = Math.abs(Number(row.amount));
  if (isZero(row.amount) || charge > Math.abs(Number(trade.amount)) * CHARGE_SHARE) return false;
  const figures = row.description
    .split(/\s+/)
    .filter((w) => /^\d[\d,]*(\.\d+)?$/.test(w))
    .map((w) => Number(w.replace(/,/g, '')));
  const printed = (value: string) => figures.includes(Math.abs(Number(value)));
  return printed(trade.quantity) && printed(trade.price);
}
