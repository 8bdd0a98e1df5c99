import { Line, Word } from '../words';
import { findCurrencies } from './currency';
import { matchesOf } from './matches';
import { isMarked, mark } from './marks';

/**
 * Repairs letter-spaced text ("Z u  Ih r e n G u n s t e n  E U R  94,4 7", "W e r t p a p i e r k a u f",
 * "EUR 1 2 3 , 4 5"), which some documents' text layers and scans produce. A line made mostly of
 * one- and two-character fragments is joined back as a whole; elsewhere, runs of single characters
 * are. A blank is restored where a word meets a number, a currency code or a capitalised word.
 * Words are rebuilt with the positions of their letters, so column rules keep working.
 */
export function repairLetterSpacing(lines: Line[]): Line[] {
  // Pushed one by one rather than mapped: map's optimised form returns a holey array where its
  // unoptimised form returns a packed one, and every function the lines pass through deoptimised
  // when the kind flipped under it, long after warm-up.
  const out: Line[] = [];
  for (const printed of lines) out.push(repairedLine(joinSpacedDates(joinSplitDays(printed))));
  return out;
}

function repairedLine(line: Line): Line {
  if (isLetterSpaced(line.words)) return rebuilt(line, rejoin(line.words), 3);
  const runs = singleCharacterRuns(line.words);
  if (!runs.length) return line;
  const words: Word[] = [];
  let at = 0;
  for (const [start, end] of runs) {
    words.push(...line.words.slice(at, start), ...rejoin(line.words.slice(start, end)));
    at = end;
  }
  words.push(...line.words.slice(at));
  return rebuilt(line, words, 1.5);
}

/** A digit, then a date whose day has one digit though its month has two ("Abrechnungstag: 1  4.12.2010", "2 4.11.2017"). */
const SPLIT_DAY = /(?<![\p{L}\d.,])([0-3]) {1,2}(\d\.(0\d|1[0-2])\.\d{4})(?![\d.,])/gu;

/** A date whose two-digit day the text layer split by a space ("1  4.12.2010") is one date again, one word. */
function joinSplitDays(line: Line): Line {
  if (!SPLIT_DAY.test(line.text)) return line;
  SPLIT_DAY.lastIndex = 0;
  const words: Word[] = [];
  for (const w of line.words) {
    const prev = words[words.length - 1];
    if (prev && /^[0-3]$/.test(prev.text) && /^\d\.(0\d|1[0-2])\.\d{4}$/.test(w.text)) {
      words[words.length - 1] = word(prev, prev.text + w.text, prev.x, w.x + w.width - prev.x);
    } else words.push(w);
  }
  return { page: line.page, y: line.y, height: line.height, words, text: line.text.replace(SPLIT_DAY, (_, day: string, rest: string) => day + rest) };
}

/** Where a date may have been split by blanks: a blank beside a dot, or inside the figures before one. */
const SPACED_DATE_HINT = /\d\s+\.|\.\s+\d|\d\s+\d+\./;
/** A day and month, with a four-digit year or none, as the pieces of a split date join up. */
const JOINED_DATE = /^(?:0?[1-9]|[12]\d|3[01])\.(?:0[1-9]|1[0-2])\.(?:\d{4})?$/;
const DATE_PIECE = /^[\d.]+$/;
/** How many pieces a split date may come in ("3", "0.1", "2", "."). */
const MAX_DATE_PIECES = 7;

/**
 * A date the text layer split by blanks inside it ("02 .01 .2 02 3", "3 0.1 2 .", "28.04 .2015") is one
 * date again, one word: the longest run of figure-and-dot words that joins up as a date. A word that is a
 * date already opens no run.
 */
function joinSpacedDates(line: Line): Line {
  if (!SPACED_DATE_HINT.test(line.text)) return line;
  const words: Word[] = [];
  let text = line.text;
  let cursor = 0;
  for (let i = 0; i < line.words.length; i++) {
    const start = line.words[i];
    const last = DATE_PIECE.test(start.text) && !JOINED_DATE.test(start.text) ? lastDatePiece(line.words, i) : i;
    const at = text.indexOf(start.text, cursor);
    if (last === i || at < 0) {
      words.push(start);
      if (at >= 0) cursor = at + start.text.length;
      continue;
    }
    const pieces = line.words.slice(i, last + 1);
    const end = pieces.reduce((from, w) => text.indexOf(w.text, from) + w.text.length, at);
    const joined = pieces.map((w) => w.text).join('');
    const lastWord = pieces[pieces.length - 1];
    words.push(word(start, joined, start.x, lastWord.x + lastWord.width - start.x));
    text = text.slice(0, at) + joined + text.slice(end);
    cursor = at + joined.length;
    i = last;
  }
  return words.length === line.words.length ? line : { page: line.page, y: line.y, height: line.height, words, text };
}

