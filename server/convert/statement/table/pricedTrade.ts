import { DecimalSeparator, isZero, parseNumber, toCents } from '../numbers';
import { AmountToken } from './tokens';
import { matchesOf } from '../matches';

/** What a trade line says it dealt: units, the price per unit ("" where the order leaves it open), and their value as printed. */
export type PricedTrade = { quantity: string; price: string; value: AmountToken; unitsOut: boolean };

/** How far units × price may stray from the printed value (rounded prices, a cent of rounding). */
const RELATIVE_TOLERANCE = 0.002;
const ABSOLUTE_TOLERANCE = 0.011;
/** A trade line prints a handful of figures; the search over triples stays cheap on a long line. */
const MAX_FIGURES = 24;

/**
 * "Kaufen 0.04070231 25.06 1.02", "Buy 12 shares 101.50 1,218.00": a line that prints units, a
 * price and a value equal to their product records a trade in its own right, whatever
 * its columns are called; a cash ledger prints only the money. `text` keeps the line's positions,
 * with its dates blanked out.
 */
export function pricedTrade(text: string, decimal: DecimalSeparator): PricedTrade | null {
  const numbers = figuresIn(text, decimal);
  // units before price before value ("Kaufen 0.0407 25.06 1.02") tell which factor is which; a value
  // printed first ("Kauf 90,00 ... 40,1900 ... 2,2394") leaves that to the columns
  for (const ordered of [true, false]) {
    for (const [v, printed] of numbers.entries()) {
      const value = Math.abs(printed.number);
      for (let q = 0; q < numbers.length; q++) {
        for (let p = q + 1; p < numbers.length; p++) {
          if (q === v || p === v || (ordered && p > v)) continue;
          const [units, price] = [Math.abs(numbers[q].number), Math.abs(numbers[p].number)];
          if (Math.abs(units * price - value) > Math.max(ABSOLUTE_TOLERANCE, value * RELATIVE_TOLERANCE)) continue;
          // a value equal to one factor is only a product where the other factor is one unit
          if ((units === value && price !== 1) || (price === value && units !== 1)) continue;
          return {
            quantity: ordered ? numbers[q].value.replace(/^-/, '') : '',
            price: ordered ? numbers[p].value.replace(/^-/, '') : '',
            unitsOut: ordered && numbers[q].number < 0, // "-5 12.00 60.00": units that left the account
            value: { start: printed.index, end: printed.end, value: toCents(printed.value), explicitSign: /^[(+\-−–]|[)-]$/.test(printed.raw.trim()) },
          };
        }
      }
    }
  }
  return null;
}

/**
 * "Fund buy 10.00" over "Unit 0.102347" and "Rate 97.707071": two figures of a booking's own lines
 * below it whose product is its amount state the units and price of a trade in its own right.
 */
export function pricedBelow(texts: string[], amount: string, decimal: DecimalSeparator): boolean {
  const value = Math.abs(Number(amount));
  if (!value) return false;
  const numbers = texts
    .flatMap((text) => figuresIn(text, decimal))
    .map((n) => Math.abs(n.number))
    .filter((n) => n !== value);
  return numbers.some((units, q) =>
    numbers.some((price, p) => p > q && Math.abs(units * price - value) <= Math.max(ABSOLUTE_TOLERANCE, value * RELATIVE_TOLERANCE)),
  );
}

/** The figures of a line, each standing alone between blanks: "Kaufen 1 112.67" is one unit at 112.67, not 1112.67. */
function figuresIn(text: string, decimal: DecimalSeparator) {
  return matchesOf(/\S+/g, text)
    .filter((m) => /^[-+−–(]?\d[\d.,']*\)?-?$/.test(m[0]) && m[0].replace(/\D/g, '').length <= 12)
    .map((m) => ({ raw: m[0], index: m.index!, end: m.index! + m[0].length, value: parseNumber(m[0], decimal) }))
    .filter((n): n is { raw: string; index: number; end: number; value: string } => n.value !== null && !isZero(n.value))
    .map((n) => ({ ...n, number: Number(n.value) }))
    .slice(0, MAX_FIGURES);
}
