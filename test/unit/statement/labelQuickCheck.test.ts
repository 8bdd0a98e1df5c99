import fc from 'fast-check';
import { execLabel, foldCase, labelRegex, ranksToTry } from '../../../server/convert/statement/labels';
import { matchesOf } from '../../../server/convert/statement/matches';
import { FIELD_LABELS } from '../../../server/convert/statement/vocabulary/labels';
import { TYPE_KEYWORDS } from '../../../server/convert/statement/vocabulary/types';
import { STATEMENT_TITLES } from '../../../server/convert/statement/vocabulary/documents';
import { REVERSAL_WORDS } from '../../../server/convert/statement/vocabulary/reversals';
import { SECURITY_LABELS } from '../../../server/convert/statement/vocabulary/security';

const PATTERNS = [
  ...Object.values(FIELD_LABELS).flat(),
  ...Object.values(SECURITY_LABELS).flat(),
  ...TYPE_KEYWORDS.map((k) => k.pattern),
  ...STATEMENT_TITLES,
  ...REVERSAL_WORDS,
];

/** A printed form of a label's pattern: its letters with the regex syntax left out (alternatives and optional parts kept whole). */
const printed = (pattern: string) =>
  pattern
    .replace(/\(\?<?[=!][^)]*\)/g, '')
    .replace(/\[([^\]])[^\]]*\]/g, '$1')
    .replace(/\\s[*+]?/g, ' ')
    .replace(/[()?:|*+\\]/g, '');

// Spellings a case-insensitive regex matches: capitals, the long s and the Kelvin sign that fold to ASCII letters.
const spellings = (text: string) => [text, text.toUpperCase(), text.toLowerCase(), text.replace(/s/g, 'ſ'), text.replace(/k/gi, '\u212a')];

describe('execLabel (a label regex behind a quick check of its first letters)', () => {
  it('finds every label exactly where its regex does, in any spelling, strict and loose', () => {
    let found = 0;
    const differing: string[] = [];
    for (const text of PATTERNS.flatMap((p) => spellings(printed(p))).flatMap((t) => [t, `12,50x${t}`])) {
      const folded = foldCase(text);
      for (const pattern of PATTERNS) {
        for (const loose of [false, true]) {
          const quick = execLabel(pattern, text, folded, loose);
          const full = labelRegex(pattern, loose).exec(text);
          if (quick?.index !== full?.index || quick?.[0] !== full?.[0]) differing.push(`${pattern} in ${text}`);
          if (full) found++;
        }
      }
    }
    expect(differing).toEqual([]);
    expect(found).toBeGreaterThan(PATTERNS.length); // the texts do print the labels
  });

  it('agrees with the regex on texts made of label words and noise', () => {
    const words = PATTERNS.map(printed);
    const text = fc
      .array(fc.oneof(fc.constantFrom(...words), fc.string({ maxLength: 4 }), fc.constantFrom(' ', '  ', ': ', '-', 'ſ')), { maxLength: 6 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, fc.constantFrom(...PATTERNS), (t, pattern) => {
        const quick = execLabel(pattern, t, foldCase(t));
        const full = labelRegex(pattern).exec(t);
        return quick?.index === full?.index && quick?.[0] === full?.[0];
      }),
      { numRuns: 5000 },
    );
  });
});

describe('matchesOf', () => {
  it.each([
    [/\d+/g, 'a 12 b 345 c'],
    [/(?<![\p{L}\d])(\d{1,2})\.(\d{1,2})\./gu, '15.02. und 1.3. 2024'],
    [/x*/g, 'axxb'], // empty matches
    [/\p{L}*/gu, '𝐀b c'], // empty matches beside a character outside the basic plane
  ])('yields what matchAll yields (%s)', (re, text) => {
    const strip = (ms: RegExpMatchArray[]) => ms.map((m) => [m.index, ...m]);
    expect(strip(matchesOf(re, text))).toEqual(strip([...text.matchAll(re)]));
    expect(re.lastIndex).toBe(0);
  });
});

describe('ranksToTry (the labels of a list worth running on a text)', () => {
  const LISTS = [...Object.values(FIELD_LABELS), ...Object.values(SECURITY_LABELS), TYPE_KEYWORDS.map((k) => k.pattern), STATEMENT_TITLES, REVERSAL_WORDS];

  it('keeps every label whose regex finds the text, in the order of the list', () => {
    const missed: string[] = [];
    const unordered: string[] = [];
    for (const text of PATTERNS.map(printed).flatMap((t) => [t, t.toUpperCase().replace(/S/g, 'ſ')])) {
      for (const list of LISTS) {
        const ranks = ranksToTry(list, foldCase(text));
        if (ranks.some((rank, i) => i > 0 && rank <= ranks[i - 1])) unordered.push(text);
        list.forEach((pattern, rank) => {
          if (labelRegex(pattern).test(text) && !ranks.includes(rank)) missed.push(`${pattern} in ${text}`);
        });
      }
    }
    expect(missed).toEqual([]);
    expect(unordered).toEqual([]);
  });
});
