import { TransactionType } from '../../columns';
import { Line } from '../../words';
import { foldCase, labelRegex, matchLabel, mayHaveLabel, ranksToTry } from '../labels';
import { FIELD_LABELS } from '../vocabulary/labels';
import { TRADE_TITLES, TYPE_KEYWORDS, TypeKeyword } from '../vocabulary/types';
import { COMPOUND_PAIR, ORDINAL_PERIOD } from '../vocabulary/joins';
import { perDocument } from '../memo';

const STRONG = TYPE_KEYWORDS.filter((k) => !k.weak);
const WEAK = TYPE_KEYWORDS.filter((k) => k.weak);
const PATTERNS = new Map([STRONG, WEAK].map((keywords) => [keywords, keywords.map((k) => k.pattern)]));
const STRONG_PATTERNS = PATTERNS.get(STRONG)!;

// A title or a field names its kind within its first words; a keyword deep inside a sentence
// ("wir haben für Sie eine Steuerausgleichsrechnung durchgeführt…") says less. A sentence is a
// long run of words, many of them lower case; a table row is long too, but of figures and names.
const MAX_WORDS_BEFORE_KEYWORD_IN_PROSE = 3;
const PROSE_WORDS = 8;
const PROSE_LOWER_CASE_SHARE = 0.4;
const PROSE_CAPITALS_WORD_SHARE = 0.8;
const MAX_WORDS_IN_TITLE = 6;

/**
 * The kind of transaction a confirmation or notice reports, from its wording: documents name it
 * in their title ("Wertpapierabrechnung Kauf", "Dividendengutschrift", "Avis d'opéré Achat"), which
 * comes before the boilerplate, so the first line naming a kind decides; words that other kinds
 * share ("Gutschrift") only where nothing more specific is printed.
 */
export type TransactionKind = {
  type: TransactionType;
  lineIndex: number;
  /** A trade whose title names no direction: the sign of its cash decides between Buy and Sell. */
  byCash?: boolean;
};

export function transactionKind(lines: Line[]): TransactionKind | null {
  // A field naming the kind ("Geschäftsart: Ertrag") says what the document is, before any title
  // or a kind word labelling a date further up ("Endfälligkeit 25.2.2025").
  for (let i = 0; i < lines.length; i++) {
    const field = matchLabel(lines[i].text, FIELD_LABELS.kind);
    const value = field && /^\s*:/.exec(lines[i].text.slice(field.end)) ? lines[i].text.slice(field.end).replace(/^\s*:/, '') : null;
    const type = value && (kindIn(value, STRONG) ?? kindIn(value, WEAK));
    if (type) return { type, lineIndex: i };
  }
  // Strong words in titles, then weak ones in short titles (not in a row of column headings),
  // then strong words anywhere (in sentences: "Du har den 21.08.25 købt: …", before a figure).
  for (const kindInLine of [strongInTitle, weakInTitle, strongInProse]) {
    for (let i = 0; i < lines.length; i++) {
      if (kindInLine !== strongInProse && continuesSentence(lines, i)) continue;
      const type = kindInLine(lines[i].text);
      if (type) return { type, lineIndex: i };
    }
  }
  // Last, a sentence wrapped mid-phrase ("… buchen wir folgenden Bestand aus Ihrem / Depot aus."):
  // a strong phrase across the break of a line ending without a full stop.
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!/\p{L}$/u.test(lines[i].text.trimEnd()) || !/^\s*\p{L}/u.test(lines[i + 1].text)) continue;
    const type = strongInProse(`${lines[i].text.trim()} ${lines[i + 1].text.trim()}`);
    if (type) return { type, lineIndex: i };
  }
  // A securities settlement naming no direction ("WERTPAPIERABRECHNUNG ROUND UP") is a trade the cash booked orients.
  for (let i = 0; i < lines.length; i++) {
    if (matchLabel(lines[i].text, TRADE_TITLES)) return { type: 'Buy', lineIndex: i, byCash: true };
  }
  return chargeTitle(lines);
}

/**
 * A charge's name standing alone above every figure ("Kapitalertragsteuer", "Retenue à la source",
 * "Custody fee"): the title of a notice of that charge. Below a figure the same name is a line of its breakdown.
 */
function chargeTitle(lines: Line[]): TransactionKind | null {
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i].text.trim();
    if (AMOUNT.test(text)) return null;
    for (const [type, labels] of CHARGE_TITLES) {
      const name = matchLabel(text, labels);
      if (name?.index === 0 && name.end === text.length) return { type, lineIndex: i };
    }
  }
  return null;
}

const CHARGE_TITLES = [
  ['Tax', FIELD_LABELS.taxes],
  ['Fee', FIELD_LABELS.fees],
] as const;

