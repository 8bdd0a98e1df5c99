import { Line } from '../../words';
import { DocumentContext } from '../context';
import { absolute, compareDecimals, productInCents } from '../numbers';
import { moneyIn } from '../values';
import { countByPrice } from './count';
import { Security, securityOf } from './security';
import type { TransactionKind } from './kind';
import { isStatement } from '../statementTitle';

/**
 * The direction of a trade whose title names none ("Contract note", "Effectennota"): charges add to what a
 * purchase pays and come off what a sale receives, so a net above the value of its units (quantity × price,
 * printed in the net's currency) is a Buy and one below it a Sell. Null where the value is not printed so.
 */
export function directionByValue(lines: Line[], ctx: DocumentContext, net: { value: string; currency: string }, security: Security): 'Buy' | 'Sell' | null {
  const value = printedTradeValue(lines, ctx, security.quantity || countByPrice(lines, ctx, security.price), security.price, net.currency);
  const order = value === null ? 0 : compareDecimals(absolute(net.value), value);
  return order === 0 ? null : order > 0 ? 'Buy' : 'Sell';
}

/**
 * A document naming no kind that prints a security, its quantity and price, and their product (a confirmation
 * titled only "Abrechnung", "Bordereau d'opération"): a trade, whose direction its cash decides. Dated and
 * described from the line of the security's identifier.
 */
export function pricedTradeKind(lines: Line[], ctx: DocumentContext): TransactionKind | null {
  // a statement's holdings print the same for each security ("Depotauszug per 31.12.": units, price, value)
  if (isStatement(lines)) return null;
  const security = securityOf(lines, ctx);
  if (!security.id || printedTradeValue(lines, ctx, security.quantity, security.price) === null) return null;
  const idLine = lines.findIndex((l) => l.text.includes(security.id));
  return idLine >= 0 ? { type: 'Buy', lineIndex: idLine, byCash: true } : null;
}

/** Quantity × price in cents where the document prints it as money (in the given currency, where one is given), else null. */
function printedTradeValue(lines: Line[], ctx: DocumentContext, quantity: string, price: string, currency = ''): string | null {
  if (!quantity || !price) return null;
  const value = productInCents(absolute(quantity), absolute(price));
  const sameCurrency = (printed: string) => !printed || !currency || printed === currency;
  const printed = lines.some((l) => moneyIn(l.text, ctx).some((a) => compareDecimals(absolute(a.value), value) === 0 && sameCurrency(a.currency)));
  return printed ? value : null;
}
