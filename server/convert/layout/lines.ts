import { Line, Page, Word } from '../words';

/**
 * Words of one page → printed lines, top to bottom, each left to right.
 *
 * A word joins a line when its vertical centre lies within half a word height of the centre of
 * that line's word nearest to it horizontally — comparing with the nearest neighbour rather than
 * with the line's average keeps a slightly skewed OCR baseline together across a wide page.
 *
 * `text` spaces the words as the monospaced corpus text is spaced (see fromText.ts): one space
 * between the words of a phrase, two at a column break, so that text rules can split columns on
 * /\s{2,}/ whichever path the words came from. What a plain space measures depends on the font
 * (a full cell in Courier, half a character in Helvetica, more where OCR boxes hug the ink), so
 * it is measured per page: the typical small gap, in character widths of its line.
 */
const SAME_LINE = 0.5; // of the smaller height: how far apart two word centres on one line may be
const TOUCHING = 0.15; // character widths: pieces this close are one word split by the producer (e.g. a font change)
const COLUMN_GAP_IN_SPACES = 1.6; // a gap this many plain spaces wide is a column break
const COLUMN_GAP_BOUNDS = [0.9, 1.8]; // character widths, whatever the page's spaces measure

type OpenLine = { words: Word[]; bottom: number };

export function groupLines(page: Page): Line[] {
  const words = page.words.filter((w) => w.text.trim() && w.height > 0);
  const byCentre = [...words].sort((a, b) => centre(a) - centre(b) || a.x - b.x);
  const open: OpenLine[] = [];
  for (const word of byCentre) {
    const line = bestLine(open, word);
    if (line) {
      line.words.push(word);
      line.bottom = Math.max(line.bottom, word.y + word.height);
    } else {
      open.push({ words: [word], bottom: word.y + word.height });
    }
  }
  const rows = open.map((l) => joinPieces(l.words));
  const columnGap = columnGapOf(rows);
  return rows.map((row) => toLine(page.number, row, columnGap)).sort((a, b) => a.y - b.y || a.words[0].x - b.words[0].x);
}

const centre = (w: Word) => w.y + w.height / 2;

function bestLine(open: OpenLine[], word: Word): OpenLine | undefined {
  let best: OpenLine | undefined;
  let bestDistance = Infinity;
  // Words arrive by centre, so only lines reaching down to this word can still take it.
  for (let i = open.length - 1; i >= 0; i--) {
    const line = open[i];
    if (line.bottom < word.y) continue;
    const neighbour = nearestInX(line.words, word);
    const distance = Math.abs(centre(neighbour) - centre(word));
    if (distance <= SAME_LINE * Math.min(neighbour.height, word.height) && distance < bestDistance) {
      best = line;
      bestDistance = distance;
    }
  }
  return best;
}

function nearestInX(words: Word[], word: Word): Word {
  let nearest = words[0];
  let gap = Infinity;
  for (const w of words) {
    const g = Math.max(0, w.x - (word.x + word.width), word.x - (w.x + w.width));
    if (g < gap) [nearest, gap] = [w, g];
  }
  return nearest;
}

type Row = { words: Word[]; gaps: number[] }; // gaps[i]: before words[i + 1], in character widths

// Left to right; pieces of one word that the producer printed separately are joined.
function joinPieces(unordered: Word[]): Row {
  const sorted = [...unordered].sort((a, b) => a.x - b.x);
  const charWidth = sorted.reduce((s, w) => s + w.width, 0) / sorted.reduce((n, w) => n + w.text.length, 0);
  const words: Word[] = [];
  const gaps: number[] = [];
  for (const word of sorted) {
    const prev = words[words.length - 1];
    if (!prev) {
      words.push(word);
      continue;
    }
    // Some producers fake bold by printing a word twice, a hair apart.
    if (word.text === prev.text && Math.abs(word.x - prev.x) < charWidth / 2) continue;
    const gap = (word.x - (prev.x + prev.width)) / charWidth;
    if (gap < TOUCHING) {
      words[words.length - 1] = merge(prev, word);
      continue;
    }
    gaps.push(gap);
    words.push(word);
  }
  return { words, gaps };
}

function columnGapOf(rows: Row[]): number {
  const gaps = rows.flatMap((r) => r.gaps).sort((a, b) => a - b);
  if (gaps.length === 0) return COLUMN_GAP_BOUNDS[1];
  const plainSpace = gaps[Math.floor(gaps.length * 0.2)];
  return Math.min(COLUMN_GAP_BOUNDS[1], Math.max(COLUMN_GAP_BOUNDS[0], plainSpace * COLUMN_GAP_IN_SPACES));
}

function toLine(page: number, { words, gaps }: Row, columnGap: number): Line {
  const text = words.map((w, i) => (i === 0 ? '' : gaps[i - 1] > columnGap ? '  ' : ' ') + w.text).join('');
  const top = Math.min(...words.map((w) => w.y));
  const bottom = Math.max(...words.map((w) => w.y + w.height));
  return { page, y: top, height: bottom - top, words, text };
}

function merge(a: Word, b: Word): Word {
  const y = Math.min(a.y, b.y);
  const right = Math.max(a.x + a.width, b.x + b.width);
  return { text: a.text + b.text, page: a.page, x: a.x, y, width: right - a.x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}
