import { findCurrencies } from '../currency';
import type { TableContext } from './context';
import { findAmounts, findDates } from './tokens';

/**
 * The one currency a section's title names just above its table's header ("U.S. Dollar Account
 * (USD)", "Konto CHF"): the currency of the rows below that print none beside their figures.
 * Not a line with figures or dates (a balance, a period), nor one naming two currencies.
 */
export function titleCurrency(text: string, ctx: Pick<TableContext, 'doc' | 'numbers'>): string {
  if (!text.trim() || findAmounts(text, ctx.numbers).length || findDates(text, ctx.doc.dates).length) return '';
  const codes = new Set(findCurrencies(text).map((c) => c.code));
  return codes.size === 1 ? [...codes][0] : '';
}
