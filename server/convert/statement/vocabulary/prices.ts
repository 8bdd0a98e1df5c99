import { alternation } from './languages';

/** Words that state a price or a rate per unit. */

const PRICE_WORDS = alternation({
  it: ['al prezzo di', 'prezzo', 'prz\\.?'],
  fr: ['au cours de', 'cours'],
  de: ['zum kurs(?: von)?', 'kurs'],
  nl: ['tegen een koers van', 'koers'],
  es: ['al precio de', 'precio'],
  en: ['at a price of', 'price'],
});
/**
 * The preposition of a price on a ledger line after the units and the security ("ACHAT 12 LVMH A 732,40", "COMPRA
 * 100 TELEFONICA A 4,10", "Kauf 30 Stk. Erste Group Bank AG zu 37,82"); without the units before, an "A" is a fund's
 * share class ("Euro Blue Chip Fd A 20,00").
 */
const PRICE_PREPOSITION = alternation({ fr: ['à'], es: ['a'], it: ['a'], de: ['zu'] });
/**
 * A price's preposition that is a word of its own, so the name between the units and it may hold
 * figures ("Buy 5.0312 Vanguard S&P 500 UCITS ETF (VUSA) at £84.21"), the price a currency before it.
 */
const PRICE_WORD_AFTER_NAME = alternation({ en: ['at'] });

/**
 * A price stated in words before its figure ("au cours de 171,36", "zum Kurs von 12,30", "@ 4.56", "@ SGD 6.80", "à 732,40").
 * The units and name before a preposition are looked behind from after it (the preposition again at the lookbehind's
 * end): looking back over the line from every place instead cost a pass per character, 5× the time over the corpus.
 * The price after the preposition is looked ahead for before the lookbehind runs: most "a"s of a line have none.
 */
export const PRICE_PHRASE = new RegExp(
  `\\s*(?:(?<!\\p{L})(?:${PRICE_WORDS}|@)(?!\\p{L})|(?:${PRICE_PREPOSITION})(?=\\s\\d[\\d.,']*[.,]\\d)(?<=(?:^|\\s)\\d[\\d.,']*\\s+\\p{L}[^\\d]*\\s(?:${PRICE_PREPOSITION}))\\s|(?:${PRICE_WORD_AFTER_NAME})(?=\\s(?:[A-Z]{3}\\s?|[$€£]\\s?)?\\d[\\d.,']*[.,]\\d)(?<=(?:^|\\s)\\d[\\d.,']*\\s+\\p{L}.*\\s(?:${PRICE_WORD_AFTER_NAME}))\\s)\\s*:?\\s*(?:[A-Z]{3}\\s?|[$€£]\\s?)?(\\d[\\d.,']*)`,
  'iu',
);

/**
 * A price's preposition right before a figure, its currency between ("à 3 € A", "zu EUR 2,10", "@ USD 4.56"; not the
 * "A" of "A$"): the figure is a rate per unit, not the sum a label before it books. Not a price word, which may end a
 * total's label ("Total Purchase Price $412.50").
 */
export const PRICE_BEFORE = new RegExp(`(?<!\\p{L})(?:(?:${PRICE_PREPOSITION})(?=\\s)|@)\\s*:?\\s*(?:[A-Z]{3}\\s?|[$€£]\\s?)?$`, 'iu');

const PER = alternation({ de: ['pro', 'je'], en: ['per'], fr: ['par'], es: ['por'], nl: ['voor'] });
const UNIT = alternation({
  de: ['stk', 'stück'],
  en: ['share', 'unit'],
  fr: ['action', 'titre', 'part'],
  nl: ['aandeel', 'stuk'],
  es: ['acci[óo]n', 't[íi]tulo', 'participaci[óo]n'],
  it: ['azione', 'titolo', 'quota'],
});

/** What makes an amount heading a rate per unit ("Betrag / Stk.", "Amount per share"). */
export const PER_UNIT = new RegExp(`^\\s*(?:\\/|${PER})\\s*(?:${UNIT})`, 'i');

/** A word for "per" right before a label ("Dividende pro Stück", "price per share"): the label names a rate. */
export const PER_BEFORE = new RegExp(`(?<!\\p{L})(?:${alternation({ de: ['pro', 'je', 'pr\\.'], en: ['per'], fr: ['par'], es: ['por'] })})\\s*$`, 'iu');
