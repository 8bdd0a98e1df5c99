import { Line, Word } from '../words';
import { findCurrencies } from './currency';

/**
 * Repairs letter-spaced text ("Z u  Ih r e n G u n s t e n  E U R  94,4 7", "W e r t p a p i e r k a u f"),
 * which some documents' text layers and scans produce: a line made mostly of one- and two-character
 * fragments is joined back, with a blank restored where a word meets a number, a currency code or
 * a capitalised word. Words are rebuilt from the joined text with the positions of their letters,
 * so column rules keep working on repaired lines.
 */
export function repairLetterSpacing(lines: Line[]): Line[] {
  return lines.map((line) => (isLetterSpaced(line.words) ? rejoin(line) : line));
}

function isLetterSpaced(words: Word[]): boolean {
  if (words.length < 6) return false;
  const fragments = words.filter((w) => w.text.length <= 2 && /[\p{L}\d]/u.test(w.text)).length;
  const letters = words.filter((w) => /\p{L}/u.test(w.text)).length;
  const singles = words.filter((w) => w.text.length === 1).length;
  // Mostly fragments, and either words among them or (for spaced-out figures) almost only single characters.
  return fragments / words.length >= 0.5 && (letters / words.length >= 0.3 || singles / words.length >= 0.7);
}

type Glyph = { c: string; x: number; width: number; word: Word };

function rejoin(line: Line): Line {
  const glyphs: Glyph[] = [];
  for (const word of line.words) {
    const chars = [...word.text.replace(/_/g, '')];
    chars.forEach((c, i) => glyphs.push({ c, x: word.x + (i * word.width) / chars.length, width: word.width / chars.length, word }));
  }
  const letters = glyphs.map((g) => g.c).join('');
  const breaks = new Set<number>();
  for (const c of findCurrencies(letters)) breaks.add(c.index).add(c.end);
  for (const m of letters.matchAll(/\p{L}\.?(?=[-+]?\d)|\p{Ll}(?=\p{Lu})|[\d%](?=\p{L})|:(?=\S)/gu)) breaks.add(m.index! + 1);
  // A gap wider than three letters was a column gap before the letters were spaced out.
  const gaps = new Set<number>();
  glyphs.forEach((g, i) => {
    const prev = glyphs[i - 1];
    if (prev && g.x - (prev.x + prev.width) > 3 * prev.width) gaps.add(i);
  });
  const words: Word[] = [];
  const gapBefore: boolean[] = [];
  let current: Glyph[] = [];
  let currentStart = 0;
  const flush = () => {
    if (!current.length) return;
    const first = current[0];
    const last = current[current.length - 1];
    words.push({ ...first.word, text: current.map((g) => g.c).join(''), x: first.x, width: last.x + last.width - first.x });
    gapBefore.push(gaps.has(currentStart));
    current = [];
  };
  glyphs.forEach((g, i) => {
    if (breaks.has(i) || gaps.has(i)) flush();
    if (!current.length) currentStart = i;
    current.push(g);
  });
  flush();
  const text = words.map((w, i) => (i === 0 ? '' : gapBefore[i] ? '  ' : ' ') + w.text).join('');
  return { ...line, words, text };
}
