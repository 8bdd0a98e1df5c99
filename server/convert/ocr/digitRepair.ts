import { isCurrencyCode } from '../statement/currency';
import { isValidIsin } from './codeRepair';

/**
 * Tesseract reads a digit as the letter of the same shape where no dictionary can tell them
 * apart: "USD0.25" → "USDO.25", "1,079.95" → "1,O79.95", an account number "000123456789" →
 * "OO0123A567B9". A word is read as digits only where its own shape or its neighbour says it is
 * a number, never from the letters alone, so words and codes that mix letters keep them.
 */

/** Letters tesseract gives for a digit of the same shape. */
const DIGIT_OF: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', Z: '2', A: '4', S: '5', G: '6', B: '8' };
const LOOK_ALIKES = new RegExp(`[${Object.keys(DIGIT_OF).join('')}]`, 'g');
/** A figure with O for some zeros: digits, O/o and separators only, at least two real digits. */
const FIGURE_WITH_O = /^[(+-]?[\dOo]+(?:[.,'][\dOo]+)*[)-]?$/;
/**
 * A figure whose comma was read as the low quotation mark of the same shape ("‚95" for ",95",
 * "1‚50"): only digits and separators, at least one digit.
 */
const FIGURE_WITH_LOW_QUOTE = /^[(+-]?[\d.,'‚]*‚[\d.,'‚]*\d[)-]?$/;
/** A currency code glued to a figure ("USDO.25"). */
const CURRENCY_AND_FIGURE = /^([A-Z]{3})([\dOoIlSB][\dOoIlSB.,]*)$/;
/**
 * The word before a number field: "Conto n. …", "Account Number: …", "Kontonummer …", "IBAN …".
 * Matched on the word lowercased, without a trailing colon.
 */
const NUMBER_LABEL =
  /^(?:n[°º.]?|no\.?|nr\.?|num\.?|#|.*(?:number|nummer|numéro|numero|número)|ref\.?|iban|account|konto|conto|compte|cuenta|rekening|depot)$/u;

/**
 * ISO 3166 countries whose code is spelt with digit look-alikes only ("GB", "SG", "IS"): an ISIN
 * of theirs keeps its letters. "OO0123A567B9" passes the ISIN check digit by chance, but no
 * country is "OO".
 */
const LOOK_ALIKE_COUNTRIES = new Set([
  'AI',
  'AO',
  'AS',
  'AZ',
  'BA',
  'BB',
  'BG',
  'BI',
  'BO',
  'BS',
  'BZ',
  'GA',
  'GB',
  'GG',
  'GI',
  'GS',
  'IO',
  'IS',
  'SA',
  'SB',
  'SG',
  'SI',
  'SO',
  'SZ',
  'ZA',
]);

const digitCount = (s: string) => (s.match(/\d/g) ?? []).length;
const asDigits = (s: string) => s.replace(LOOK_ALIKES, (c) => DIGIT_OF[c]);

/** The figure or identifier meant by an OCR word, given the word printed before it on its line. */
export function repairDigits(text: string, previous: string | undefined): string {
  if (FIGURE_WITH_LOW_QUOTE.test(text)) return text.replace(/‚/g, ',');
  if (FIGURE_WITH_O.test(text) && /[Oo]/.test(text) && digitCount(text) >= 2) return text.replace(/[Oo]/g, '0');
  const glued = CURRENCY_AND_FIGURE.exec(text);
  if (glued && isCurrencyCode(glued[1]) && digitCount(glued[2]) >= 1) {
    const figure = asDigits(glued[2]);
    if (/^\d+(?:[.,]\d+)*$/.test(figure)) return glued[1] + figure;
  }
  if (previous !== undefined && NUMBER_LABEL.test(previous.toLowerCase().replace(/:$/, '')) && looksLikeNumber(text)) return asDigits(text);
  return text;
}

/**
 * Mostly digits: at least four, every letter a digit's look-alike and at most a third of the
 * characters, separators only between them; never an ISIN (its country's letters are meant).
 */
function looksLikeNumber(text: string): boolean {
  if (!/^[\dOoIlZASGB]+(?:[-/.][\dOoIlZASGB]+)*$/.test(text)) return false;
  if (isValidIsin(text) && LOOK_ALIKE_COUNTRIES.has(text.slice(0, 2))) return false;
  const characters = text.replace(/[-/.]/g, '').length;
  const letters = characters - digitCount(text);
  return letters > 0 && digitCount(text) >= 4 && letters * 3 <= characters;
}
