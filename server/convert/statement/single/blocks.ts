import { Line } from '../../words';
import { findLabels } from '../labels';
import { findIsins } from '../identifiers';
import { FIELD_LABELS } from '../vocabulary/labels';
import { kindInText } from './kind';

/**
 * A confirmation that reports several trades one after another ("ACTION : CREDIT AGRICOLE …
 * Montant NET …", "ACTION : ORANGE … Montant NET …"), as the line sets of its transactions: the
 * lines before the first security (the document's header) followed by each security's own lines.
 * Null for a document of one transaction. Several transactions are recognised only where each
 * block names a security (ISIN) or a kind of transaction and ends with its own net amount under
 * the same label.
 */
export type TransactionBlock = {
  header: Line[];
  own: Line[];
  /** The lines after its net amount, before the next transaction: where some print its dates. */
  tail: Line[];
};

/** How far after the last transaction's net amount its own lines may go on. */
const LAST_TAIL_LINES = 8;

export function transactionBlocks(lines: Line[]): TransactionBlock[] | null {
  const nets = findLabels(lines, FIELD_LABELS.netAmount);
  if (!nets.length) return null;
  const best = nets[0].rank;
  const ends = nets.filter((h) => h.rank === best).map((h) => h.lineIndex).sort((a, b) => a - b);
  if (ends.length < 2) return null;
  if (findLabels(lines, FIELD_LABELS.taxRefundSection).length) return null;
  const starts: number[] = [];
  let from = 0;
  for (const end of ends) {
    const opening = lines.slice(from, end).findIndex((l) => findIsins(l.text).length > 0 || kindInText(l.text) !== null);
    if (opening < 0) return null;
    starts.push(from + opening);
    from = end + 1;
  }
  const header = lines.slice(0, starts[0]);
  return ends.map((end, i) => ({ header, own: lines.slice(starts[i], end + 1), tail: lines.slice(end + 1, starts[i + 1] ?? end + 1 + LAST_TAIL_LINES) }));
}