/** The index of the last word of the longest run from `from` that joins up as a date (`from` where none does). */
function lastDatePiece(words: Word[], from: number): number {
  let joined = words[from].text;
  let last = from;
  for (let j = from + 1; j < Math.min(words.length, from + MAX_DATE_PIECES); j++) {
    if (!DATE_PIECE.test(words[j].text)) break;
    joined += words[j].text;
    if (JOINED_DATE.test(joined)) last = j;
  }
  return last;
}

/** Marks a line whose text was rebuilt here. */
const REPAIRED = Symbol('repaired');

/** Whether a line's text was rebuilt here: word boundaries inside it are guesses. */
export function isRepaired(line: Line): boolean {
  return isMarked(line, REPAIRED);
}

function isLetterSpaced(words: Word[]): boolean {
  if (words.length < 6) return false;
  const fragments = words.filter((w) => w.text.length <= 2 && /[\p{L}\d]/u.test(w.text)).length;
  const letters = words.filter((w) => /\p{L}/u.test(w.text)).length;
  const singles = words.filter((w) => w.text.length === 1).length;
  return fragments / words.length >= 0.5 && letters / words.length >= 0.3 && singles / words.length >= 0.25;
}

/** [start, end) index ranges of four or more consecutive one-character words. */
function singleCharacterRuns(words: Word[]): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  words.forEach((w, i) => {
    const single = w.text.length === 1;
    if (single && start < 0) start = i;
    if (!single && start >= 0) {
      if (i - start >= 4) runs.push([start, i]);
      start = -1;
    }
  });
  if (start >= 0 && words.length - start >= 4) runs.push([start, words.length]);
  return runs;
}

type Glyph = { c: string; x: number; width: number; word: Word };

function rejoin(source: Word[]): Word[] {
  const glyphs: Glyph[] = [];
  for (const word of source) {
    const chars = [...word.text.replace(/_/g, '')];
    chars.forEach((c, i) => glyphs.push({ c, x: word.x + (i * word.width) / chars.length, width: word.width / chars.length, word }));
  }
  const letters = glyphs.map((g) => g.c);
  const text = letters.join('');
  // Offsets in `text` are UTF-16 units; glyph indexes are characters.
  const glyphAt = new Map<number, number>();
  let offset = 0;
  letters.forEach((c, i) => {
    glyphAt.set(offset, i);
    offset += c.length;
  });
  const breaks = new Set<number>();
  const addBreak = (at: number) => {
    const g = glyphAt.get(at);
    if (g !== undefined) breaks.add(g);
  };
  for (const c of findCurrencies(text)) {
    addBreak(c.index);
    addBreak(c.end);
  }
  for (const m of matchesOf(/\p{L}\.?(?=[-+]?\d)|\p{Ll}(?=\p{Lu})|[\d%](?=\p{L})|:(?=\S)/gu, text)) addBreak(m.index! + m[0].length);
  // A gap wider than three letters was a column gap before the letters were spaced out.
  glyphs.forEach((g, i) => {
    const prev = glyphs[i - 1];
    if (prev && g.x - (prev.x + prev.width) > 3 * prev.width) breaks.add(i);
  });
  const words: Word[] = [];
  let current: Glyph[] = [];
  const flush = () => {
    if (!current.length) return;
    const first = current[0];
    const last = current[current.length - 1];
    words.push(word(first.word, current.map((g) => g.c).join(''), first.x, last.x + last.width - first.x));
    current = [];
  };
  glyphs.forEach((g, i) => {
    if (breaks.has(i)) flush();
    current.push(g);
  });
  flush();
  return words;
}

/** The line with new words; a gap of more than `columnGap` letters stays a column gap in its text. */
function rebuilt(line: Line, words: Word[], columnGap: number): Line {
  const text = words
    .map((w, i) => {
      if (i === 0) return w.text;
      const prev = words[i - 1];
      const letterWidth = prev.width / Math.max(1, prev.text.length);
      return (w.x - (prev.x + prev.width) > columnGap * letterWidth ? '  ' : ' ') + w.text;
    })
    .join('');
  const line2 = { page: line.page, y: line.y, height: line.height, words, text };
  mark(line2, REPAIRED);
  return line2;
}

/**
 * A word rebuilt from the printed one, its fields in the extraction's order: words and lines are
 * written out field by field here, never spread, as spread copies got hidden classes of their own
 * that died at each full GC, and the warm stage deoptimised on every new one.
 */
function word(from: Word, text: string, x: number, width: number): Word {
  return { text, page: from.page, x, y: from.y, width, height: from.height };
}
