/** An ISIN printed in `text`, recognised by its check digit so that reference numbers of the same shape are not taken for one. */
export function findIsin(text: string): string | null {
  for (const m of text.matchAll(/(?<![A-Z0-9])([A-Z]{2}[A-Z0-9]{9}\d)(?![A-Z0-9])/g)) if (isinCheckDigitValid(m[1])) return m[1];
  return null;
}

function isinCheckDigitValid(isin: string): boolean {
  const digits = [...isin.slice(0, 11)].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) d *= 2;
    sum += d > 9 ? d - 9 : d;
  }
  return (10 - (sum % 10)) % 10 === Number(isin[11]);
}
