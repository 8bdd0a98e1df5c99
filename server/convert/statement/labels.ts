import { Line } from '../words';
import { isRepaired } from './spacing';
import { matchesOf } from './matches';
import { perDocumentMap } from './memo';

/**
 * Finding printed labels ("Ausmachender Betrag", "Valuta") in lines. Label vocabularies are lists
 * of regular-expression sources in order of preference (see vocabulary/); this turns them into
 * whole-word, case-insensitive matchers shared by every parser of the statement stage.
 */
export type LabelHit = {
  line: Line;
  lineIndex: number;
  /** Position of the label in the vocabulary list: lower is preferred. */
  rank: number;
  /** Where the label ends in line.text: values printed after it start here. */
  end: number;
  index: number;
};

// One map per kind rather than a key built per call: the stage asks for these regexes hundreds of
// times per line, and hashing a freshly concatenated key cost more than the match it looked up.
const strictRegexes = new Map<string, RegExp>();
const looseRegexes = new Map<string, RegExp>();

// Umlauts also match their transliteration, the replacement character that broken text
// encodings leave in their place ("Ausf�hrungstag"), and the letter without its dots that OCR
// reads ("Stuck"; tesseract also reads ü as i: "Stick", "Ausschittung").
const UMLAUT: Record<string, string> = { ä: '(?:ä|ae|a|�)', ö: '(?:ö|oe|o|�)', ü: '(?:ü|ue|u|i|�)', ß: '(?:ß|ss|�)' };

// OCR often reads an accent as another one or drops it ("Prélévement", "Comisiön"): an accented
// vowel of a label matches the vowel with any accent or none.
const ACCENTS: Record<string, string> = Object.fromEntries(
  // Umlauts keep their own rule above; an ö may still be an OCR reading of an ó.
  ['aàáâ', 'eéèêë', 'iíìîï', 'oóòôö', 'uúùû'].flatMap((group) => [...group.slice(1)].filter((c) => !'äöü'.includes(c)).map((c) => [c, group])),
);

/** The pattern with each accented vowel widened to its group, inside a character class as well as outside. */
export function withLooseAccents(pattern: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      out += c + (pattern[++i] ?? '');
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    const group = ACCENTS[c];
    out += group ? (inClass ? group : `[${group}]`) : c;
  }
  return out;
}

export function labelRegex(pattern: string, loose = false): RegExp {
  const cache = loose ? looseRegexes : strictRegexes;
  let re = cache.get(pattern);
  if (!re) {
    // On a repaired line a word may run into the next one ("Gunstenvor Steuern"): no end boundary there.
    re = new RegExp(`${LABEL_START}(?:${labelBody(pattern)})${loose ? '' : '(?![\\p{L}])'}`, 'giu');
    cache.set(pattern, re);
  }
  re.lastIndex = 0;
  return re;
}

const LABEL_START = '(?<![\\p{L}\\d])';

/**
 * The text as the quick check of execLabel compares it: lower case, the long s as an s (the only
 * character besides the Kelvin sign, which lower-cases to k, that a case-insensitive regex takes for
 * an ASCII letter). Compute it once per text and pass it to every execLabel on that text.
 */
export function foldCase(text: string): string {
  const lower = text.toLowerCase();
  return lower.includes('ſ') ? lower.replace(/ſ/g, 's') : lower;
}

/**
 * The first place a label is printed in a text, as labelRegex(pattern, loose).exec finds it. Most
 * texts print none of the labels they are checked for, and looking for the letters a label opens
 * with ("ausmachender" for "Ausmachender Betrag") costs far less than running its regex.
 */
export function execLabel(pattern: string, text: string, folded: string, loose = false): RegExpExecArray | null {
  let word = requiredWords.get(pattern);
  if (word === undefined) requiredWords.set(pattern, (word = requiredWord(pattern)));
  if (word && !folded.includes(word)) return null;
  return labelRegex(pattern, loose).exec(text);
}

const requiredWords = new Map<string, string>();

/** The required word of each label of a list, in its order. */
function requiredWordsOf(patterns: readonly string[]): readonly string[] {
  let words = wordsByList.get(patterns);
  if (!words) wordsByList.set(patterns, (words = patterns.map(requiredWord)));
  return words;
}

const wordsByList = new WeakMap<readonly string[], readonly string[]>();

