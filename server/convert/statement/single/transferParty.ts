import { TransactionType } from '../../columns';
import { Line } from '../../words';
import { findLabels, matchLabel } from '../labels';
import { FIELD_LABELS } from '../vocabulary/labels';
import { TRANSFER_CONFIRMATIONS } from '../vocabulary/types';

/**
 * A transfer's confirmation names its other party by role ("ANGABEN ZUM EMPFÄNGER", "Ordering
 * party"): money goes out to a payee, and comes in from a payer. One naming only who sent the
 * money confirms a deposit; else it stays the withdrawal its title reads as.
 */
export function directionByParty(lines: Line[], title: Line, type: TransactionType): TransactionType {
  if (type !== 'Withdrawal' || !matchLabel(title.text, TRANSFER_CONFIRMATIONS)) return type;
  const payee = findLabels(lines, FIELD_LABELS.payee).length > 0;
  const payer = findLabels(lines, FIELD_LABELS.payer).length > 0;
  return payer && !payee ? 'Deposit' : type;
}
