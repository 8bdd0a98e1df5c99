import fc from 'fast-check';
import { linesFromText } from '../../server/convert/layout/fromText';
import { groupLines } from '../../server/convert/layout/lines';
import { pageFromOcrWords } from '../../server/convert/ocr/pageFromWords';
import { wordsFromTextItems } from '../../server/convert/pdf/textItems';
import type { Word } from '../../server/convert/words';
import { page, printedText, printedToken } from './arbitraries';
import { FUZZ_TIMEOUT_MS, runs } from './runs';

jest.setTimeout(FUZZ_TIMEOUT_MS);

/** The characters of a set of words, order-free: grouping may merge pieces, never lose or invent. */
const characters = (words: Word[]) =>
  words
    .flatMap((w) => [...w.text.replace(/\s/g, '')])
    .sort()
    .join('');
const finite = (word: Word) => [word.x, word.y, word.width, word.height].every(Number.isFinite);

test('groupLines on any page of words: no exception, every character kept once, lines top to bottom (12,000 cases)', () => {
  fc.assert(
    fc.property(page, (p) => {
      const lines = groupLines(p);
      const kept = p.words.filter((w) => w.text.trim() && w.height > 0);
      expect(characters(lines.flatMap((l) => l.words))).toBe(characters(kept));
      for (const [i, line] of lines.entries()) {
        expect(line.text.trim()).not.toBe('');
        expect(line.page).toBe(p.number);
        if (i > 0) expect(line.y).toBeGreaterThanOrEqual(lines[i - 1].y);
      }
    }),
    runs(12_000),
  );
});

test('linesFromText on any text: no exception, one line per non-blank input line (8,000 cases)', () => {
  fc.assert(
    fc.property(fc.oneof(printedText, fc.string({ maxLength: 400 })), (text) => {
      const lines = linesFromText(text);
      expect(lines).toHaveLength(text.split(/\r?\n/).filter((l) => /\S/.test(l)).length);
    }),
    runs(8_000),
  );
});

const matrixEntry = fc.double({ min: -1e4, max: 1e4, noNaN: true });

test('wordsFromTextItems on any pdf.js text items: no exception, words without blanks, finite boxes (8,000 cases)', () => {
  fc.assert(
    fc.property(
      fc.array(
        fc.record({
          str: fc.oneof(printedToken, fc.string({ maxLength: 30 }), fc.constant('   ')),
          width: fc.double({ min: 0, max: 5000, noNaN: true }),
          transform: fc.array(matrixEntry, { minLength: 6, maxLength: 6 }),
          fontName: fc.constantFrom('f1', 'f2', 'missing'),
        }),
        { maxLength: 40 },
      ),
      fc.record({
        ascent: fc.option(fc.double({ noNaN: true }), { nil: undefined }),
        descent: fc.option(fc.double({ noNaN: true }), { nil: undefined }),
        fontFamily: fc.constantFrom('monospace', 'sans-serif'),
      }),
      fc.array(matrixEntry, { minLength: 6, maxLength: 6 }),
      (items, style, viewport) => {
        const words = wordsFromTextItems(items, { f1: style, f2: {} }, viewport, 1);
        for (const word of words) {
          expect(word.text).toMatch(/^\S+$/);
          expect(finite(word)).toBe(true);
        }
      },
    ),
    runs(8_000),
  );
});

test('pageFromOcrWords on any recogniser output: no exception, finite boxes in points (8,000 cases)', () => {
  // Tesseract reports whole pixels.
  const pixel = fc.integer({ min: -100, max: 10_000 });
  fc.assert(
    fc.property(
      fc.array(
        fc.record({
          text: fc.oneof(printedToken, fc.string({ maxLength: 8 })),
          confidence: fc.double({ min: 0, max: 100, noNaN: true }),
          x0: pixel,
          x1: pixel,
          lineTop: pixel,
          lineBottom: pixel,
        }),
        { maxLength: 40 },
      ),
      fc.record({
        width: fc.integer({ min: 1, max: 20_000 }),
        height: fc.integer({ min: 1, max: 20_000 }),
        dpi: fc.option(fc.integer({ min: 1, max: 2400 }), { nil: null }),
      }),
      (ocrWords, image) => {
        const p = pageFromOcrWords(ocrWords, image, 1);
        expect(Number.isFinite(p.width) && Number.isFinite(p.height)).toBe(true);
        for (const word of p.words) expect(finite(word)).toBe(true);
        groupLines(p);
      },
    ),
    runs(8_000),
  );
});