/**
 * The ranks of a list's labels worth running on a text, in order: those whose required word the
 * folded text holds and those that require none. A loop over a list's labels that passed its quick
 * check skips most of them (the text holds one or two of 226 kind words); looking for each distinct
 * word once costs less than looking for every label's.
 */
export function ranksToTry(patterns: readonly string[], folded: string): readonly number[] {
  const index = wordIndexOf(patterns);
  // Searching the text for each word costs a pass per word, looking up the text's pairs of letters
  // one lookup per character: a long list (the kind words) is looked up, a short one searched for.
  if (index.words.length > folded.length) return ranksByOpening(index, folded);
  let ranks: readonly number[] = index.wordless;
  for (let i = 0; i < index.words.length; i++) if (folded.includes(index.words[i])) ranks = withRanks(ranks, index.ranks[i]);
  return ranks;
}

/** ranksToTry by the words opening with each pair of letters the text prints. */
function ranksByOpening(index: WordIndex, folded: string): readonly number[] {
  let ranks: readonly number[] = index.wordless;
  for (let at = 0; at + 1 < folded.length; at++) {
    const opening = index.byOpening.get(folded.charCodeAt(at) * 0x10000 + folded.charCodeAt(at + 1));
    if (!opening) continue;
    for (const i of opening) {
      // a word printed twice is added once: its first rank is in the list then
      if (folded.startsWith(index.words[i], at) && !ranks.includes(index.ranks[i][0])) ranks = withRanks(ranks, index.ranks[i]);
    }
  }
  return ranks;
}

/**
 * The ranks with a word's added, in ascending order. The ranks of one source are in order already, and
 * most texts hold one of the list's words or none: those need neither a copy nor a sort (sorting
 * allocated on every call, on the hottest path).
 */
function withRanks(ranks: readonly number[], more: readonly number[]): readonly number[] {
  return ranks.length === 0 ? more : mergedRanks(ranks, more);
}

/** Two lists of distinct ranks, each in ascending order, as one in ascending order (neither list is changed: the index shares them). */
function mergedRanks(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(a[i] < b[j] ? a[i++] : b[j++]);
  while (i < a.length) out.push(a[i++]);
  while (j < b.length) out.push(b[j++]);
  return out;
}

/**
 * A list's distinct required words, the ranks of the labels requiring each, and the ranks requiring
 * none; the words (their positions in `words`) by their first two letters, as one number.
 */
type WordIndex = { words: string[]; ranks: number[][]; wordless: number[]; byOpening: Map<number, number[]> };

function wordIndexOf(patterns: readonly string[]): WordIndex {
  let index = wordIndexes.get(patterns);
  if (!index) {
    index = { words: [], ranks: [], wordless: [], byOpening: new Map() };
    const at = new Map<string, number[]>();
    requiredWordsOf(patterns).forEach((word, rank) => {
      if (!word) return void index!.wordless.push(rank);
      let ranks = at.get(word);
      if (!ranks) at.set(word, (ranks = []));
      ranks.push(rank);
    });
    index.words = [...at.keys()];
    index.ranks = [...at.values()];
    index.byOpening = wordsByOpening(index.words);
    wordIndexes.set(patterns, index);
  }
  return index;
}

const wordIndexes = new WeakMap<readonly string[], WordIndex>();

/** Each word's position in the list under its first two letters (required words have at least three). */
function wordsByOpening(words: string[]): Map<number, number[]> {
  const byOpening = new Map<number, number[]>();
  words.forEach((word, i) => {
    const opening = word.charCodeAt(0) * 0x10000 + word.charCodeAt(1);
    let list = byOpening.get(opening);
    if (!list) byOpening.set(opening, (list = []));
    list.push(i);
  });
  return byOpening;
}

/**
 * The longest run of plain letters every match of a label's pattern prints, in lower case, or "" where it names none
 * worth checking. Not only the letters it opens with: a label opening with a group, a class or an umlaut
 * ("(?:Bij|Af)geschreven", "D[ée]bit", "Stückzahl") needs a word further on, and runs untested on every text otherwise.
 */
