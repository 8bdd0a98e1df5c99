import { Line, Page, Word } from '../words';

/**
 * Words of one page → printed lines, top to bottom, each left to right.
 *
 * A word joins a line when its vertical centre lies within half a word height of the centre of
 * that line's word nearest to it horizontally — comparing with the nearest neighbour rather than
 * with the line's average keeps a slightly skewed OCR baseline together across a wide page.
 *
 * `text` spaces the words as the monospaced corpus text is spaced (see fromText.ts): one space
 * where the gap is about one character wide, two where it is wider (a column break), so that
 * text rules can split columns on /\s{2,}/ whichever path the words came from.
 */
const SAME_LINE = 0.5; // of the smaller height: how far apart two word centres on one line may be
const COLUMN_GAP = 1.6; // character widths: a wider gap is a column break (OCR boxes hug the ink, so a plain space measures ~1.2)
const TOUCHING = 0.15; // character widths: pieces this close are one word split by the producer (e.g. a font change)

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
  return open
    .map((l) => toLine(page.number, l.words))
    .sort((a, b) => a.y - b.y || a.words[0].x - b.words[0].x);
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

function toLine(page: number, unordered: Word[]): Line {
  const sorted = [...unordered].sort((a, b) => a.x - b.x);
  const charWidth = sorted.reduce((s, w) => s + w.width, 0) / sorted.reduce((n, w) => n + w.text.length, 0);
  const words: Word[] = [];
  let text = '';
  for (const word of sorted) {
    const prev = words[words.length - 1];
    const gap = prev ? (word.x - (prev.x + prev.width)) / charWidth : 0;
    // Some producers fake bold by printing a word twice, a hair apart.
    if (prev && word.text === prev.text && Math.abs(word.x - prev.x) < charWidth / 2) continue;
    if (prev && gap < TOUCHING) {
      words[words.length - 1] = merge(prev, word);
      text += word.text;
      continue;
    }
    if (prev) text += gap > COLUMN_GAP ? '  ' : ' ';
    words.push(word);
    text += word.text;
  }
  const top = Math.min(...words.map((w) => w.y));
  const bottom = Math.max(...words.map((w) => w.y + w.height));
  return { page, y: top, height: bottom - top, words, text };
}

function merge(a: Word, b: Word): Word {
  const y = Math.min(a.y, b.y);
  const right = Math.max(a.x + a.width, b.x + b.width);
  return { text: a.text + b.text, page: a.page, x: a.x, y, width: right - a.x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}
