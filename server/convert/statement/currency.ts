import { CURRENCY_DECLARATION_LABELS, CURRENCY_NAMES, IBAN_COUNTRY_CURRENCIES, NATIONAL_ACCOUNT_CURRENCIES } from './vocabulary/currencies';
import { IBAN } from './vocabulary/identifiers';
import { matchesOf } from './matches';
import { perDocument } from './memo';

/** Currencies as printed: ISO 4217 codes and the symbols statements use instead of them. */
/** `symbol` marks a sign like $ that several currencies share: a printed code next to it wins. */
export type CurrencyMatch = { code: string; index: number; end: number; symbol: boolean };

// Codes that occur on broker documents; a bare three-letter word is only a currency if listed,
// so "UND", "THE", "AND" never turn into one.
const CODES = new Set([
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'JPY',
  'CAD',
  'AUD',
  'NZD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'BGN',
  'HRK',
  'TRY',
  'RUB',
  'CNY',
  'CNH',
  'HKD',
  'SGD',
  'KRW',
  'INR',
  'ZAR',
  'MXN',
  'BRL',
  'ILS',
  'ISK',
  'THB',
  'TWD',
  'IDR',
  'MYR',
  'PHP',
  'AED',
  'SAR',
  'CLP',
  'ARS',
  'COP',
  'GBX',
]);

// GBX (pence) is printed on UK documents but books in pounds only after conversion; keep it as
// printed so the caller can see it. Symbols map to the currency they mean on broker documents.
// Each with a piece of text it cannot match without: most lines print none, and checking for it
// costs far less than running the pattern (the statement stage reads every line's currencies often).
const SYMBOLS: [string, RegExp, string][] = [
  ['€', /€/g, 'EUR'],
  // Written out after a figure in letters ("ein Entgelt in Höhe von 123,45 Euro"); never a fund's name ("Euro Stoxx 50").
  ['uro', /(?<=\d\s{0,2})[Ee]uro(?![\p{L}])/gu, 'EUR'],
  // A column heading of its own ("Quantità   Euro   Prezzo"): a cell that is the word and nothing else.
  ['Euro', /(?<=^\s*|\S\s{2,})Euro(?=\s{2,}|\s*$)/gu, 'EUR'],
  ['£', /£/g, 'GBP'],
  ['$', /(?<![A-Z])US\$|(?<![A-Za-z])\$/g, 'USD'],
  // the other dollars, their country's letters before the sign ("A$10,458.04")
  ['$', /(?<![A-Za-z])AU?\$/g, 'AUD'],
  ['$', /(?<![A-Za-z])CA?\$/g, 'CAD'],
  ['$', /(?<![A-Za-z])NZ\$/g, 'NZD'],
  ['$', /(?<![A-Za-z])HK\$/g, 'HKD'],
  ['$', /(?<![A-Za-z])S\$/g, 'SGD'],
  ['Fr.', /(?<![\p{L}])(?:SFr\.|sFr\.|Fr\.)/gu, 'CHF'],
  ['Kč', /(?<![\p{L}])Kč(?![\p{L}])/gu, 'CZK'],
  // Danish, Norwegian and Swedish crowns all print "kr."; read as the Danish one, and a printed code next to it wins.
  ['kr', /(?<![\p{L}])kr\.(?=\s*\d)|(?<=\d\s?)kr\.?(?![\p{L}])/gu, 'DKK'],
  ['¥', /¥/g, 'JPY'],
  // the same written out in a document set in capitals ("AFKAST I ALT KR. 104,50", "QUANTITA'   USD   EURO   PREZZO")
  ['URO', /(?<=\d\s{0,2})EURO(?![\p{L}])|(?<=^\s*|\S\s{2,})EURO(?=\s{2,}|\s*$)/gu, 'EUR'],
  ['KR', /(?<![\p{L}])KR\.(?=\s*\d)|(?<=\d\s?)KR\.?(?![\p{L}])/gu, 'DKK'],
];

const CODE = /(?<![A-Za-z])([A-Z]{3})(?![A-Za-z])/g;

// A code a letter-spaced text layer split in two ("Netto U SD 320.66", "12.00 CH F"): only beside a
// figure, where two capitals and one are hardly anything else.
const SPLIT_CODE_HINT = /[A-Z] [A-Z]/;
const SPLIT_CODE =
  /(?<![A-Za-z])(?:([A-Z]) ([A-Z]{2})|([A-Z]{2}) ([A-Z]))(?![A-Za-z])(?=\s?[-+]?\d)|(?<=\d\s?)(?:([A-Z]) ([A-Z]{2})|([A-Z]{2}) ([A-Z]))(?![A-Za-z])/g;

