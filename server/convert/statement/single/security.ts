import { Line } from '../../words';
import { DocumentContext } from '../context';
import { LabelHit, findLabels } from '../labels';
import { findIsins } from '../identifiers';
import { amountsIn, moneyIn } from '../values';
import { absolute } from '../numbers';
import { FIELD_LABELS } from '../vocabulary/labels';

export type Security = { id: string; name: string; quantity: string; price: string };

/** The security a document is about: its ISIN, its name as printed next to it, quantity and price. */
export function securityOf(lines: Line[], ctx: DocumentContext): Security {
  let id = '';
  let name = '';
  for (const line of lines) {
    const isin = findIsins(line.text)[0];
    if (!isin) continue;
    id = isin.isin;
    name = line.text.slice(0, isin.index).split(/\s{2,}/).filter((p) => /\p{L}{3}/u.test(p)).pop()?.trim() ?? '';
    break;
  }
  return { id, name, quantity: labeledNumber(lines, FIELD_LABELS.quantity, ctx, false), price: labeledNumber(lines, FIELD_LABELS.price, ctx, true) };
}

function labeledNumber(lines: Line[], labels: readonly string[], ctx: DocumentContext, money: boolean): string {
  for (const hit of findLabels(lines, labels)) {
    const value = numberAfter(hit, lines, ctx, money);
    if (value) return value;
  }
  return '';
}

function numberAfter(hit: LabelHit, lines: Line[], ctx: DocumentContext, money: boolean): string | null {
  const rest = hit.line.text.slice(hit.end);
  const found = (money ? moneyIn : amountsIn)(rest, ctx);
  // Only a value standing right after its label: "Stück 31" and "St. : 15", not a figure columns away.
  if (found.length && rest.slice(0, found[0].index).replace(/[\s:.]|[A-Z]{3}|[€$£]/g, '').length <= 3) return absolute(found[0].value);
  return null;
}
