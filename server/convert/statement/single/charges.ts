import { Line } from '../../words';
import { DocumentContext } from '../context';
import { matchLabel } from '../labels';
import { addDecimals, absolute } from '../numbers';
import { moneyIn } from '../values';
import { FIELD_LABELS } from '../vocabulary/labels';

/** Fees and taxes of one transaction: the sum of the values printed after fee and tax labels. */
export function feesAndTaxes(lines: Line[], ctx: DocumentContext): { fees: string; taxes: string } {
  // A printed total of the charges ("Summe Entgelte : EUR 10,60-") stands for charges listed in several currencies.
  return { fees: sumOf(lines, FIELD_LABELS.feesTotal, ctx, 1) || sumOf(lines, FIELD_LABELS.fees, ctx), taxes: sumOf(lines, FIELD_LABELS.taxes, ctx) };
}

function sumOf(lines: Line[], labels: readonly string[], ctx: DocumentContext, most = Infinity): string {
  const parts: string[] = [];
  for (const line of lines) {
    if (parts.length >= most) break;
    const hit = matchLabel(line.text, labels);
    // A label inside a sentence ("… können Gebühren anfallen") is prose, not a charge line.
    if (!hit || hit.index > 40 || line.text.length > 120) continue;
    const money = moneyIn(line.text.slice(hit.end), ctx);
    if (money.length) parts.push(absolute(money[money.length - 1].value));
  }
  return parts.length ? addDecimals(...parts) : '';
}
