import { Line } from '../../words';
import { DocumentContext } from '../context';
import { cellSpan, findLabels, foldCase, labelRegex, matchLabel, ranksToTry, underHeading } from '../labels';
import { addDecimals, absolute, isZero } from '../numbers';
import { Amount, moneyIn } from '../values';
import { FIELD_LABELS } from '../vocabulary/labels';
import { CHARGE_BASE_BEFORE, CHARGE_HOLDING_BEFORE } from '../vocabulary/charges';

/** Summed fees and taxes of one transaction, as decimals ("" where none is printed). */
export type Charges = { fees: string; taxes: string };

/** Fees and taxes of one transaction: the sum of the values printed after fee and tax labels. */
export function feesAndTaxes(lines: Line[], ctx: DocumentContext): Charges {
  // A printed total of the charges ("Summe Entgelte : EUR 10,60-") stands for charges listed in several currencies.
  // A tax is counted once, at its first mention: later sections restate it ("Kapitalertragsteuer 24,51 % EUR
  // 0,32" under the tax bases) or detail its base.
  return {
    fees: sumOf(lines, FIELD_LABELS.feesTotal, ctx, 1) || sumOf(lines, FIELD_LABELS.fees, ctx) || headedSum(lines, FIELD_LABELS.fees, ctx),
    taxes: sumOf(lines, FIELD_LABELS.taxes, ctx, Infinity, true) || headedSum(lines, FIELD_LABELS.taxes, ctx),
  };
}

/**
 * "Kurs  Kurswert  Provision  Endbetrag" over "52,10  1.042,00  9,90  1.051,90": charges that head
 * columns of a row of figures, each value the one printed under its heading, kept where the row's
 * arithmetic holds (value ± charges = net), as headings drift from their figures.
 */
function headedSum(lines: Line[], labels: readonly string[], ctx: DocumentContext): string {
  const byRow = new Map<number, Map<number, Amount>>();
  for (const hit of findLabels(lines, labels)) {
    const below = lines[hit.lineIndex + 1];
    // a heading of its own ("Provision", not the "kosten" of "Anschaff.-kosten") over a row of figures, not of words
    const ownHeading = /(?:^|\s)$/.test(hit.line.text.slice(0, hit.index)) && /^(?:\s|$)/.test(hit.line.text.slice(hit.end));
    if (!below || below.page !== hit.line.page || /\d/.test(hit.line.text) || !ownHeading || !/^\s*[-+(]?\d/.test(below.text)) continue;
    const value = underHeading(cellSpan(hit.line, hit), below, moneyIn(below.text, ctx));
    if (value) byRow.set(hit.lineIndex + 1, (byRow.get(hit.lineIndex + 1) ?? new Map()).set(value.index, value));
  }
  for (const [row, charges] of byRow) {
    const balanced = balancingCharges([...charges.values()], moneyIn(lines[row].text, ctx));
    if (balanced.length) return addDecimals(...balanced.map((c) => absolute(c.value)));
  }
  return '';
}

/** The largest set of the charges whose sum, added to or taken from one other figure of the row, gives another. */
function balancingCharges(charges: Amount[], row: Amount[]): Amount[] {
  for (let size = charges.length; size > 0; size--) {
    for (const set of subsets(charges, size)) {
      const sum = Number(addDecimals(...set.map((c) => absolute(c.value))));
      // figures of nothing balance anything: a charge of 0,00 beside a gross equal to its net proves no column
      const others = row.filter((a) => !set.some((c) => c.index === a.index) && !isZero(a.value)).map((a) => Number(absolute(a.value)));
      if (others.some((g) => others.some((n) => n !== g && Math.abs(Math.abs(g - n) - sum) < 0.005))) return set;
    }
  }
  return [];
}

function subsets<T>(items: T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) => subsets(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]));
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
    if (!hit || hit.index > 40 || CHARGE_BASE_BEFORE.test(line.text.slice(0, hit.index))) continue;
    // "GST included in brokerage $1.81": a part of the charge named, which is listed on its own line
    if (CHARGE_HOLDING_BEFORE.test(line.text.slice(0, hit.index))) continue;
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