/** A figure with decimals: a sum of money, which a title stands above. */
const AMOUNT = /\d[.,]\d{2}(?!\d)/;

/** A line in lower case after a sentence that runs on ("… Dividends and" over "interest may be subject to …"): no title. */
function continuesSentence(lines: Line[], index: number): boolean {
  const before = lines[index - 1]?.text.trimEnd();
  return !!before && /^\s*\p{Ll}/u.test(lines[index].text) && /\p{L},?$/u.test(before) && isProse(before);
}

/** Whether a line opens with a word naming a kind of transaction ("Kauf 7810484800 14.03.2014 …"): a row of its own. */
export function opensWithKind(text: string): boolean {
  const opening = text.trimStart();
  const folded = foldCase(opening);
  // each keyword's regex runs only where the text holds the word it needs
  return ranksToTry(STRONG_PATTERNS, folded).some((rank) => labelRegex(STRONG_PATTERNS[rank]).exec(opening)?.index === 0);
}

/** Whether a line names the document a tax notice on another transaction ("Effektenabrechnung (Steuerbeilage)"). */
export function namesTaxNotice(text: string): boolean {
  return OVERRIDING_TAX.some((k) => labelRegex(k.pattern).test(text));
}

const OVERRIDING_TAX = TYPE_KEYWORDS.filter((k) => k.overrides && k.type === 'Tax');

/**
 * The kind named in one piece of text (a title, an activity description), or null. Remembered per
 * document: finding the blocks of a collection asks it of every line, then again of each block's.
 */
export const kindInText = perDocument((text: string): TransactionType | null => kindIn(text, STRONG) ?? kindIn(text, WEAK));

// The passes over a document's lines, remembered per document: a collection of confirmations is read
// whole, then block by block, and each reading asks every line again.
const strongInTitle = perDocument((text: string) => kindInSegments(text, STRONG, false));
const weakInTitle = perDocument((text: string) => kindInSegments(text, WEAK, false));
const strongInProse = perDocument((text: string) => kindInSegments(text, STRONG, true));

function kindInSegments(text: string, keywords: TypeKeyword[], inProse: boolean): TransactionType | null {
  // A row of column headings: many words, no figures.
  if (keywords === WEAK && !/\d/.test(text) && text.split(/\s+/).length >= 8) return null;
  const segments = text.split(/\s{2,}/);
  for (const [i, segment] of segments.entries()) {
    if (keywords === WEAK && segment.split(/\s+/).length > MAX_WORDS_IN_TITLE) continue;
    // A label in a column of its own, its figure in the next ("Steuerpfl. Ertrag      0,00 EUR"),
    // is checked like one with its figure right after it.
    // A currency in a column between them ("SIX-Gebühr  CHF  2.74") stands aside.
    const j = /^(?:[A-Z]{3}|[$€£])$/.test(segments[i + 1] ?? '') ? i + 2 : i + 1;
    // A count in a column of its own, the security's name in the next ("YOU SOLD   150   THE COCA-COLA CO"), states the trade.
    const next = /^\d{1,7}$/.test(segments[j] ?? '') ? `${segments[j]} ${segments[j + 1] ?? ''}` : (segments[j] ?? '');
    const labelled = inProse ? segment : `${segment} ${next}`;
    const type = inProse
      ? kindIn(segment, keywords, Infinity, false)
      : kindIn(labelled, keywords, isProse(segment) ? MAX_WORDS_BEFORE_KEYWORD_IN_PROSE : Infinity);
    if (type) return type;
  }
  return null;
}

