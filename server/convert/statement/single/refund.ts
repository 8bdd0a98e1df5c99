import { Line } from '../../words';
import { DocumentContext } from '../context';
import { findLabels } from '../labels';
import { absolute, isZero } from '../numbers';
import { Amount, moneyIn } from '../values';
import { FIELD_LABELS } from '../vocabulary/labels';

/**
 * Taxes a trade or income notice pays back (a loss offset against taxes paid earlier, reclaimed
 * withholding tax): booked as a Tax Refund of its own, next to the transaction. Printed either as
 * a labelled figure ("erstattete Steuern 10,84 EUR") or as a tax-equalisation section with its
 * own net amount.
 */
export function taxRefund(lines: Line[], ctx: DocumentContext): (Amount & { page: number }) | null {
  for (const hit of findLabels(lines, FIELD_LABELS.taxRefund)) {
    const money = moneyIn(hit.line.text.slice(hit.end), ctx);
    const value = money[money.length - 1];
    if (value && !isZero(value.value)) return { ...value, value: absolute(value.value), page: hit.line.page };
  }
  for (const section of findLabels(lines, FIELD_LABELS.taxRefundSection)) {
    const net = findLabels(lines.slice(section.lineIndex + 1, section.lineIndex + 25), FIELD_LABELS.netAmount.slice(0, 8))[0];
    if (!net) continue;
    const money = moneyIn(net.line.text.slice(net.end), ctx);
    const value = money[money.length - 1];
    if (value && !isZero(value.value)) return { ...value, value: absolute(value.value), page: net.line.page };
  }
  return null;
}
