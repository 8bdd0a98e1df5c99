import { alternation } from './languages';

/** Words that state a price or a rate per unit. */

/** A price stated in words before its figure ("au cours de 171,36", "zum Kurs von 12,30", "@ 4.56"). */
export const PRICE_PHRASE = new RegExp(
  `\\s*(?<!\\p{L})(?:${alternation({ it: ['al prezzo di', 'prezzo'], fr: ['au cours de', 'cours'], de: ['zum kurs(?: von)?', 'kurs'], nl: ['tegen een koers van', 'koers'], es: ['al precio de', 'precio'], en: ['at a price of', 'price'] })}|@)(?!\\p{L})\\s*:?\\s*(\\d[\\d.,']*)`,
  'iu',
);

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
