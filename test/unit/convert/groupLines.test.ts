import fc from 'fast-check';
import { groupLines } from '../../../server/convert/layout/lines';
import { linesFromText } from '../../../server/convert/layout/fromText';
import { Word } from '../../../server/convert/words';

const word = (text: string, x: number, y: number, charWidth = 5, height = 10): Word => ({
  text,
  page: 1,
  x,
  y,
  width: text.length * charWidth,
  height,
});
const page = (words: Word[], number = 1) => ({ number, width: 600, height: 800, words: words.map((w) => ({ ...w, page: number })) });
const texts = (words: Word[]) => groupLines(page(words)).map((l) => l.text);

describe('groupLines', () => {
  it('reproduces the monospaced text spacing whatever order the words come in', () => {
    const cell = fc.constantFrom('a', 'B', '7', '.', ',', '-', ' ', ' ', ' ');
    const textLine = fc.array(cell, { maxLength: 60 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(fc.array(textLine, { minLength: 1, maxLength: 12 }), fc.integer(), (rows, seed) => {
        const expected = linesFromText(rows.join('\n'));
        const words = expected.flatMap((l) => l.words);
        const shuffled = words
          .map((w, i) => ({ w, k: Math.sin(seed + i) }))
          .sort((a, b) => a.k - b.k)
          .map((e) => e.w);
        const lines = groupLines(page(shuffled));
        expect(lines.map((l) => l.text)).toEqual(expected.map((l) => l.text));
        expect(lines.map((l) => l.words)).toEqual(expected.map((l) => l.words));
      }),
    );
  });

  it('sorts lines top to bottom and words left to right, with the page number and the band of the line', () => {
    const lines = groupLines(page([word('Amount', 200, 40), word('Date', 20, 40), word('12.00', 200, 20), word('Total', 20, 21)], 3));
    expect(lines.map((l) => [l.page, l.text])).toEqual([
      [3, 'Total  12.00'],
      [3, 'Date  Amount'],
    ]);
    expect(lines[0].y).toBe(20);
    expect(lines[0].height).toBe(11);
  });

  it('keeps a skewed OCR baseline on one line while keeping the neighbouring lines apart', () => {
    // 12 words drifting 1 pt down each: 11 pt from first to last, more than a word height.
    const skewed = (row: number) => Array.from({ length: 12 }, (_, i) => word(`w${row}${i}`, 10 + i * 40, row * 20 + i, 5, 10));
    const lines = groupLines(page([...skewed(1), ...skewed(2), ...skewed(3)]));
    expect(lines).toHaveLength(3);
    expect(lines.map((l) => l.words.map((w) => w.text.slice(0, 2)))).toEqual([Array(12).fill('w1'), Array(12).fill('w2'), Array(12).fill('w3')]);
  });

  // Words laid out from character cells: `spaceWidth` is what one space measures in that font.
  const laidOut = (rows: string[], charWidth: number, spaceWidth: number) =>
    rows.flatMap((row, r) => {
      const words: Word[] = [];
      let x = 0;
      for (const token of row.split(/( +)/)) {
        if (token.startsWith(' ')) x += token.length * spaceWidth;
        else if (token) {
          words.push(word(token, x, r * 20, charWidth));
          x += token.length * charWidth;
        }
      }
      return words;
    });
  const table = ['Date  Description of booking  Amount', '05.03.2024  Apple Inc. shares  1.234,56  EUR', 'Total of the period  99,00'];

  it.each([
    ['a proportional font (a space is half a character)', 5, 2.8],
    ['a monospaced font (a space is one character)', 5, 5],
    ['OCR boxes of a monospaced font (a space measures more than a character)', 4, 5.4],
  ])('uses one space inside a phrase and two at a column gap in %s', (_font, charWidth, spaceWidth) => {
    expect(texts(laidOut(table, charWidth, spaceWidth))).toEqual(table);
  });

  it('splits columns of a proportional font even where the gap is barely wider than a character', () => {
    // Helvetica-like: spaces measure 2.8 pt, characters 5 pt; the date column ends 7 pt before the text.
    const words = [...laidOut(['Acquisto 100 ENI SPA'], 5, 2.8).map((w) => ({ ...w, x: w.x + 57 })), word('17/01/2024', 0, 0)];
    expect(texts(words)).toEqual(['17/01/2024  Acquisto 100 ENI SPA']);
  });

  it('joins pieces of one word that the producer printed separately', () => {
    const lines = groupLines(page([word('1.234', 0, 0), word(',56', 25, 0), word('EUR', 45, 0)]));
    expect(lines[0].text).toBe('1.234,56 EUR');
    expect(lines[0].words.map((w) => [w.text, w.x, w.width])).toEqual([
      ['1.234,56', 0, 40],
      ['EUR', 45, 15],
    ]);
  });

  it('drops a word printed twice on top of itself (fake bold)', () => {
    expect(texts([word('Total', 0, 0), word('Total', 0.3, 0), word('99.00', 60, 0)])).toEqual(['Total  99.00']);
  });

  it('ignores blank words and returns no lines for an empty page', () => {
    expect(groupLines(page([]))).toEqual([]);
    expect(texts([word(' ', 0, 0), word('x', 10, 0)])).toEqual(['x']);
  });
});
