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
 * block ends with its own net amount under the same label and names a kind of transaction, or
 * where each names a security of its own (a trade's value and its booking headed by the same
 * word, "BETRAG", are one transaction).
 */
export type TransactionBlock = {
  header: Line[];
  own: Line[];
  /** The lines after its net amount, before the next transaction: where some print its dates. */
  tail: Line[];
  /** The few lines just above its opening: where some print its reference and dates. */
  lead: Line[];
};

/** How far after the last transaction's net amount its own lines may go on. */
const LAST_TAIL_LINES = 8;
/** How far above its opening a transaction may print its own dates. */
const LEAD_LINES = 3;

export function transactionBlocks(lines: Line[]): TransactionBlock[] | null {
  const moved = movementBlocks(lines);
  if (moved) return moved;
  const nets = findLabels(lines, FIELD_LABELS.netAmount);
  if (!nets.length) return null;
  const best = nets[0].rank;
  const ends = withRefundsInside(
    lines,
    nets
      .filter((h) => h.rank === best)
      .map((h) => h.lineIndex)
      .sort((a, b) => a - b),
  );
  if (ends.length < 2) return null;
  const starts: number[] = [];
  let from = 0;
  for (const end of ends) {
    const opening = openingLine(lines.slice(from, end));
    if (opening < 0) return null;
    starts.push(from + opening);
    from = end + 1;
  }
  const header = lines.slice(0, starts[0]);
  const blocks = ends.map((end, i) => {
    // a net amount headed as a column ("Wert Konto-Nr. Betrag zu Ihren Gunsten") prints its value on the next line
    const last = headsValueBelow(lines, end) && starts[i + 1] !== end + 1 ? end + 1 : end;
    return {
      header,
      own: lines.slice(starts[i], last + 1),
      tail: lines.slice(last + 1, starts[i + 1] ?? last + 1 + LAST_TAIL_LINES),
      lead: lines.slice(Math.max(i ? ends[i - 1] + 1 : 0, starts[i] - LEAD_LINES), starts[i]),
    };
  });
  return blocks.every((b) => b.own.some((l) => EVENTS.has(kindInText(l.text) ?? ''))) || distinctSecurities(blocks) ? blocks : null;
}

/** Every block names a security of its own. */
function distinctSecurities(blocks: TransactionBlock[]): boolean {
  const ids = blocks.map((b) => b.own.flatMap((l) => findIsins(l.text))[0]);
  return ids.every(Boolean) && new Set(ids).size === ids.length;
}

/**
 * The net amounts that end transactions: a tax adjustment printed after a sale ("Steuerausgleich nach
 * § 43a EStG" ... "Betrag zu Ihren Gunsten") ends with a net of its own, but belongs to the sale above.
 */
function withRefundsInside(lines: Line[], ends: number[]): number[] {
  const refunds = findLabels(lines, FIELD_LABELS.taxRefundSection).map((h) => h.lineIndex);
  if (!refunds.length) return ends;
  const out: number[] = [];
  ends.forEach((end, i) => {
    const from = i ? ends[i - 1] + 1 : 0;
    // a transaction of its own names its security; the adjustment names none
    const refundOnly = refunds.some((r) => r >= from && r <= end) && !lines.slice(from, end).some((l) => findIsins(l.text).length > 0);
    // the refund's net replaces the sale's as the end of the sale's block
    if (refundOnly && out.length) out[out.length - 1] = end;
    else out.push(end);
  });
  return out;
}

/** A line of headings without figures over a line with them. */
function headsValueBelow(lines: Line[], index: number): boolean {
  const below = lines[index + 1];
  return !/\d/.test(lines[index].text) && below !== undefined && below.page === lines[index].page && /\d[.,]\d{2}\b/.test(below.text);
}

/**
 * A collection of securities movements without cash ("Depoteingang DEKAFONDS CF (DE0008474503)"
 * on each page): each line naming a delivery in or out and its security opens a movement of its own,
 * which runs to the next one.
 */
function movementBlocks(lines: Line[]): TransactionBlock[] | null {
  const starts: number[] = [];
  lines.forEach((l, i) => {
    // the identifier first: most lines print none, and it is cheaper to look for than a kind word
    if (!findIsins(l.text).length) return;
    const kind = kindInText(l.text);
    if (kind === 'Transfer In' || kind === 'Transfer Out') starts.push(i);
  });
  if (starts.length < 2) return null;
  const header = lines.slice(0, starts[0]);
  const blocks = starts.map((start, i) => ({ header, own: lines.slice(start, starts[i + 1] ?? lines.length), tail: [], lead: [] }));
  // Each movement states its own count; a line repeating the security's movement without one (a
  // continuation page's summary) is no movement of its own.
  return blocks.every((b) => findLabels(b.own, FIELD_LABELS.quantity).length > 0) ? blocks : null;
}

/** How far above the words naming its kind a transaction may name its security. */
const SECURITY_ABOVE_KIND = 3;

/** Kinds that are transactions of their own, not the charges of one ("Sec Fee 0,05 USD"). */
const EVENTS = new Set(['Buy', 'Sell', 'Dividend', 'Interest', 'Transfer In', 'Transfer Out']);

/**
 * Where a transaction opens among the lines before its net amount: at the last line naming a
 * trade or income (boilerplate between two transactions may name others: "REMITTANCE COUPON"),
 * or at its security printed just above; else at the first line naming a kind or a security.
 */
function openingLine(span: Line[]): number {
  let kind = -1;
  span.forEach((l, i) => {
    if (EVENTS.has(kindInText(l.text) ?? '')) kind = i;
  });
  if (kind < 0) return span.findIndex((l) => findIsins(l.text).length > 0 || kindInText(l.text) !== null);
  let opening = kind;
  for (let i = kind - 1; i >= Math.max(0, kind - SECURITY_ABOVE_KIND); i--) if (findIsins(span[i].text).length) opening = i;
  return opening;
}