function requiredWord(pattern: string): string {
  if (hasTopLevelAlternative(pattern)) return '';
  let best = '';
  let run = '';
  let depth = 0;
  for (let i = 0; i <= pattern.length; i++) {
    const c = pattern[i] ?? '';
    if (depth === 0 && /[A-Za-z]/.test(c)) {
      run += c;
      continue;
    }
    // a letter under a quantifier ("Fees?") may be missing
    const word = /[?*+{]/.test(c) ? run.slice(0, -1) : run;
    if (word.length > best.length) best = word;
    run = '';
    if (c === '\\') i += escapeLength(pattern, i + 1);
    else if (c === '[') i = classEnd(pattern, i);
    else if (c === '(') depth++;
    else if (c === ')') depth--;
  }
  return best.length >= 3 ? best.toLowerCase() : '';
}

/** How many characters after a backslash the escape takes: "\p{L}" four, "\x41" three, "\s" one. */
function escapeLength(pattern: string, at: number): number {
  const c = pattern[at];
  if ('pPuk'.includes(c) && '{<'.includes(pattern[at + 1])) return pattern.indexOf(c === 'k' ? '>' : '}', at) - at + 1;
  if (c === 'x') return 3;
  if (c === 'u') return 5;
  return c === 'c' ? 2 : 1;
}

/** Where the character class opening at a position closes. */
function classEnd(pattern: string, open: number): number {
  let i = open + 1;
  while (i < pattern.length && pattern[i] !== ']') i += pattern[i] === '\\' ? 2 : 1;
  return i;
}

function hasTopLevelAlternative(pattern: string): boolean {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) return true;
  }
  return false;
}

function labelBody(pattern: string): string {
  // Blanks inside a label may be missing where a scan's letter spacing was repaired.
  return withLooseAccents(pattern.replace(/ /g, '\\s*').replace(/[äöüß]/g, (c) => UMLAUT[c]));
}

const anyCache = new Map<string, RegExp>();
const anyByList = new WeakMap<readonly string[], RegExp>();

/**
 * Whether a text may print one of the labels. Most lines print none of a list's labels; one
 * alternation of the whole list, without the end boundary, finds a place wherever any single
 * label's regex would (strict or loose), so it rules a line out in one pass instead of one per label.
 */
export function mayHaveLabel(text: string, patterns: readonly string[]): boolean {
  let re = anyByList.get(patterns);
  if (!re) {
    const key = patterns.join('\n');
    re = anyCache.get(key);
    if (!re) {
      re = new RegExp(anyLabelSource(patterns), 'iu');
      anyCache.set(key, re);
    }
    anyByList.set(patterns, re);
  }
  return re.test(text);
}

/**
 * The alternation of mayHaveLabel with the labels opening with a letter grouped under it ("s(?:(?:teuer…)|(?:pesen…))"):
 * at a word's start the regex engine then tries only the labels opening with its first letter, not the whole list
 * (a third of the time on the lists of kind words and net-amount labels). A yes-or-no test needs no order among them.
 */
