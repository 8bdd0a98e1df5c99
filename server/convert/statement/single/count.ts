import { Line } from '../../words';
import { DocumentContext } from '../context';
import { absolute, canonicalDecimal, compareDecimals, findNumbers, isZero, productInCents } from '../numbers';
import { amountsIn, moneyIn, touchesCurrency, withoutDates } from '../values';
import { pricedTrade } from '../table/pricedTrade';
import { perDocumentMap } from '../memo';

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
  const prices = figures.filter((f) => f.currency);
  // a title without a price needs none of the document's figures
  if (!prices.length) return '';
  const printed = printedFigures(lines, ctx);
  for (const price of prices) {
    const count = countPricedAt(absolute(price.value), printed);
    if (count && figures.some((f) => !f.currency && f.index < price.index && compareDecimals(absolute(f.value), count) === 0)) return count;
  }
  return '';
}

/**
 * A count under a label the vocabulary lacks ("Hoeveelheid: 25", "Quote  12,5"): the figure printed without a
 * currency whose product with the price is a value the document prints (quantity × price = gross value).
 */
export function countByPrice(lines: Line[], ctx: DocumentContext, price: string): string {
  return countPricedAt(price, printedFigures(lines, ctx));
}

/**
 * The document's money (as canonical values) and the figures that could count units, in print order: without a
 * currency, not zero, not printed as money, and not one (its product is the price itself, printed wherever the price is).
 */
type PrintedFigures = { money: Set<string>; counts: string[] };

/** Read once per lines and context: a title's count, a price's and a dividend rate's all look them up. */
function printedFigures(lines: Line[], ctx: DocumentContext): PrintedFigures {
  let byContext = figuresRead().get(lines);
  if (!byContext) figuresRead().set(lines, (byContext = new Map()));
  let figures = byContext.get(ctx);
  if (!figures) byContext.set(ctx, (figures = readPrintedFigures(lines, ctx)));
  return figures;
}

const figuresRead = perDocumentMap<Line[], Map<DocumentContext, PrintedFigures>>();

function readPrintedFigures(lines: Line[], ctx: DocumentContext): PrintedFigures {
  const money = new Set(lines.flatMap((l) => moneyIn(l.text, ctx)).map((a) => canonicalDecimal(absolute(a.value))));
  const counts = lines
    .flatMap((line) => amountsIn(line.text, ctx))
    .filter((f) => !f.currency)
    .map((f) => absolute(f.value))
    .filter((count) => !isZero(count) && compareDecimals(count, '1') !== 0 && !money.has(canonicalDecimal(count)));
  return { money, counts };
}

function countPricedAt(price: string, { money, counts }: PrintedFigures): string {
  if (!price || isZero(price)) return '';
  return counts.find((count) => money.has(canonicalDecimal(productInCents(count, absolute(price))))) ?? '';
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
