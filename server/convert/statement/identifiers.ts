import { CUSIP, ISIN } from './vocabulary/identifiers';
import { matchesOf } from './matches';
import { matchLabel } from './labels';
import { SECURITY_LABELS } from './vocabulary/security';

/** ISINs printed in a text whose check digit is right (so "DE0006335003" yes, "ST4TEMENT001" no). */
export function findIsins(text: string): { isin: string; index: number }[] {
  return matchesOf(ISIN, text)
    .filter((m) => isValidIsin(m[1]))
    .map((m) => ({ isin: m[1], index: m.index! }));
}

export function isValidIsin(isin: string): boolean {
  if (!/^[A-Z]{2}[A-Z0-9]{9}\d$/.test(isin)) return false;
  const digits = isin.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = +digits[digits.length - 1 - i];
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** CUSIPs printed in a text whose check digit is right. */
export function findCusips(text: string): { cusip: string; index: number }[] {
  return matchesOf(CUSIP, text)
    .filter((m) => isValidCusip(m[1]))
    .map((m) => ({ cusip: m[1], index: m.index! }));
}

/** A CUSIP right after its label ("CUSIP 594918104", "CUSIP: …"): bare, nine characters look like any reference. */
export function labelledCusip(text: string): { cusip: string; index: number } | null {
  const label = matchLabel(text, SECURITY_LABELS.cusip);
  if (!label) return null;
  const rest = text.slice(label.end);
  const cusip = findCusips(rest)[0];
  return cusip && /^[\s:#.]*$/.test(rest.slice(0, cusip.index)) ? { cusip: cusip.cusip, index: label.end + cusip.index } : null;
}

export function isValidCusip(cusip: string): boolean {
  if (!/^[0-9A-Z]{8}\d$/.test(cusip)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const c = cusip[i];
    let v = /\d/.test(c) ? +c : c.charCodeAt(0) - 55;
    if (i % 2 === 1) v *= 2;
    sum += Math.floor(v / 10) + (v % 10);
  }
  return (10 - (sum % 10)) % 10 === +cusip[8];
}
