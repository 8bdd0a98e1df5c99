import { Line } from '../../words';
import { DocumentContext } from '../context';
import { findLabels } from '../labels';
import { FIELD_LABELS } from '../vocabulary/labels';
import { figureAfterLabel } from './amount';
import { absolute, addDecimals, compareDecimals, isZero, negate } from '../numbers';

/**
 * A maturing deposit's payout returns its principal with the interest ("Kapital CHF 50'000.00" …
 * "Gutschrift Valuta 28.03.2024 CHF 50'109.70"): the interest is the payout less the principal.
 * Null where no principal is printed, or where it is not below the payout (then the payout is
 * the interest alone, or the figure is no payout of it).
 */
export function interestWithoutPrincipal(lines: Line[], payout: string, ctx: DocumentContext): string | null {
  for (const hit of findLabels(lines, FIELD_LABELS.principal)) {
    const principal = figureAfterLabel(hit, ctx);
    if (!principal) continue;
    const interest = addDecimals(absolute(payout), negate(absolute(principal.value)));
    if (isZero(interest) || interest.startsWith('-')) continue;
    // the interest is less than the principal it was paid on
    if (compareDecimals(interest, absolute(principal.value)) >= 0) continue;
    return interest;
  }
  return null;
}
