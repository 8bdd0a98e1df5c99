/** Shapes of security identifiers printed on broker documents. */
// not a field name a machine printout assigns ("ADRESSZEILE4=54321 Musterhausen", whose check digit happens to hold)
export const ISIN = /(?<![A-Z0-9])([A-Z]{2}[A-Z0-9]{9}[0-9])(?![A-Z0-9]|=)/g;
export const CUSIP = /(?<![A-Z0-9])([0-9]{3}[A-Z0-9]{5}[0-9])(?![A-Z0-9])/g;
/** A German WKN: six characters, letters and digits, at least one digit. */
export const WKN = /(?<![A-Z0-9])(?=[A-Z0-9]*\d)([A-Z0-9]{6})(?![A-Z0-9])/g;
/** An account's IBAN, grouped by spaces or not ("DE90 1234 5678 1234 5678 90"). */
export const IBAN = /[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3}(?![.,]?\d))?/g;

/** The length of an IBAN by its country (ISO 13616), for the countries whose accounts the documents name. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
};
