/**
 * Tesseract confuses letters and digits of the same shape (O/0, I/1, S/5, B/8, A/4) inside codes,
 * where no dictionary helps: "IE00B4L5Y983" comes out as "IEO0B4L5Y983". Two facts repair
 * ISINs: national numbers never use the letters I and O (CUSIP, WKN, SEDOL avoid them for
 * exactly this confusion), and the last digit is a check digit, so for the other look-alikes
 * the substitutions are tried, fewest first, and the one variant whose check digit holds wins.
 * A zero with a dot or slash inside also comes out as G or C ("IEGOBHZKQ946"): only when no
 * usual look-alike gives a valid ISIN are those substitutions tried, the same way.
 */
const ISIN_SHAPE = /^[A-Z0-9]{2}[A-Z0-9]{9}[0-9]$/;
/** In the country code (letters) a digit is the misread; in the rest a letter may be. */
const TO_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B', '2': 'Z', '4': 'A', '6': 'G' };
const LOOK_ALIKE: Record<string, string[]> = { S: ['5'], '5': ['S'], B: ['8'], '8': ['B'], Z: ['2'], '2': ['Z'], A: ['4'], '4': ['A'], G: ['6'], '6': ['G'] };
/** Tried when LOOK_ALIKE finds no valid ISIN: a zero read as G or C. */
const RARER_LOOK_ALIKE: Record<string, string[]> = { ...LOOK_ALIKE, G: ['6', '0'], C: ['0'] };
const MAX_SUBSTITUTIONS = 4;

export function isValidIsin(code: string): boolean {
  if (!/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/.test(code)) return false;
  const digits = [...code].map((c) => (c >= 'A' ? String(c.charCodeAt(0) - 55) : c)).join('');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The ISIN meant by an OCR token, or the token unchanged when it is no (repairable) ISIN. An ISIN
 * printed in brackets or before a comma ("(DE000A14KEB5)") is repaired inside them.
 */
export function repairIsin(token: string): string {
  const [, before, read, after] = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(token)!;
  return before + repairBareIsin(read) + after;
}

function repairBareIsin(read: string): string {
  if (ISIN_SHAPE.test(read)) return withSubstitutions(read) ?? read;
  // One zero read twice ("0" → "O0"): drop an O next to a 0, keep a unique valid ISIN.
  if (/^[A-Z]{2}[A-Z0-9]{10}[0-9]$/.test(read)) {
    const valid = new Set<string>();
    for (let at = 2; at < 12; at++) {
      if (read[at] !== 'O' || (read[at - 1] !== '0' && read[at + 1] !== '0')) continue;
      const isin = withSubstitutions(read.slice(0, at) + read.slice(at + 1));
      if (isin) valid.add(isin);
    }
    if (valid.size === 1) return [...valid][0];
  }
  return read;
}

/** The one valid ISIN reachable from a 12-character read by look-alike substitutions. */
function withSubstitutions(read: string): string | undefined {
  const token = read.slice(0, 2) + read.slice(2).replace(/O/g, '0').replace(/I/g, '1');
  if (isValidIsin(token)) return token;
  const usual = fewestSubstitutions(token, LOOK_ALIKE);
  if (usual !== undefined) return usual ?? undefined;
  return fewestSubstitutions(token, RARER_LOOK_ALIKE) ?? undefined;
}

/**
 * The one valid ISIN that the fewest substitutions reach; null when two are equally plausible
 * (the check digit cannot tell which); undefined when none is in reach.
 */
function fewestSubstitutions(token: string, lookAlike: Record<string, string[]>): string | null | undefined {
  const options: { at: number; to: string }[] = [];
  [...token].forEach((c, at) => {
    const to = at < 2 ? [TO_LETTER[c]] : at < 11 ? (lookAlike[c] ?? []) : [];
    for (const letter of to) if (letter) options.push({ at, to: letter });
  });
  for (let count = 1; count <= Math.min(MAX_SUBSTITUTIONS, options.length); count++) {
    const valid = new Set<string>();
    for (const subset of combinations(options, count)) {
      if (new Set(subset.map((o) => o.at)).size < subset.length) continue;
      const chars = [...token];
      for (const { at, to } of subset) chars[at] = to;
      const candidate = chars.join('');
      if (isValidIsin(candidate)) valid.add(candidate);
    }
    if (valid.size === 1) return [...valid][0];
    if (valid.size > 1) return null;
  }
  return undefined;
}

function* combinations<T>(items: T[], count: number, start = 0): Generator<T[]> {
  if (count === 0) {
    yield [];
    return;
  }
  for (let i = start; i <= items.length - count; i++) {
    for (const rest of combinations(items, count - 1, i + 1)) yield [items[i], ...rest];
  }
}
