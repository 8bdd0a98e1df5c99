import { DecimalSeparator, absolute, toCents } from '../numbers';
import { Figure, Reading, admissible, figuresIn, readingsFor } from './lineFigures';
import { AmountToken } from './tokens';

/** What a trade line says it dealt: units, the price per unit ("" where the order leaves it open), and their value as printed. */
export type PricedTrade = { quantity: string; price: string; value: AmountToken; unitsOut: boolean };

/** How far units × price may stray from the printed value (rounded prices, a cent of rounding). */
const RELATIVE_TOLERANCE = 0.002;
const ABSOLUTE_TOLERANCE = 0.011;

/** Whether units × price makes the value, within a rounded price and a cent: both factors and the value unsigned. */
export function multipliesTo(units: number, price: number, value: number): boolean {
  return Math.abs(units * price - value) <= Math.max(ABSOLUTE_TOLERANCE, value * RELATIVE_TOLERANCE);
}

/**
 * "Kaufen 0.04070231 25.06 1.02", "Buy 12 shares 101.50 1,218.00": a line that prints units, a
 * price and a value equal to their product records a trade in its own right, whatever
 * its columns are called; a cash ledger prints only the money. `text` keeps the line's positions,
 * with its dates blanked out. spaceGroups: the document groups thousands with spaces (thousandsGrouping).
 */
export function pricedTrade(text: string, decimal: DecimalSeparator, spaceGroups = false): PricedTrade | null {
  return readingsFor(spaceGroups).reduce<PricedTrade | null>((found, reading) => found ?? productIn(figuresIn(text, decimal, reading), reading), null);
}

/** units × price = value among a line's figures, the first such triple in the order below that the reading admits. */
function productIn(numbers: Figure[], reading: Reading): PricedTrade | null {
  // units before price before value ("Kaufen 0.0407 25.06 1.02") tell which factor is which; a value
  // printed first ("Kauf 90,00 ... 40,1900 ... 2,2394") leaves that to the columns
  for (const ordered of [true, false]) {
    for (const [v, printed] of numbers.entries()) {
      const value = Math.abs(printed.number);
      for (let q = 0; q < numbers.length; q++) {
        for (let p = q + 1; p < numbers.length; p++) {
          if (q === v || p === v || (ordered && p > v)) continue;
          if (!admissible(reading, numbers[q], numbers[p], printed)) continue;
          const [units, price] = [Math.abs(numbers[q].number), Math.abs(numbers[p].number)];
          if (!multipliesTo(units, price, value)) continue;
          // a value equal to one factor is only a product where the other factor is one unit
          if ((units === value && price !== 1) || (price === value && units !== 1)) continue;
          return {
            quantity: ordered ? absolute(numbers[q].value) : '',
            price: ordered ? absolute(numbers[p].value) : '',
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
export function pricedBelow(texts: string[], amount: string, decimal: DecimalSeparator, spaceGroups = false): boolean {
  const value = Math.abs(Number(amount));
  if (!value) return false;
  return readingsFor(spaceGroups).some((reading) => {
    const numbers = texts.flatMap((text) => figuresIn(text, decimal, reading)).filter((n) => Math.abs(n.number) !== value);
    return numbers.some((units, q) =>
      numbers.some((price, p) => p > q && multipliesTo(Math.abs(units.number), Math.abs(price.number), value) && admissible(reading, units, price)),
    );
  });
}
