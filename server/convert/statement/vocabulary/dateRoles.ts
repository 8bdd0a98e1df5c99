import { alternation } from './languages';

/**
 * Words that name the role of a date (the day the cash moves, the day of the trade, the day of
 * booking) in activity tables and the lines of a booking. Compiled once; matched case-insensitively.
 */

/** The word for a date before the value word in one heading ("Date valeur", "Fecha valor", "F. Valor", "Data valuta"). */
const DATE_BEFORE_VALUE = alternation({ fr: ['date\\s+(?:de\\s+)?'], es: ['fecha\\s+(?:de\\s+)?', 'f\\.\\s?'], it: ['data\\s+'] });

/** A column heading of value dates: what the cash movement is booked by (Valuta, Wertstellung, Value, Date valeur). */
export const VALUE_DATE_HEADING = new RegExp(
  `^(?:${DATE_BEFORE_VALUE})?(${alternation({ de: ['valuta', 'wert'], en: ['value'], fr: ['valeur'], it: ['valuta', 'valore'], es: ['valor'], nl: ['rentedatum'] })})`,
  'i',
);

/** A column heading of trade or settlement dates. */
export const TRADE_DATE_HEADING = new RegExp(
  alternation({
    en: ['trade', 'bargain', 'settle'],
    de: ['schlusstag', 'handelstag'],
    fr: ['ex[ée]cution'],
    nl: ['transactie', 'uitvoering'],
    es: ['operaci[oó]n', 'contrataci[oó]n', 'ejecuci[oó]n'],
    it: ['esecuzione', 'negoziazione'],
  }),
  'i',
);

/** A value date's label right before it on a booking line ("Wertpapierabrechnung / Wert: 09.01.2024"). */
export const VALUE_DATE_LABEL_BEFORE = new RegExp(
  `(?<!\\p{L})(${alternation({ de: ['valuta', 'wert'], en: ['value date'], fr: ['valeur'], it: ['valore'], es: ['valor'], nl: ['rentedatum', 'valutadatum'] })})\\s*:?\\s*$`,
  'iu',
);

/** A booking or value date's label right before it in the lines below a booking ("Buchungsdatum 21.11.2019"). */
export const BOOKING_DATE_LABEL_BEFORE = new RegExp(
  `(${alternation({ de: ['buchungsdatum', 'buchungstag', 'valuta', 'wertstellung'], en: ['value date', 'booking date'], fr: ['date de valeur', 'date valeur'], nl: ['valutadatum', 'boekdatum', 'rentedatum'], es: ['fecha valor', 'fecha contable'], it: ['data valuta', 'data contabile'] })})\\s*:?\\s*$`,
  'i',
);

/** A time of day after a date ("28.03.2024 um 09:12:31"): stamps an execution. */
export const TIME_STAMP = new RegExp(
  `^,?\\s*(?:${alternation({ de: ['um\\s+'], en: ['at\\s+'], fr: ['à\\s+'], nl: ['om\\s+'], es: ['a las\\s+'], it: ['alle\\s+'] })})?\\d{1,2}:\\d{2}(?::\\d{2})?\\s*`,
  'i',
);

/** The unit after a time of day printed like a figure ("10.07.2025, 08.43 UHR"). */
export const TIME_OF_DAY_UNIT = new RegExp(
  `^\\s?(${alternation({ de: ['uhr'], en: ['h', 'hrs?'], fr: ['heures?'], nl: ['uur'], it: ['ore'], es: ['horas?'] })})(?!\\p{L})`,
  'iu',
);
