import { Row } from '../columns';

/**
 * Details a confirmation prints beside its transaction, where a statement's line has no room for them.
 * Not the price: in a collection the single reading can take a trade's value for its price.
 */
const DETAILS = ['quantity', 'fees', 'taxes', 'security_id', 'symbol'] as const;

/**
 * Where the single and the table readings find the same transactions (one for one, by date, type and
 * amount), the table's rows take the details only the single reading found: a notice that also prints
 * the account's booking line ("Uitbetaling dividenden ... 2.862,79 EUR") states the units and charges
 * above it, outside the table. Details the table read itself are kept.
 */
export function withAgreedDetails(activity: Row[], single: Row[]): Row[] {
  if (activity.length !== single.length) return activity;
  const key = (r: Row) => `${r.date}|${r.type}|${r.amount}|${r.currency}`;
  const byKey = new Map(single.map((r) => [key(r), r]));
  if (byKey.size !== single.length || !activity.every((r) => byKey.has(key(r)))) return activity;
  return activity.map((row) => {
    const twin = byKey.get(key(row))!;
    const filled = { ...row };
    for (const field of DETAILS) if (!filled[field] && twin[field]) filled[field] = twin[field];
    return filled;
  });
}
