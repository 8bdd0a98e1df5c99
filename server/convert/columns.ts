/** The converter's fixed column schema, returned with every result (see docs/converter.md). */
export const COLUMNS = [
  { key: 'account_number', label: 'Account #' },
  { key: 'broker', label: 'Broker' },
  { key: 'statement_period', label: 'Statement Period' },
  { key: 'date', label: 'Date' },
  { key: 'settlement_date', label: 'Settlement Date' },
  { key: 'type', label: 'Type' },
  { key: 'symbol', label: 'Symbol' },
  { key: 'security_id', label: 'Security ID' },
  { key: 'description', label: 'Description' },
  { key: 'quantity', label: 'Quantity' },
  { key: 'price', label: 'Price' },
  { key: 'fees', label: 'Fees' },
  { key: 'taxes', label: 'Taxes' },
  { key: 'amount', label: 'Amount' },
  { key: 'currency', label: 'Currency' },
  { key: 'page', label: 'Page' },
] as const;

export type ColumnKey = (typeof COLUMNS)[number]['key'];
export type Column = { key: ColumnKey; label: string };

/** One economic transaction; every value is a string, "" where the document has none. */
export type Row = Record<ColumnKey, string>;

export const TRANSACTION_TYPES = [
  'Buy',
  'Sell',
  'Dividend',
  'Interest',
  'Deposit',
  'Withdrawal',
  'Fee',
  'Fee Refund',
  'Tax',
  'Tax Refund',
  'Transfer In',
  'Transfer Out',
  'Other',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * Written out rather than built from COLUMNS: a literal gives every row one hidden class that its
 * boilerplate keeps alive, where rows built key by key got classes that died at each full GC and
 * came back new, so the warm statement stage kept deoptimising on them ("wrong map").
 */
export function emptyRow(): Row {
  return {
    account_number: '',
    broker: '',
    statement_period: '',
    date: '',
    settlement_date: '',
    type: '',
    symbol: '',
    security_id: '',
    description: '',
    quantity: '',
    price: '',
    fees: '',
    taxes: '',
    amount: '',
    currency: '',
    page: '',
  };
}
