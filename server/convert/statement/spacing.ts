import { Line } from '../words';
import { findCurrencies } from './currency';

/**
 * Repairs letter-spaced text ("Z u  Ih r e n G u n s t e n  E U R  94,4 7"), which some
 * documents' text layers and scans produce: a line made mostly of one- and two-character
 * fragments is joined back, with a blank restored where a word meets a number or a currency
 * code. The words (boxes) stay as they were; only the line's text is rewritten.
 */
export function repairLetterSpacing(lines: Line[]): Line[] {
  return lines.map((line) => (isLetterSpaced(line.text) ? { ...line, text: joinFragments(line.text) } : line));
}

function isLetterSpaced(text: string): boolean {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length < 6) return false;
  const fragments = tokens.filter((t) => t.length <= 2 && /[\p{L}\d]/u.test(t)).length;
  const letters = tokens.filter((t) => /\p{L}/u.test(t)).length;
  return fragments / tokens.length >= 0.5 && letters / tokens.length >= 0.3;
}

function joinFragments(text: string): string {
  let joined = text.replace(/_/g, '').replace(/\s+/g, '');
  // Keep currency codes apart from the words and numbers they were printed between.
  for (const c of findCurrencies(joined).reverse()) {
    joined = joined.slice(0, c.index) + ' ' + joined.slice(c.index, c.end) + ' ' + joined.slice(c.end);
  }
  return joined
    .replace(/(\p{L})(?=[-+]?\d)/gu, '$1 ')
    .replace(/:(?=\S)/g, ': ')
    .replace(/\s+/g, ' ')
    .trim();
}
