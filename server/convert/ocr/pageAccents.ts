/**
 * Tesseract drops an accent far more often than it invents one: with several models loaded it
 * keeps reading with the one that read the word before, so a Spanish page read "García" with the
 * Spanish model on six rows and "Garcia" with the English one on four, both at confidence 96.
 * Within one page a word is printed one way, so a word read both with and without accents takes
 * its accented reading (the most frequent one when there are several). That works for names too,
 * which no word list can hold (accentRepair.ts). Words of fewer than five letters are left alone:
 * short pairs are often two words (Spanish esta/está, French du/dû, ou/où).
 */
const MIN_LETTERS = 5;
const WORD = /^([^\p{L}\p{N}]*)(\p{L}+)([^\p{L}\p{N}]*)$/u;

const withoutAccents = (letters: string) => letters.normalize('NFD').replace(/\p{M}/gu, '');
const keyOf = (letters: string) => withoutAccents(letters).toLowerCase();

/** The page's word texts with plain readings of a word the page also read accented given those accents. */
export function agreeOnAccents(texts: string[]): string[] {
  const accentedReadings = new Map<string, Map<string, number>>();
  for (const text of texts) {
    const letters = WORD.exec(text.normalize('NFC'))?.[2];
    if (!letters || letters.length < MIN_LETTERS || withoutAccents(letters) === letters) continue;
    const readings = accentedReadings.get(keyOf(letters)) ?? new Map<string, number>();
    const lower = letters.toLowerCase();
    readings.set(lower, (readings.get(lower) ?? 0) + 1);
    accentedReadings.set(keyOf(letters), readings);
  }
  if (accentedReadings.size === 0) return texts;
  return texts.map((text) => {
    const m = WORD.exec(text.normalize('NFC'));
    if (!m || withoutAccents(m[2]) !== m[2]) return text;
    const readings = accentedReadings.get(keyOf(m[2]));
    if (!readings) return text;
    const [accented] = [...readings].reduce((best, reading) => (reading[1] > best[1] ? reading : best));
    return m[1] + inCaseOf(m[2], accented) + m[3];
  });
}

/** `word` (lowercase) in the capitalisation of `read`: each letter's case as read. */
function inCaseOf(read: string, word: string): string {
  const letters = [...word];
  if (letters.length !== [...read].length) return word;
  return [...read].map((c, i) => (c === c.toUpperCase() ? letters[i].toUpperCase() : letters[i])).join('');
}
