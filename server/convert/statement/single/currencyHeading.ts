import { Line } from '../../words';
import { findCurrencies } from '../currency';
import { xAt } from '../labels';

/** How far above a figure its column heading may stand (an order's log between them). */
const MAX_LINES_TO_HEADING = 10;
/** An exchange rate's pair of currencies and its rate ("USD/CHF 0.88120"). */
const CONVERSION = /\b[A-Z]{3} ?\/ ?[A-Z]{3}\s+\d/;

/**
 * The start of a heading cell ending in a currency: the currency alone ("USD"), or after a word or two naming
 * the column ("Controvalore EUR", "Value in EUR").
 */
const HEADING_BEFORE_CURRENCY = /(?:^|\s{2,})\s*(?:\p{L}[\p{L}.'-]*\s){0,3}$/u;

/**
 * "Quantita'   USD   Euro   Prezzo" over "Totale a Vs. Debito   778,7700   731,44": a figure printed
 * without a currency is in the currency heading its column, a heading line's cell that is a currency
 * or ends with one ("Divisa   Controvalore EUR"). Null where no such heading stands over the figure.
 */
export function currencyHeadingOver(lines: Line[], lineIndex: number, start: number, end: number): string | null {
  const line = lines[lineIndex];
  const x0 = xAt(line, start);
  const x1 = xAt(line, end - 1) + 1;
  for (const above of lines.slice(Math.max(0, lineIndex - MAX_LINES_TO_HEADING), lineIndex).reverse()) {
    if (above.page !== line.page) break;
    // "USD" over "Kurswert 6'910.00", then "zum Kurs von USD/CHF 0.88120 CHF" over the total: the
    // heading above a conversion heads the foreign figures, not the converted ones below it
    if (CONVERSION.test(above.text)) break;
    if (/\d/.test(above.text)) continue;
    for (const c of findCurrencies(above.text)) {
      const cell = HEADING_BEFORE_CURRENCY.exec(above.text.slice(0, c.index));
      if (!cell || !/^\s*(?:\s{2,}|$)/.test(above.text.slice(c.end))) continue;
      const h0 = xAt(above, cell.index + cell[0].search(/\S|$/));
      const h1 = xAt(above, c.end - 1) + 1;
      if (h0 < x1 && x0 < h1) return c.code;
    }
  }
  return null;
}
