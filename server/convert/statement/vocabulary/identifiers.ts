/** Shapes of security identifiers printed on broker documents. */
export const ISIN = /(?<![A-Z0-9])([A-Z]{2}[A-Z0-9]{9}[0-9])(?![A-Z0-9])/g;
export const CUSIP = /(?<![A-Z0-9])([0-9]{3}[A-Z0-9]{5}[0-9])(?![A-Z0-9])/g;
/** A German WKN: six characters, letters and digits, at least one digit. */
export const WKN = /(?<![A-Z0-9])(?=[A-Z0-9]*\d)([A-Z0-9]{6})(?![A-Z0-9])/g;
/** An account's IBAN, grouped by spaces or not ("DE90 1234 5678 1234 5678 90"). */
export const IBAN = /[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3}(?![.,]?\d))?/g;
