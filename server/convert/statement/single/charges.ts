import { Line } from '../../words';
import { DocumentContext } from '../context';
import { foldCase, labelRegex, matchLabel, ranksToTry } from '../labels';
import { addDecimals, absolute, isZero } from '../numbers';
import { moneyIn } from '../values';
import { FIELD_LABELS } from '../vocabulary/labels';

/** Summed fees and taxes of one transaction, as decimals ("" where none is printed). */
export type Charges = { fees: string; taxes: string };

/** Fees and taxes of one transaction: the sum of the values printed after fee and tax labels. */
export function feesAndTaxes(lines: Line[], ctx: DocumentContext): Charges {
  // A printed total of the charges ("Summe Entgelte : EUR 10,60-") stands for charges listed in several currencies.
  // A tax is counted once, at its first mention: later sections restate it ("Kapitalertragsteuer 24,51 % EUR
  // 0,32" under the tax bases) or detail its base.
  return {
    fees: sumOf(lines, FIELD_LABELS.feesTotal, ctx, 1) || sumOf(lines, FIELD_LABELS.fees, ctx),
    taxes: sumOf(lines, FIELD_LABELS.taxes, ctx, Infinity, true),
  };
}

/** The rank of the label printed first in a text. */
function openingLabel(text: string, labels: readonly string[]): number | null {
  let first: { rank: number; index: number } | null = null;
  for (const rank of ranksToTry(labels, foldCase(text))) {
    const m = labelRegex(labels[rank]).exec(text);
    if (m && (!first || m.index < first.index)) first = { rank, index: m.index };
  }
  return first?.rank ?? null;
}

function sumOf(lines: Line[], labels: readonly string[], ctx: DocumentContext, most = Infinity, oncePerLabel = false): string {
  const parts: string[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    if (parts.length >= most) break;
    // A label inside a sentence ("… können Gebühren anfallen") is prose, not a charge line.
    if (line.text.length > 120) continue;
    const hit = matchLabel(line.text, labels);
    if (!hit || hit.index > 40) continue;
    const money = moneyIn(line.text.slice(hit.end), ctx);
    if (!money.length) continue;
    const value = absolute(money[money.length - 1].value);
    // A charge is named by the label opening it ("Solidaritätszuschlag auf Kapitalertragsteuer" is a
    // Solidaritätszuschlag); a restatement names it alike.
    const key = String(openingLabel(line.text, labels) ?? hit.rank);
    if (oncePerLabel && seen.has(key)) continue;
    // A charge of nothing ("Retención en origen: 0,00 €") leaves the name to the one that follows ("Retención: 12,02 €").
    if (!isZero(value)) seen.add(key);
    parts.push(value);
  }
  return parts.length ? addDecimals(...parts) : '';
}
