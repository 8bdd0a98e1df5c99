import { TransactionType } from '../../columns';
import { Line } from '../../words';
import { labelRegex } from '../labels';
import { TYPE_KEYWORDS } from '../vocabulary/types';

/**
 * The kind of transaction a confirmation or notice reports, from its wording: documents name it
 * in their title ("Wertpapierabrechnung Kauf", "Dividendengutschrift", "Avis d'opéré Achat"), which
 * comes before the boilerplate, so the first line naming a kind decides.
 */
export function transactionKind(lines: Line[]): { type: TransactionType; lineIndex: number } | null {
  for (let i = 0; i < lines.length; i++) {
    const type = kindInText(lines[i].text);
    if (type) return { type, lineIndex: i };
  }
  return null;
}

/** The kind named in one piece of text (a title, an activity description), or null. */
export function kindInText(text: string): TransactionType | null {
  let best: { type: TransactionType; index: number } | null = null;
  for (const k of TYPE_KEYWORDS) {
    const m = labelRegex(k.pattern).exec(text);
    // Earlier in the text wins; between keywords at one place, the list order.
    if (m && (!best || m.index < best.index)) best = { type: k.type, index: m.index };
  }
  return best?.type ?? null;
}
