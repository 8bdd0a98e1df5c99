import { pageFromOcrWords } from '../../../server/convert/ocr/pageFromWords';
import { OcrWord } from '../../../server/convert/ocr/tesseract';

const word = (text: string, x0: number, x1: number, lineTop: number, lineBottom: number, confidence = 95): OcrWord => ({
  text,
  confidence,
  x0,
  x1,
  lineTop,
  lineBottom,
});

describe('pageFromOcrWords', () => {
  it('turns pixels into points at the image resolution', () => {
    const page = pageFromOcrWords([word('Kauf', 300, 450, 600, 640)], { width: 2480, height: 3508, dpi: 300 }, 2);
    expect(page.number).toBe(2);
    expect(page.width).toBeCloseTo(595.2);
    expect(page.height).toBeCloseTo(841.92);
    expect(page.words).toEqual([{ text: 'Kauf', page: 2, x: 72, y: 144, width: 36, height: 9.6 }]);
  });

  it('gives every word the vertical extent of its text line', () => {
    const page = pageFromOcrWords([word('ace', 0, 50, 100, 140), word('Typ', 80, 130, 100, 140)], { width: 1000, height: 1000, dpi: 72 }, 1);
    expect(page.words.map((w) => [w.y, w.height])).toEqual([
      [100, 40],
      [100, 40],
    ]);
  });

  it('without a known resolution, scales so the common line is 10 pt high', () => {
    const words = [word('a', 0, 10, 0, 40), word('b', 20, 30, 50, 90), word('c', 40, 50, 100, 140)];
    const page = pageFromOcrWords(words, { width: 400, height: 300, dpi: null }, 1);
    expect(page.words[0].height).toBeCloseTo(10);
    expect(page.width).toBeCloseTo(100);
  });

  it('drops unsure punctuation (rules, speckles) but keeps sure dashes and every word with a letter or digit', () => {
    const page = pageFromOcrWords(
      [word('|', 0, 5, 0, 10, 20), word('—', 10, 20, 0, 10, 90), word('0,00', 30, 60, 0, 10, 20), word(' ', 70, 80, 0, 10)],
      { width: 100, height: 100, dpi: 72 },
      1,
    );
    expect(page.words.map((w) => w.text)).toEqual(['—', '0,00']);
  });

  it('joins a word OCR cut in two at a gap much narrower than a space, and not words a space apart', () => {
    // 'Harbor Point Secu rities' as read from a 300 dpi letterhead: spaces 0.56-0.65 characters, the cut 0.29.
    const page = pageFromOcrWords(
      [word('Harbor', 170, 357, 166, 209), word('Point', 378, 517, 166, 209), word('Secu', 535, 669, 166, 209), word('rities', 677, 810, 166, 209)],
      { width: 2480, height: 3508, dpi: 300 },
      1,
    );
    expect(page.words.map((w) => w.text)).toEqual(['Harbor', 'Point', 'Securities']);
    expect(page.words[2].width).toBeCloseTo(((810 - 535) * 72) / 300);
  });

  it('reads a figure after a number label as digits', () => {
    const page = pageFromOcrWords(
      [word('Conto', 168, 265, 416, 444), word('n.', 280, 305, 416, 444), word('OO0123A567B9', 318, 565, 416, 444)],
      { width: 2480, height: 3508, dpi: 300 },
      1,
    );
    expect(page.words.map((w) => w.text)).toEqual(['Conto', 'n.', '000123456789']);
  });

  it('reads a figure after a number label and a spaced colon as digits', () => {
    // 'Ordernummer : 000121111681' as read from a 300 dpi scan of a German confirmation.
    const page = pageFromOcrWords(
      [word('Ordernummer', 100, 420, 500, 540), word(':', 530, 540, 500, 540), word('OO01Z1111G81', 580, 880, 500, 540)],
      { width: 2480, height: 3508, dpi: 300 },
      1,
    );
    expect(page.words.map((w) => w.text)).toEqual(['Ordernummer', ':', '000121111681']);
  });

  it('joins an ISIN that OCR cut in two at a narrow gap, and nothing else', () => {
    const page = pageFromOcrWords(
      [
        word('IEOOBAL5Y', 0, 90, 0, 30),
        word('983', 95, 125, 0, 30),
        word('12,50', 140, 190, 0, 30),
        word('DE000BASF', 300, 390, 0, 30),
        word('111', 450, 480, 0, 30),
      ],
      { width: 1000, height: 100, dpi: 72 },
      1,
    );
    expect(page.words.map((w) => w.text)).toEqual(['IE00B4L5Y983', '12,50', 'DE000BASF', '111']);
    expect(page.words[0].width).toBe(125);
  });

  it('repairs misread ISINs', () => {
    const page = pageFromOcrWords([word('IEO0B4L5Y983', 0, 100, 0, 10)], { width: 100, height: 100, dpi: 72 }, 1);
    expect(page.words[0].text).toBe('IE00B4L5Y983');
  });
});
