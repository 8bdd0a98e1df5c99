import { Line } from '../words';
import { DecimalSeparator, detectDecimalSeparator, groupsWithSpaces } from './numbers';
import { declaredDollar, dominantCurrency, nationalDollar } from './currency';
import { DateOptions, writtenDateOrder } from './dates';
import type { FieldChoice, RankerOptions } from './ranker/options';
import { DOLLAR_BY_EXCHANGE } from './vocabulary/currencies';
import { detectLanguage } from '../ocr/pageLanguage';

/** What the statement stage learns about a document as a whole before reading its values. */
export type DocumentContext = {
  lines: Line[];
  text: string;
  decimal: DecimalSeparator;
  /** Whether a space between digits may group thousands here (see groupsWithSpaces). */
  spaceGroups: boolean;
  dates: DateOptions;
  /** The currency printed most often: the fallback for values printed without one. */
  currency: string;
  /** Which dollar a bare "$" means here: the one the document declares, else the dollar currency whose code it prints, else USD. */
  dollar: string;
  /** The ranker that may choose a single transaction's date and amount (none: the rules alone). */
  ranker: RankerOptions | null;
  /** Where the single reading records which source chose each field, if anyone asks. */
  explain?: FieldChoice[];
};

/** How a caller wants a document read: with which ranker, and whether to hear why. */
export type StatementOptions = { ranker?: RankerOptions | null; explain?: FieldChoice[] };

export function documentContext(lines: Line[], options: StatementOptions = {}): DocumentContext {
  const text = lines.map((l) => l.text).join('\n');
  const decimal = detectDecimalSeparator(text);
  // a declaration ("Moneda: PESOS") says it outright; else the dollar whose code, or home exchange, the document prints,
  // or of the country whose accounts or business register it names ("TFSA", "ABN 11 222 333 444")
  const dollar = declaredDollar(text) || (/\b(AUD|CAD|NZD|SGD|HKD)\b/.exec(text)?.[1] ?? exchangeDollar(text) ?? nationalDollar(text) ?? 'USD');
  const currency = dominantCurrency(text.replace(/\bUSD\b|US\$|\$/g, dollar === 'USD' ? '$&' : dollar));
  return {
    lines,
    text,
    decimal,
    spaceGroups: groupsWithSpaces(text),
    dates: { dayFirst: !monthFirst(text, decimal, currency) },
    currency,
    dollar,
    ranker: options.ranker ?? null,
    explain: options.explain,
  };
}

/** "ASX Code: WES": the dollar of the exchange a document names, if it names one that quotes in its own dollar. */
function exchangeDollar(text: string): string | undefined {
  const exchange = EXCHANGE.exec(text)?.[1];
  return exchange ? DOLLAR_BY_EXCHANGE[exchange] : undefined;
}

const EXCHANGE = new RegExp(`\\b(${Object.keys(DOLLAR_BY_EXCHANGE).join('|')})\\b`);

/**
 * Whether ambiguous slash or dash dates (03/05/2024, 03-05-2024) put the month first: where one of its dates proves it
 * (a middle part above 12) and none proves the day first; else only where the document writes
 * English-style numbers and, with none proving the day first, is an American one (US dollars, English words).
 */
function monthFirst(text: string, decimal: DecimalSeparator, currency: string): boolean {
  // with slashes or dashes alike ("04-25-2024"), never inside a year-first date ("2024-04-25")
  const monthFirstProven = /(?<![\d/])(0?[1-9]|1[0-2])\/(1[3-9]|2\d|3[01])\/\d{2,4}|(?<![\d-])(0?[1-9]|1[0-2])-(1[3-9]|2\d|3[01])-\d{2,4}/.test(text);
  const dayFirstProven = /(?<![\d/])(1[3-9]|2\d|3[01])\/(0?[1-9]|1[0-2])\/\d{2,4}|(?<![\d-])(1[3-9]|2\d|3[01])-(0?[1-9]|1[0-2])-\d{2,4}/.test(text);
  // a date that proves it ("03/13/2023") decides even in a document with German-style figures
  if (monthFirstProven && !dayFirstProven) return true;
  if (decimal !== '.') return false;
  if (monthFirstProven) return true;
  if (dayFirstProven) return false;
  // where no numeric date proves it, the dates it writes with the month's name or with dots tell ("8. Juni 2023")
  const written = writtenDateOrder(text);
  if (written) return written === 'month';
  // an American document: in US dollars and, where its words tell its language, English (not a French notice of a US trade)
  return currency === 'USD' && (detectLanguage(text.split(/\s+/), WRITTEN_LANGUAGES) ?? 'eng') === 'eng';
}

const WRITTEN_LANGUAGES = ['eng', 'deu', 'fra', 'spa', 'ita', 'nld'];
