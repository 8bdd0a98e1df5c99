import { Line } from '../../words';
import { DocumentContext } from '../context';
import { findLabels } from '../labels';
import { FIELD_LABELS } from '../vocabulary/labels';
import { SettledAmount, valueAfter } from './amount';
import { Charges } from './charges';
import { absolute, addDecimals, compareDecimals, isZero } from '../numbers';
import { multipliesTo } from '../table/pricedTrade';

/**
 * A purchase whose labelled net is its gross less the charges printed ("Importo lordo versato € 200,00",
 * "Commissioni € 2,00", "Importo netto investito € 197,00") and what its units cost (units × price) was
 * a fund bought with what was left after its entry charge: it paid the gross. (A trade's net is otherwise
 * its units' value plus its charges, or less a rebate.) Null where no gross stands that far above the net.
 */
export function grossPaid(
  lines: Line[],
  net: SettledAmount,
  { fees, taxes }: Charges,
  units: { quantity: string; price: string },
  ctx: DocumentContext,
): SettledAmount | null {
  if (!units.quantity || !units.price || !costs(units, absolute(net.value))) return null;
  const charges = addDecimals(absolute(fees || '0'), absolute(taxes || '0'));
  if (isZero(charges)) return null;
  const paid = addDecimals(absolute(net.value), charges);
  for (const hit of findLabels(lines, FIELD_LABELS.grossAmount)) {
    const gross = valueAfter(hit, lines, ctx);
    if (!gross || compareDecimals(absolute(gross.value), paid) !== 0) continue;
    if (gross.currency && net.currency && gross.currency !== net.currency) continue;
    return { ...net, value: net.value.startsWith('-') ? `-${paid}` : paid };
  }
  return null;
}

function costs({ quantity, price }: { quantity: string; price: string }, value: string): boolean {
  return multipliesTo(Math.abs(Number(quantity)), Math.abs(Number(price)), Number(value));
}
