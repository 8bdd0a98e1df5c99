import { Line } from '../../words';
import { DocumentContext } from '../context';
import { absolute, compareDecimals, findNumbers, isZero, productInCents } from '../numbers';
import { amountsIn, moneyIn, touchesCurrency, withoutDates } from '../values';
import { pricedTrade } from '../table/pricedTrade';

/** The count of units a title states, on its line or wrapped onto the next. */
export function countInTitle(lines: Line[], index: number, ctx: DocumentContext): string {
  return countInTitleLine(lines[index], ctx) || countInWrappedTitle(lines, index, ctx) || countPricedInTitle(lines, lines[index], ctx);
}

/**
 * A title stating the units and their price with the value printed below ("Achat 310 HOME24 SE (DE000A14KEB5) à
 * 15,9324 EUR" over "Montant brut 4.939,04 EUR"): the figure without a currency before a price whose product with
 * it is a value the document prints.
 */
function countPricedInTitle(lines: Line[], title: Line, ctx: DocumentContext): string {
  const figures = amountsIn(withoutDates(title.text, ctx), ctx);
  const printed = printedValues(lines, ctx);
  for (const price of figures.filter((f) => f.currency)) {
    const count = countPricedAt(lines, ctx, absolute(price.value), printed);
    if (count && figures.some((f) => !f.currency && f.index < price.index && compareDecimals(absolute(f.value), count) === 0)) return count;
  }
  return '';
}

/**
 * A count under a label the vocabulary lacks ("Hoeveelheid: 25", "Quote  12,5"): the figure printed without a
 * currency whose product with the price is a value the document prints (quantity × price = gross value).
 * A count of one is left out: its product is the price itself, printed wherever the price is.
 */
export function countByPrice(lines: Line[], ctx: DocumentContext, price: string): string {
  return countPricedAt(lines, ctx, price, printedValues(lines, ctx));
}

/** Whether a value is printed as money somewhere in the document. */
function printedValues(lines: Line[], ctx: DocumentContext): (value: string) => boolean {
  const values = lines.flatMap((l) => moneyIn(l.text, ctx)).map((a) => absolute(a.value));
  return (value) => values.some((v) => compareDecimals(v, value) === 0);
}

function countPricedAt(lines: Line[], ctx: DocumentContext, price: string, printed: (value: string) => boolean): string {
  if (!price || isZero(price)) return '';
  for (const line of lines) {
    for (const figure of amountsIn(line.text, ctx)) {
      const count = absolute(figure.value);
      if (figure.currency || isZero(count) || compareDecimals(count, '1') === 0 || printed(count)) continue;
      if (printed(productInCents(count, absolute(price)))) return count;
    }
  }
  return '';
}

/**
 * A title that states the trade in words ("Uw Aankoop Online van 15 PROSUS aan 57,2 EUR 858,00
 * EUR"): the count whose product with the price is the value printed with them.
 */
function countInTitleLine(title: Line, ctx: DocumentContext): string {
  const text = withoutDates(title.text, ctx);
  const trade = pricedTrade(text, ctx.decimal);
  if (!trade || trade.quantity) return trade?.quantity ?? '';
  // The value printed first ("Kauf  Fonds  30.12 €  140.07 €  0.215") leaves open which factor
  // is which: the price carries a currency where the value does (right after it, or right before
  // it), the count none.
  const value = text.slice(trade.value.start, trade.value.end);
  const after = touchesCurrency(text, trade.value.start, trade.value.end, 'after');
  if (!after && !touchesCurrency(text, trade.value.start, trade.value.end, 'before')) return '';
  const isMoney = (a: { index: number; end: number }) => touchesCurrency(text, a.index, a.end, after ? 'after' : 'before');
  const factors = findNumbers(text.slice(0, trade.value.start) + ' '.repeat(value.length) + text.slice(trade.value.end), ctx.decimal, false).filter(
    (a) => !isZero(a.value),
  );
  for (const count of factors.filter((a) => !isMoney(a))) {
    for (const price of factors.filter(isMoney)) {
      const quantity = pricedTrade(`${count.raw} ${price.raw} ${value}`, ctx.decimal)?.quantity;
      if (quantity) return quantity;
    }
  }
  return '';
}

/**
 * A title wrapped onto the next line, with its price there ("Uw Uitbetaling dividenden van 912 ... 1.860,12 EUR"
 * over "ETF-D aan 2,039605 EUR"): the count whose product with that price is the title's value.
 */
function countInWrappedTitle(lines: Line[], index: number, ctx: DocumentContext): string {
  const next = lines[index + 1];
  if (!next) return '';
  return countInTitleLine({ ...lines[index], text: `${lines[index].text}  ${next.text}` }, ctx);
}
