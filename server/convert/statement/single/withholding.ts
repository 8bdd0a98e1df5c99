import { Line } from '../../words';
import { DocumentContext } from '../context';
import { LabelHit, findLabels, matchLabel, mentions } from '../labels';
import { absolute, addDecimals, compareDecimals, negate, productInCents } from '../numbers';
import { Amount, amountsIn, moneyIn } from '../values';
import { FIELD_LABELS } from '../vocabulary/labels';
import { FX_CUES } from '../vocabulary/cues';
import { insideParentheses } from './prose';

/**
 * Income notices that state their net "before taxes" leave the taxes to a separate tax notice,
 * and that notice books the foreign withholding tax too (as credited against domestic tax). So the
 * income is booked gross of its withholding: the net in the account's currency plus each
 * withholding tax, converted at the notice's own rate and rounded to cents as the bank does.
 */
export function statedBeforeTaxes(lines: Line[]): boolean {
  return findLabels(lines, FIELD_LABELS.netAmount).some((hit) => mentions(hit.line.text.slice(hit.index, hit.end + 30), FIELD_LABELS.beforeTaxes));
}

/** The withholding taxes printed on labelled lines, in the booked currency (converted where printed in the foreign one). */
export function withholdingIn(lines: Line[], ctx: DocumentContext, booked: { value: string; currency: string }, foreign: Amount | null): string {
  const parts: string[] = [];
  for (const line of lines) {
    const hit = matchLabel(line.text, FIELD_LABELS.withholdingTax);
    if (!hit || hit.index > 40 || insideParentheses(line.text, hit.index)) continue;
    const money = moneyIn(line.text.slice(hit.end), ctx);
    const tax = money[money.length - 1];
    // A figure in a sentence ("kann Quellensteuer in Höhe von maximal USD 0,94 erstattet werden") is no charge.
    if (!tax || /\p{Ll}{3}/u.test(line.text.slice(hit.end, hit.end + tax.index))) continue;
    if (!tax.currency || tax.currency === booked.currency) parts.push(absolute(tax.value));
    else if (foreign && tax.currency === foreign.currency) parts.push(converted(absolute(tax.value), foreign, booked, lines, ctx));
  }
  return parts.length ? addDecimals(...parts) : '0.00';
}

/**
 * Taxes a tax notice books beyond the ones it withholds itself: the foreign withholding tax it
 * credits ("angerechnete ausländische Quellensteuer: EUR 0,82"), which the income notice left in its gross.
 */
export function creditedWithholding(lines: Line[], ctx: DocumentContext): string {
  const parts: string[] = [];
  for (const hit of findLabels(lines, FIELD_LABELS.creditedWithholding)) {
    const rest = hit.line.text.slice(hit.end);
    const value = moneyIn(rest, ctx)[0];
    // Right after its label ("…Quellensteuer:  EUR 0,82"), not a figure in a column further on.
    if (value && rest.slice(0, value.index).replace(/[\s:]|[A-Z]{3}|[€$£]/g, '').length === 0) parts.push(absolute(value.value));
  }
  return parts.length ? addDecimals(...parts) : '0.00';
}

/**
 * The foreign withholding a tax notice on income books beside its own taxes. Where its tax base, the
 * gross income, exceeds the income it states "vor Steuern" (what reached the account after the
 * withholding abroad), the difference is that withholding in full, also the part the notice does
 * not credit (of a Swiss 35 %, 15 % are credited); else the withholding it credits.
 */
export function foreignWithholding(lines: Line[], ctx: DocumentContext): string {
  const base = firstValueAfter(findLabels(lines, FIELD_LABELS.taxBase), ctx);
  const before = firstValueAfter(
    findLabels(lines, FIELD_LABELS.netAmount).filter((hit) => mentions(hit.line.text.slice(hit.index, hit.end + 30), FIELD_LABELS.beforeTaxes)),
    ctx,
  );
  if (base && before && compareDecimals(before, '0') > 0 && compareDecimals(base, before) > 0) return addDecimals(base, negate(before));
  return creditedWithholding(lines, ctx);
}

/** The first figure printed right after one of the labels, on its line. */
function firstValueAfter(hits: LabelHit[], ctx: DocumentContext): string | null {
  for (const hit of hits) {
    const value = moneyIn(hit.line.text.slice(hit.end), ctx)[0];
    if (value) return value.value;
  }
  return null;
}

/** A foreign amount in the booked currency, at the printed rate whose direction fits the booked conversion. */
function converted(value: string, foreign: Amount, booked: { value: string }, lines: Line[], ctx: DocumentContext): string {
  const ratio = Number(absolute(booked.value)) / Number(absolute(foreign.value));
  // The printed rate is exact where the ratio of two rounded amounts is not.
  let factor = ratio;
  let closest = 0.01;
  for (const line of lines) {
    if (!matchLabel(line.text, FX_CUES)) continue;
    for (const rate of amountsIn(line.text, ctx).filter((a) => /[.,]\d{4,}$/.test(a.raw))) {
      const r = Number(absolute(rate.value));
      if (!(r > 0)) continue;
      // "EUR/USD 1,0841" or "USD/EUR 0,9224": the one of r and 1/r that the booked conversion used.
      for (const f of [r, 1 / r]) {
        const off = Math.abs(f - ratio) / ratio;
        if (off < closest) {
          closest = off;
          factor = f;
        }
      }
    }
  }
  return productInCents(value, factor);
}
