import { Line } from '../words';
import { DecimalSeparator, detectDecimalSeparator } from './numbers';
import { dominantCurrency } from './currency';
import { DateOptions } from './dates';

/** What the statement stage learns about a document as a whole before reading its values. */
export type DocumentContext = {
  lines: Line[];
  text: string;
  decimal: DecimalSeparator;
  dates: DateOptions;
  /** The currency printed most often: the fallback for values printed without one. */
  currency: string;
  /** Which dollar a bare "$" means here: the dollar currency whose code the document prints, else USD. */
  dollar: string;
};

export function documentContext(lines: Line[]): DocumentContext {
  const text = lines.map((l) => l.text).join('\n');
  const decimal = detectDecimalSeparator(text);
  // Month-first dates only where the document writes English-style numbers and an American
  // date is proven somewhere (a middle part above 12).
  const monthFirst = decimal === '.' && /(?<![\d/])(0?[1-9]|1[0-2])\/(1[3-9]|2\d|3[01])\/\d{2,4}/.test(text);
  const dollar = /\b(AUD|CAD|NZD|SGD|HKD)\b/.exec(text)?.[1] ?? 'USD';
  const currency = dominantCurrency(text.replace(/\bUSD\b|US\$|\$/g, dollar === 'USD' ? '$&' : dollar));
  return { lines, text, decimal, dates: { dayFirst: !monthFirst }, currency, dollar };
}