/**
 * Every currency printed in a line, left to right. Every match sets all four fields, `symbol` too:
 * matches with and without it had two hidden classes, and code reading both kept deoptimising.
 */
export function findCurrencies(text: string): CurrencyMatch[] {
  return currenciesIn(text).slice();
}

/** Whether the text prints a currency: findCurrencies(text).length > 0, without the copy. */
export function printsCurrency(text: string): boolean {
  return currenciesIn(text).length > 0;
}

// The stage asks for the currencies of one line many times (the document's context, the amounts of
// its fields and the ranker's candidates, the tables' context): read once per document. No caller
// changes a match; each gets its own list.
const currenciesIn = perDocument((text: string): readonly CurrencyMatch[] => readCurrencies(text));

function readCurrencies(text: string): CurrencyMatch[] {
  const found: CurrencyMatch[] = [];
  for (const m of matchesOf(CODE, text)) {
    if (CODES.has(m[1])) found.push({ code: m[1], index: m.index!, end: m.index! + 3, symbol: false });
  }
  if (SPLIT_CODE_HINT.test(text))
    for (const m of matchesOf(SPLIT_CODE, text)) {
      const code = m.slice(1).join('');
      if (CODES.has(code)) found.push({ code, index: m.index!, end: m.index! + m[0].length, symbol: false });
    }
  for (const [hint, re, code] of SYMBOLS) {
    if (text.includes(hint)) for (const m of matchesOf(re, text)) found.push({ code, index: m.index!, end: m.index! + m[0].length, symbol: true });
  }
  return found.sort((a, b) => a.index - b.index);
}

export function isCurrencyCode(code: string): boolean {
  return CODES.has(code.toUpperCase());
}

/** The currency printed most often in a text, or "" when none is. */
export function dominantCurrency(text: string): string {
  const counts = new Map<string, number>();
  for (const c of findCurrencies(text)) counts.set(c.code, (counts.get(c.code) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/** Currencies a dollar sign stands for: a declared one of these says which a bare "$" means. */
const DOLLAR_SIGN_CURRENCIES = new Set(['USD', 'AUD', 'CAD', 'NZD', 'SGD', 'HKD', 'MXN', 'CLP', 'COP', 'ARS']);

const NAMES = Object.keys(CURRENCY_NAMES)
  .sort((a, b) => b.length - a.length)
  .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const DECLARATION = new RegExp(`(?<!\\p{L})(?:${CURRENCY_DECLARATION_LABELS.join('|')})\\s*:\\s*(${NAMES.join('|')}|[A-Z]{3})(?!\\p{L})`, 'iu');

/** The currency the document declares for itself ("Moneda: PESOS" → MXN), or "" when it declares none. */
export function declaredCurrency(text: string): string {
  const value = DECLARATION.exec(text)?.[1].toUpperCase();
  if (!value) return '';
  return CURRENCY_NAMES[value] ?? (CODES.has(value) ? value : '');
}

/** The currency a bare "$" means by the document's own declaration, or "" when it declares none that prints one. */
/** The dollar of the one country whose tax-sheltered account or business register a document names ("TFSA", "ABN 11 222 333 444"). */
export function nationalDollar(text: string): string | undefined {
  const national = NATIONAL_ACCOUNT_CURRENCIES.find((c) => c.pattern.test(text))?.currency;
  return national && DOLLAR_SIGN_CURRENCIES.has(national) ? national : undefined;
}

export function declaredDollar(text: string): string {
  const declared = declaredCurrency(text);
  return DOLLAR_SIGN_CURRENCIES.has(declared) ? declared : '';
}

/**
 * What a document that prints no currency books in: the one it declares ("Moneda: Pesos"), else its
 * account's, by the country of the first IBAN whose country names one, else by a tax-sheltered account
 * or tax authority of one country ("SIPP", "HMRC"), else the euro (most of the documents the converter reads).
 */
export function unprintedCurrency(text: string): string {
  const declared = declaredCurrency(text);
  if (declared) return declared;
  for (const m of matchesOf(IBAN, text)) {
    // an ISIN (twelve characters, "GB00B03MLX29") reads like a short IBAN: IBANs have fifteen or more
    if (m[0].replace(/ /g, '').length < MIN_IBAN_LENGTH) continue;
    const currency = IBAN_COUNTRY_CURRENCIES[m[0].slice(0, 2)];
    if (currency) return currency;
  }
  return NATIONAL_ACCOUNT_CURRENCIES.find((c) => c.pattern.test(text))?.currency ?? 'EUR';
}

const MIN_IBAN_LENGTH = 15;
