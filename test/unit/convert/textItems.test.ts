import { wordsFromTextItems } from '../../../server/convert/pdf/textItems';

const identity = [1, 0, 0, 1, 0, 0];
const flipToTopLeft = [1, 0, 0, -1, 0, 800]; // a pdf.js viewport of an 800 pt high page

describe('wordsFromTextItems', () => {
  it('splits an item on spaces, a space one cell wide in a monospaced font', () => {
    const words = wordsFromTextItems(
      [{ str: 'Kauf  10 AAPL', width: 13 * 6, transform: [10, 0, 0, 10, 100, 700], fontName: 'mono' }],
      { mono: { fontFamily: 'monospace', ascent: 0.8, descent: -0.2 } },
      flipToTopLeft,
      2,
    );
    expect(words.map((w) => [w.text, w.x, w.width])).toEqual([
      ['Kauf', 100, 24],
      ['10', 136, 12],
      ['AAPL', 154, 24],
    ]);
    expect(words[0]).toMatchObject({ page: 2, y: 92, height: 10 });
  });

  it('counts a space as about half a character in a proportional font', () => {
    // 9 characters and one space: each character 1/(9 + 0.55) of the width.
    const [first, second] = wordsFromTextItems(
      [{ str: 'Apple Inc.', width: 47.75, transform: [10, 0, 0, 10, 0, 0], fontName: 'sans' }],
      { sans: { fontFamily: 'sans-serif' } },
      identity,
      1,
    );
    expect(first.width).toBeCloseTo(25);
    expect(second.x - (first.x + first.width)).toBeCloseTo(2.75);
  });

  it('marks glyphs without a character as U+FFFD instead of NUL', () => {
    const [word] = wordsFromTextItems([{ str: 'E\u0000ekten', width: 40, transform: [10, 0, 0, 10, 0, 0], fontName: 'f' }], {}, identity, 1);
    expect(word.text).toBe('E\uFFFDekten');
  });

  it('skips blank items and text running up the page', () => {
    const words = wordsFromTextItems(
      [
        { str: '   ', width: 9, transform: [10, 0, 0, 10, 0, 0], fontName: 'f' },
        { str: 'vertical', width: 40, transform: [0, 10, -10, 0, 0, 0], fontName: 'f' },
      ],
      {},
      identity,
      1,
    );
    expect(words).toEqual([]);
  });
});
