import { alternation } from './languages';

/** Small words that join or introduce values: "vom 01.01. bis 31.03.", "ab 2021-01-01", "Kauf- und Verkauf". */

/** A word for "from" before a date opening an interest line ("AB 2021-01-01 3,9000% 4,76-"). */
export const FROM_WORD = new RegExp(
  `^\\s*(${alternation({ de: ['ab', 'vom'], en: ['from'], fr: ['depuis', 'du'], nl: ['vanaf'], es: ['desde'], it: ['dal', "dall'"] })})\\s*$`,
  'i',
);

/** What joins the two dates of a period on a table's line ("16.12.2023 bis 31.12.2023"). */
export const PERIOD_JOIN = new RegExp(`^\\s*(${alternation({ de: ['bis'], en: ['to'], fr: ['au'], nl: ['tot'], it: ['al'], es: ['hasta'] })}|-|–)\\s*$`, 'i');

/** The words of a period stated inside a line ("Habenzinsen vom 01.04.2024 bis 30.06.2024"), found anywhere in it. */
export const PERIOD_WORDS = new RegExp(
  `(?<!\\p{L})(?:${alternation({ de: ['vom', 'ab', 'bis'], en: ['from', 'to'], fr: ['du', 'au'], nl: ['van', 'tot'], it: ['dal', 'al'], es: ['desde', 'hasta'] })})(?!\\p{L})`,
  'giu',
);

/** Words that may stand between a date label and its date ("Handelstag am 03.05.2024"). */
export const DATE_LABEL_GAP = new RegExp(
  `[\\s:.()\\/-]|(?:${alternation({ de: ['um', 'am', 'den', 'vom', 'per', 'ab'], fr: ['le', 'du'], en: ['on'] })})(?![\\p{L}])`,
  'giu',
);

/** The word before the date a line books its securities on ("… per 20.06.2024", "… as of 06/20/2024"). */
export const BOOKED_ON = new RegExp(`(?:^|\\s)(?:${alternation({ de: ['per', 'am', 'zum'], en: ['on', 'as of'], fr: ['au', 'le'], nl: ['op'] })})\\s+$`, 'i');

/** The word before the date a title names a trade by ("… Wertpapierkauf … vom 04.01.2021"). */
export const DATED_BY = new RegExp(
  `(?:^|\\s)(?:${alternation({ de: ['vom'], en: ['of', 'dated'], fr: ['du'], nl: ['van'], es: ['del'], it: ['dal'] })})\\s+$`,
  'i',
);

/** The conjunction after the first half of a pair of compounds ("Zins- und Dividendengutschriften"). */
export const COMPOUND_PAIR = new RegExp(
  `^-\\s*(?:${alternation({ de: ['und', 'oder', 'bzw\\.?'], en: ['and', 'or'], fr: ['et', 'ou'], nl: ['en', 'of'] })})\\s`,
  'i',
);

/** An ordinal and the part of a year it counts ("2. Quartal", "1. Halbjahr 2023", "1e kwartaal", "2e trimestre"): a period, no figure. */
export const ORDINAL_PERIOD = new RegExp(
  `^\\s*\\d{1,2}\\s*(?:\\.|e|er|ème|st|nd|rd|th|°|º)?\\s*(?:${alternation({
    de: ['quartal', 'halbjahr', 'vierteljahr', 'semester'],
    en: ['quarter', 'half[- ]year'],
    fr: ['trimestre', 'semestre'],
    nl: ['kwartaal', 'halfjaar'],
    it: ['trimestre', 'semestre'],
    es: ['trimestre', 'semestre'],
  })})(?!\\p{L})`,
  'iu',
);
