import { IBAN, IBAN_LENGTHS } from './vocabulary/identifiers';
import { matchesOf } from './matches';

/**
 * The IBANs printed in a text, each cut to its country's length: grouped by spaces, an Austrian
 * account runs on into the figure after it ("AT27 3284 2000 0011 1111 36 115,76 EUR").
 */
export function findIbans(text: string): { index: number; end: number }[] {
  return matchesOf(IBAN, text).map((m) => ({ index: m.index, end: m.index + ibanLength(m[0]) }));
}

/** The characters of a printed IBAN that its country's length takes (spaces counted where printed). */
function ibanLength(printed: string): number {
  const length = IBAN_LENGTHS[printed.slice(0, 2)];
  if (!length) return printed.length;
  let characters = 0;
  for (let i = 0; i < printed.length; i++) if (printed[i] !== ' ' && ++characters === length) return i + 1;
  return printed.length;
}
