import { DecimalSeparator, isZero, parseNumber } from '../numbers';
import { AmountToken } from './tokens';

/** What a trade line says it dealt: units, the price per unit, and their value as printed. */
export type PricedTrade = { quantity: string; price: string; value: AmountToken };

/** How far units × price may stray from the printed value (rounded prices, a cent of rounding). */
const RELATIVE_TOLERANCE = 0.002;
const ABSOLUTE_TOLERANCE = 0.011;

/**
 * "Kaufen 0.04070231 25.06 1.02", "Buy 12 shares 101.50 1,218.00": a line that prints units, a
 * price and, after them, a value equal to their product records a trade in its own right, whatever
 * its columns are called; a cash ledger prints only the money. `text` keeps the line's positions,
 * with its dates blanked out.
 */
export function pricedTrade(text: string, decimal: DecimalSeparator): PricedTrade | null {
  // each figure stands alone between blanks: "Kaufen 1 112.67" is one unit at 112.67, not 1112.67
  const numbers = [...text.matchAll(/\S+/g)]
    .filter((m) => /^[-+−–(]?\d[\d.,']*\)?-?$/.test(m[0]) && m[0].replace(/\D/g, '').length <= 12)
    .map((m) => ({ raw: m[0], index: m.index!, end: m.index! + m[0].length, value: parseNumber(m[0], decimal) }))
    .filter((n): n is { raw: string; index: number; end: number; value: string } => n.value !== null && !isZero(n.value))
    .map((n) => ({ ...n, number: Number(n.value) }));
  for (let v = 2; v < numbers.length; v++) {
    const value = Math.abs(numbers[v].number);
    for (let q = 0; q < v; q++) {
      for (let p = q + 1; p < v; p++) {
        const product = Math.abs(numbers[q].number * numbers[p].number);
        if (Math.abs(product - value) > Math.max(ABSOLUTE_TOLERANCE, value * RELATIVE_TOLERANCE)) continue;
        // a value equal to one factor is only a product where the other factor is one unit
        if (numbers[q].number === value || numbers[p].number === value) {
          if (Math.abs(numbers[q].number) !== 1) continue;
        }
        const n = numbers[v];
        return {
          quantity: numbers[q].value.replace(/^-/, ''),
          price: numbers[p].value.replace(/^-/, ''),
          value: { start: n.index, end: n.end, value: toCents(n.value), explicitSign: /^[(+\-−–]|[)-]$/.test(n.raw.trim()) },
        };
      }
    }
  }
  return null;
}

/** "254.9286" → "254.93", "5" → "5.00": exact decimal rounding half away from zero. */
export function toCents(value: string): string {
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = value.replace(/^-/, '').split('.');
  let cents = BigInt(whole + (fraction + '00').slice(0, 2));
  if (Number((fraction + '000')[2]) >= 5) cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  return (negative && cents !== 0n ? '-' : '') + digits.slice(0, -2) + '.' + digits.slice(-2);
}