function anyLabelSource(patterns: readonly string[]): string {
  const byLetter = new Map<string, string[]>();
  const others: string[] = [];
  const afterLetters: string[] = [];
  for (const body of patterns.map(labelBody)) {
    const run = hasTopLevelAlternative(body) ? null : LETTER_RUN.exec(body);
    if (run) {
      afterLetters.push(body.slice(run[0].length));
      continue;
    }
    // a letter under a quantifier, or a body of alternatives, does not open every match
    if (!/^[A-Za-z](?![?*+{])/.test(body) || hasTopLevelAlternative(body)) {
      others.push(body);
      continue;
    }
    const letter = body[0].toLowerCase();
    let rests = byLetter.get(letter);
    if (!rests) byLetter.set(letter, (rests = []));
    rests.push(body.slice(1));
  }
  const grouped = [...byLetter].map(([letter, rests]) => `${letter}(?:${rests.map((rest) => `(?:${rest})`).join('|')})`);
  const opening = `${LABEL_START}(?:${[...grouped, ...others.map((body) => `(?:${body})`)].join('|')})`;
  return afterLetters.length ? `${opening}|\\p{L}(?:${afterLetters.map((rest) => `(?:${rest})`).join('|')})` : opening;
}

/**
 * A label opening with a run of letters ("\p{L}+gebühr", "(?!Stempel)\p{L}+gebühr"): from each word's start the engine
 * ran to the word's end and back. Its rest after a letter, anywhere, finds every place it would, and a few more
 * (after a digit, "Stempelgebühr") that the label's own regex then rules out: the test only spares that regex a line.
 */
const LETTER_RUN = /^(?:\(\?![^()]*\))?\\p\{L\}\+/;

/** The first label of the list found in a text, with its rank, or null. */
export function matchLabel(text: string, patterns: readonly string[]): { rank: number; index: number; end: number } | null {
  if (!mayHaveLabel(text, patterns)) return null;
  for (const rank of ranksToTry(patterns, foldCase(text))) {
    const m = labelRegex(patterns[rank]).exec(text);
    if (m) return { rank, index: m.index, end: m.index + m[0].length };
  }
  return null;
}

/** Whether a text mentions one of the phrases anywhere, even run into a neighbouring word. */
export function mentions(text: string, patterns: readonly string[]): boolean {
  return patterns.some((p) => labelRegex(p, true).test(text) || anywhereRegex(p).test(text));
}

const anywhereCache = new Map<string, RegExp>();

function anywhereRegex(pattern: string): RegExp {
  let re = anywhereCache.get(pattern);
  if (!re) anywhereCache.set(pattern, (re = new RegExp(pattern.replace(/ /g, '\\s*'), 'iu')));
  return re;
}

/**
 * Every place one of the labels is printed, best-ranked label first, then in reading order. Several
 * readers ask for the same list in the same lines (the net-amount labels, four times per document):
 * the hits are found once per lines and list, and each caller gets its own copy of the list.
 */
export function findLabels(lines: Line[], patterns: readonly string[]): LabelHit[] {
  if (lines.length < 2) return searchLabels(lines, patterns);
  const byLines = foundLabels();
  let byList = byLines.get(lines);
  if (!byList) byLines.set(lines, (byList = new Map()));
  let hits = byList.get(patterns);
  if (!hits) byList.set(patterns, (hits = searchLabels(lines, patterns)));
  return hits.slice();
}

const foundLabels = perDocumentMap<Line[], Map<readonly string[], readonly LabelHit[]>>();

function searchLabels(lines: Line[], patterns: readonly string[]): LabelHit[] {
  const hits: LabelHit[] = [];
  for (let lineIndex = 0; lineIndex < lines.length; lineIndex++) {
    const line = lines[lineIndex];
    if (!mayHaveLabel(line.text, patterns)) continue;
    const loose = isRepaired(line);
    for (const rank of ranksToTry(patterns, foldCase(line.text))) {
      const m = labelRegex(patterns[rank], loose).exec(line.text);
      if (m) hits.push({ line, lineIndex, rank, index: m.index, end: m.index + m[0].length });
    }
  }
  // a stable sort: within a rank, the lines stay in reading order
  return hits.sort((a, b) => a.rank - b.rank);
}

/** The horizontal position on the page of a character of line.text. */
export function xAt(line: Line, charIndex: number): number {
  let at = 0;
  for (const word of line.words) {
    const start = line.text.indexOf(word.text, at);
    if (start < 0) break;
    if (charIndex < start + word.text.length) {
      return word.x + (Math.max(0, charIndex - start) * word.width) / Math.max(1, word.text.length);
    }
    at = start + word.text.length;
  }
  const last = line.words[line.words.length - 1];
  return last ? last.x + last.width : 0;
}

/**
 * The horizontal extent of a column heading: the printed cell (a run of words between column gaps)
 * around a label, or the label alone where a line of headings is printed without wide gaps.
 */
export function cellSpan(line: Line, label: { index: number; end: number }): [number, number] {
  let start = 0;
  let end = line.text.length;
  for (const m of matchesOf(/\s{2,}/g, line.text)) {
    if (m.index! + m[0].length <= label.index) start = m.index! + m[0].length;
    else if (m.index! >= label.end) {
      end = m.index!;
      break;
    }
  }
  if (end - start > MAX_CELL_LENGTH) {
    start = label.index;
    end = label.end;
  }
  return [xAt(line, start), xAt(line, end - 1) + 1];
}

const MAX_CELL_LENGTH = 40;

/**
 * Of several values in the line below a column heading, the one standing under it: overlapping
 * the heading's cell, else the closest; a value alone in that line belongs to the heading.
 */
export function underHeading<T extends { index: number; end: number }>(heading: [number, number], line: Line, values: T[]): T | null {
  if (values.length === 1) return values[0];
  let best: T | null = null;
  let bestDistance = Infinity;
  for (const v of values) {
    const x0 = xAt(line, v.index);
    const x1 = xAt(line, v.end - 1) + 1;
    const gap = Math.max(0, heading[0] - x1, x0 - heading[1]);
    const centre = Math.abs((x0 + x1) / 2 - (heading[0] + heading[1]) / 2);
    const distance = gap * 1000 + centre;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = v;
    }
  }
  return best && bestDistance < 1000 * 60 ? best : null;
}
