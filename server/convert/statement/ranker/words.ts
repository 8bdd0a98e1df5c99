import { Line } from '../../words';
import { xAt } from '../labels';
import { matchesOf } from '../matches';
import type { FeatureSink } from './model';
import { perDocumentMap } from '../memo';
import { SIGN_CODES } from '../vocabulary/currencies';

/**
 * The words around a value, as the ranker's features see them: case-folded, accents folded,
 * figures masked as "#", so that "Valuta" and "VALUTÁ", "12,50" and "7,00" read the same.
 */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

/** Tokens of a piece of text: words of letters, and "#" for each figure. */
export function tokens(text: string): string[] {
  return placedTokens(text).map((t) => t.value);
}

const TOKEN = /\p{L}{2,}|\d[\d.,'’]*|[€£]/gu;

/** A token and where it stands in its text. */
type PlacedToken = { value: string; start: number; end: number };

function placedTokens(text: string): PlacedToken[] {
  return matchesOf(TOKEN, text).map((m) => ({
    // a currency's sign reads as its code ("€ 4,88" as "EUR 4,88"), however the bank writes its money
    value: /^\d/.test(m[0]) ? '#' : foldWord(SIGN_CODES[m[0]] ?? m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/**
 * A line's tokens, and its words' own, read once per line: every value a document prints asks for the
 * tokens around it, and tokenising the line again for each of them was most of the ranker's cost.
 */
type LineTokens = { text: string; tokens: PlacedToken[]; words: (string[] | undefined)[] };
const lineTokensCache = perDocumentMap<Line, LineTokens>();

function lineTokens(line: Line): LineTokens {
  const known = lineTokensCache();
  let cached = known.get(line);
  if (!cached || cached.text !== line.text) known.set(line, (cached = { text: line.text, tokens: placedTokens(line.text), words: [] }));
  return cached;
}

/** tokens(line.text.slice(0, start)), from the line's tokens: a token cut at `start` is read as cut. */
function tokensBefore(line: Line, placed: PlacedToken[], start: number): string[] {
  const out: string[] = [];
  for (const t of placed) {
    if (t.end <= start) out.push(t.value);
    else {
      if (t.start < start) out.push(...tokens(line.text.slice(t.start, start)));
      break;
    }
  }
  return out;
}

/** tokens(line.text.slice(end)), from the line's tokens: a token cut at `end` is read as cut. */
function tokensAfter(line: Line, placed: PlacedToken[], end: number): string[] {
  const out: string[] = [];
  for (const t of placed) {
    if (t.end <= end) continue;
    if (t.start < end) out.push(...tokens(line.text.slice(end, t.end)));
    else out.push(t.value);
  }
  return out;
}

/** tokens(word.text) of the line's k-th word. */
function wordTokens(line: Line, k: number): string[] {
  const cached = lineTokens(line);
  return (cached.words[k] ??= tokens(line.words[k].text));
}

/** The features the text around a value at [start, end) of a line gives, into the candidate's features. */
export function contextFeatures(line: Line, start: number, end: number, features: FeatureSink): void {
  // the line's tokens looked up once for the three readings of them below
  const placed = lineTokens(line).tokens;
  const left = tokensBefore(line, placed, start);
  const right = tokensAfter(line, placed, end);
  for (let i = 1; i <= 3; i++) {
    features.word(LEFT[i], left[left.length - i] ?? '^');
    if (i <= 2) features.word(RIGHT[i], right[i - 1] ?? '$');
  }
  // the label the value answers: the words since the last figure before it
  const lastFigure = left.lastIndexOf('#');
  for (let j = Math.max(lastFigure + 1, left.length - LABEL_WORDS); j < left.length; j++) {
    features.word('LBL:', left[j]);
    affixes(left[j], features);
  }
  if (lastFigure < 0 && left.length === 0) features.word('LBL:', 'none');
  // the nearest words before it past figures ("Nettobetrag  1,0899  1.947,88"), and the line's own label
  let nearest = 0;
  for (let j = left.length - 1; j >= 0 && nearest < 2; j--) {
    if (left[j] === '#') continue;
    nearest++;
    features.word(nearest === 1 ? 'W1:' : 'W2:', left[j]);
    if (nearest === 1 && lastFigure >= 0) affixes(left[j], features);
  }
  for (let i = 0; i < 2 && i < placed.length; i++) if (placed[i].value !== '#') features.word('S:', placed[i].value);
  const before = line.text.slice(0, start);
  if (/:\s*(?:[A-Z]{3}|[€$£])?\s*$/.test(before)) features.add('colon');
  if (/\s{2,}\S*$/.test(before) || before.trim() === '') features.add('ownCell');
  if (right.length === 0 || (right.length === 1 && /^[a-z]{3}$/.test(right[0]))) features.add('endsLine');
}

const LEFT = ['', 'L1:', 'L2:', 'L3:'];
/** A label's last words only: the words since the last figure may run on. */
const LABEL_WORDS = 4;
const RIGHT = ['', 'R1:', 'R2:'];

/** A long word's head and tail: compounds share them across documents ("Endbetrag", "Nettobetrag"). */
function affixes(word: string, features: FeatureSink): void {
  if (word.length <= AFFIX + 1) return;
  features.word('pre:', word.slice(0, AFFIX));
  features.word('suf:', word.slice(-AFFIX));
}

const AFFIX = 5;

/**
 * The words printed above a value within its column (a table heading), on the nearest of the
 * few lines above that has words there.
 */
export function headingFeatures(lines: Line[], lineIndex: number, start: number, end: number, features: FeatureSink): void {
  const line = lines[lineIndex];
  const x0 = xAt(line, start);
  const x1 = xAt(line, Math.max(start, end - 1)) + 1;
  for (let i = lineIndex - 1; i >= Math.max(0, lineIndex - HEADING_LINES); i--) {
    if (lines[i].page !== line.page) break;
    const above = wordsOver(lines[i], x0, x1, features);
    if (above === 'words') return;
    if (above === 'figures') return features.word('U:', '#');
  }
  features.word('U:', 'none');
}

/**
 * The words of a line printed over [x0, x1), each a feature (one printed twice is one feature: the
 * candidate's features count each once), and whether there were any, or only figures there.
 */
function wordsOver(line: Line, x0: number, x1: number, features: FeatureSink): 'words' | 'figures' | 'none' {
  let found: 'words' | 'figures' | 'none' = 'none';
  for (let k = 0; k < line.words.length; k++) {
    const w = line.words[k];
    if (w.x >= x1 || w.x + w.width <= x0) continue;
    if (found === 'none') found = 'figures';
    for (const token of wordTokens(line, k)) {
      if (token === '#') continue;
      features.word('U:', token);
      found = 'words';
    }
  }
  return found;
}

const HEADING_LINES = 3;
