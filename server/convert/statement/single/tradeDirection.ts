import { Line } from '../../words';
import { DocumentContext } from '../context';
import { absolute, compareDecimals, productInCents } from '../numbers';
import { moneyIn } from '../values';
import { countByPrice } from './count';
import { Security, securityOf } from './security';
import type { TransactionKind } from './kind';

/**
 * The direction of a trade whose title names none ("Contract note", "Effectennota"): charges add to what a
 * purchase pays and come off what a sale receives, so a net above the value of its units (quantity × price,
 * printed in the net's currency) is a Buy and one below it a Sell. Null where the value is not printed so.
 */
export function directionByValue(lines: Line[], ctx: DocumentContext, net: { value: string; currency: string }, security: Security): 'Buy' | 'Sell' | null {
  const count = security.quantity || countByPrice(lines, ctx, security.price);
  if (!count || !security.price) return null;
  const value = productInCents(absolute(count), absolute(security.price));
  const sameCurrency = (currency: string) => !currency || !net.currency || currency === net.currency;
  const printed = lines.some((l) => moneyIn(l.text, ctx).some((a) => compareDecimals(absolute(a.value), value) === 0 && sameCurrency(a.currency)));
  const order = compareDecimals(absolute(net.value), value);
  if (!printed || order === 0) return null;
  return order > 0 ? 'Buy' : 'Sell';
}

/**
 * A document naming no kind that prints a security, its quantity and price, and their product (a confirmation
 * titled only "Abrechnung", "Bordereau d'opération"): a trade, whose direction its cash decides. Dated and
 * described from the line of the security's identifier.
 */
export function pricedTradeKind(lines: Line[], ctx: DocumentContext): TransactionKind | null {
  const security = securityOf(lines, ctx);
  if (!security.id || !security.quantity || !security.price) return null;
  const value = productInCents(absolute(security.quantity), absolute(security.price));
  const valueLine = lines.findIndex((l) => moneyIn(l.text, ctx).some((a) => compareDecimals(absolute(a.value), value) === 0));
  const idLine = lines.findIndex((l) => l.text.includes(security.id));
  return valueLine >= 0 && idLine >= 0 ? { type: 'Buy', lineIndex: idLine, byCash: true } : null;
}