function kindIn(printed: string, keywords: TypeKeyword[], maxWordsBefore = Infinity, titlesOnly = true): TransactionType | null {
  // Remarks in parentheses ("negative Werte bedeuten Steuererstattung") name no kind; a word in
  // parentheses ("(Steuerbeilage)") is part of the title.
  // Words a text layer glued together ("EURType", "01AAchat 15 KINEPOLIS") part before a capitalised word.
  const text = unglued(printed.includes('(') ? printed.replace(REMARK, (m) => ' '.repeat(m.length)) : printed);
  const patterns = PATTERNS.get(keywords) ?? keywords.map((k) => k.pattern);
  if (!mayHaveLabel(text, patterns)) return null;
  const folded = foldCase(text);
  let best: { type: TransactionType; index: number } | null = null;
  const named: { type: TransactionType; index: number; end: number }[] = [];
  for (const rank of ranksToTry(patterns, folded)) {
    const k = keywords[rank];
    const m = labelRegex(patterns[rank]).exec(text);
    // A keyword with its value right after it ("Ertrag : 64,06", "Gutschrift 0,90 USD") labels a
    // figure; it is not the document's title.
    // A count and a security's name after it ("Achat 20 KBC (BE0003565737) à 74,5 EUR") state the trade instead,
    // and a period after it ("Verwaltungsgebühr 2. Quartal 2024") the span the title covers.
    const after = m ? text.slice(m.index + m[0].length) : '';
    const labelsFigure = /^\s*(?:[:=]\s*)?[-+]?\d/.test(after) && !/^\s*\d{1,2}[./]\d{1,2}[./]\d{2}/.test(after) && !ORDINAL_PERIOD.test(after);
    if (m && titlesOnly && labelsFigure && !COUNT_AND_NAME.test(after)) continue;
    // A field of a machine-readable header ("STEUERERSTATTUNG=N") is a setting, not the document's title.
    if (m && /^\s*=/.test(text.slice(m.index + m[0].length))) continue;
    // Half of a pair of compounds ("Zins- und Dividendengutschriften") names a class of notices, not this one.
    if (m && COMPOUND_PAIR.test(text.slice(m.index + m[0].length))) continue;
    // Earlier in the text wins; between keywords at one place, the list order.
    if (!m || text.slice(0, m.index).split(/\s+/).filter(Boolean).length > maxWordsBefore) continue;
    if (k.overrides) return k.type;
    named.push({ type: k.type, index: m.index, end: m.index + m[0].length });
    if (!best || m.index < best.index) best = { type: k.type, index: m.index };
  }
  // Two kinds joined by a slash ("Sammelabrechnung (Wertpapierkauf/-verkauf)") name a form, not this transaction;
  // interest and a distribution so joined ("Zinsgutschrift / Ertragsgutschrift") name the income of a security,
  // which the ledger books as a dividend (a bond's coupon too).
  const slashed = named.flatMap((a) => named.filter((b) => b.type !== a.type && SLASH_BETWEEN.test(text.slice(a.end, b.index))).map((b) => [a.type, b.type]));
  if (slashed.length > 0) return slashed.flat().every((type) => INCOME.has(type)) ? 'Dividend' : null;
  return best?.type ?? null;
}

/** A slash alone between two kind words ("Wertpapierkauf/-verkauf", "Zinsgutschrift / Ertragsgutschrift"). */
const SLASH_BETWEEN = /^\s*\/\s*-?\s*$/;

/** Income kinds: a title naming both names a security's income. */
const INCOME: ReadonlySet<TransactionType> = new Set(['Interest', 'Dividend']);

/** Words in parentheses with a blank among them: a remark; a rate in parentheses too ("Clearing Fee (0.0325%)  11.36" labels its figure). */
const REMARK = /\([^)]*\s[^)]*\)|\([\d.,]+\s?%\)/g;

/** The text with glued words parted. Most texts glue none: one test spares them both replacements. */
function unglued(text: string): string {
  return GLUED.test(text) ? text.replace(GLUED_WORDS, '$1 $2').replace(GLUED_AFTER_WORD, '$1 $2') : text;
}

/** Where either replacement below would part two words (the text before the first is the text before the second). */
const GLUED = /\p{Lu}\p{Lu}\p{Ll}{2}|\p{Ll}{2}\p{Lu}\p{Ll}{2}/u;

/** A capital, then a capitalised word of small letters glued to it: two words a text layer joined. */
const GLUED_WORDS = /(\p{Lu})(\p{Lu}\p{Ll}{2,})/gu;

/** A word of small letters and a capitalised one glued to it ("Market-OrderAcquisto", "OrderCompra"). */
const GLUED_AFTER_WORD = /(\p{Ll}{2})(\p{Lu}\p{Ll}{2,})/gu;

/** A whole count and then a name in capitals ("20 KBC", "310 HOME24 SE"): a trade's quantity and security. */
const COUNT_AND_NAME = /^\s+\d{1,7}\s+\p{Lu}[\p{Lu}\d&.-]+(?:\s|$)/u;

function isProse(segment: string): boolean {
  const words = segment.split(/\s+/).filter(Boolean);
  if (words.length <= PROSE_WORDS) return false;
  // set in capitals, a sentence is told by its words of letters alone, not by their case
  if (!/\p{Ll}/u.test(segment)) return words.filter((w) => CAPITALS_WORD.test(w)).length / words.length >= PROSE_CAPITALS_WORD_SHARE;
  return words.filter((w) => /^\p{Ll}/u.test(w)).length / words.length >= PROSE_LOWER_CASE_SHARE;
}

/** A word of letters alone, a sentence's punctuation after it ("VEREINBARUNGEN,"). */
const CAPITALS_WORD = /^\p{L}+[.,;:]?$/u;
