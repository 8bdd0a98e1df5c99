import { Row } from '../../columns';
import { absolute, addDecimals, isZero } from '../numbers';

const isPositive = (amount: string) => !amount.startsWith('-') && !isZero(amount);

/** Rows that fees and taxes printed right after them belong to. */
const PRINCIPAL = new Set(['Dividend', 'Interest', 'Buy', 'Sell']);
const DEDUCTION: Record<string, 'taxes' | 'fees'> = { Tax: 'taxes', Fee: 'fees' };

/**
 * One row per economic transaction: a tax or fee printed on its own line right after the trade it
 * was charged on or the income it was withheld from (same account, same date, same security where both name one) is folded
 * into that income row: amount becomes the net cash, the part goes to taxes or fees.
 */
export function netDeductions(rows: Row[]): Row[] {
  return netSeparateListings(netAdjacent(rows));
}

function netAdjacent(rows: Row[]): Row[] {
  const out: Row[] = [];
  let income: Row | null = null;
  for (const row of rows) {
    const part = DEDUCTION[row.type];
    const belongs =
      income && part && !isPositive(row.amount) &&
      row.date === income.date && row.account_number === income.account_number && row.currency === income.currency &&
      (!row.settlement_date || !income.settlement_date || row.settlement_date === income.settlement_date) &&
      (!row.security_id || !income.security_id || row.security_id === income.security_id);
    if (income && part && belongs) {
      income.amount = addDecimals(income.amount, row.amount);
      income[part] = addDecimals(income[part] || '0', absolute(row.amount));
      continue;
    }
    out.push(row);
    income = PRINCIPAL.has(row.type) ? row : null;
  }
  return out;
}

const normalised = (s: string) => s.toLowerCase().replace(/[^\p{L}\d]+/gu, ' ').trim();

/**
 * Statements that list dividends and withholding tax in separate sections: a tax row joins the
 * dividend of the same date and currency whose description (or security) it repeats.
 */
function netSeparateListings(rows: Row[]): Row[] {
  const dropped = new Set<Row>();
  for (const tax of rows) {
    if (tax.type !== 'Tax' || isPositive(tax.amount)) continue;
    const described = normalised(tax.description);
    const income = rows.find(
      (r) => r.type === 'Dividend' && r.date === tax.date && r.currency === tax.currency &&
        r.account_number === tax.account_number &&
        ((r.security_id && r.security_id === tax.security_id) || (r.description.length >= 8 && described.startsWith(normalised(r.description).slice(0, 24)))),
    );
    if (!income) continue;
    income.amount = addDecimals(income.amount, tax.amount);
    income.taxes = addDecimals(income.taxes || '0', absolute(tax.amount));
    dropped.add(tax);
  }
  return rows.filter((r) => !dropped.has(r));
}
