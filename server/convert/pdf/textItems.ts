import { Word } from '../words';

/** The parts of a pdf.js text content item this stage reads. */
export type TextItem = { str: string; width: number; transform: number[]; fontName: string };
export type FontStyle = { ascent?: number; descent?: number; fontFamily?: string };

const PROPORTIONAL_SPACE = 0.55; // a space's width in average characters, in common text fonts

type Matrix = number[]; // [a, b, c, d, e, f] as in PDF

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/**
 * pdf.js text items → words with boxes in points, top-left origin. An item is a run of text in
 * one font and may hold several words (and generators differ in how they cut runs), so items
 * are split on whitespace and each word placed by its character offset — exact for monospaced
 * fonts; for proportional ones pdf.js gives no glyph widths, so a space counts as about half a
 * character (as in Helvetica or Times), which keeps phrase spaces narrower than column gaps.
 * `viewport` is the page viewport's transform (PDF user space → top-left points, with rotation).
 */
export function wordsFromTextItems(items: TextItem[], styles: Record<string, FontStyle>, viewport: Matrix, page: number): Word[] {
  const words: Word[] = [];
  for (const raw of items) {
    // pdf.js gives NUL for a glyph its font maps to no character; U+FFFD says so without
    // putting control characters into rows.
    const item = raw.str.includes('\u0000') ? { ...raw, str: raw.str.replace(/\u0000/g, '\uFFFD') } : raw;
    if (!item.str.trim()) continue;
    const m = multiply(viewport, item.transform);
    // Text running up or down the page (margin notes, barcodes) is not part of any table line.
    if (Math.abs(m[1]) > Math.abs(m[0])) continue;
    const fontSize = Math.hypot(m[2], m[3]);
    const style = styles[item.fontName] ?? {};
    const ascent = style.ascent && style.ascent > 0 && style.ascent < 1.5 ? style.ascent : 0.8;
    const descent = style.descent && style.descent < 0 && style.descent > -1 ? style.descent : -0.2;
    const spaces = item.str.match(/\s/g)?.length ?? 0;
    const space = style.fontFamily === 'monospace' ? 1 : PROPORTIONAL_SPACE;
    const charWidth = item.width / (item.str.length - spaces + spaces * space);
    const offset = (index: number) => {
      const before = item.str.slice(0, index);
      const blanks = before.match(/\s/g)?.length ?? 0;
      return (before.length - blanks + blanks * space) * charWidth;
    };
    for (const match of item.str.matchAll(/\S+/g)) {
      words.push({
        text: match[0],
        page,
        x: hundredths(m[4] + offset(match.index!)),
        y: hundredths(m[5] - ascent * fontSize),
        width: hundredths(match[0].length * charWidth),
        height: hundredths((ascent - descent) * fontSize),
      });
    }
  }
  return words;
}

// Positions to a hundredth of a point: finer is float noise from the matrices, and noise would
// tip rules that compare gaps with widths one way or the other at exact ties.
const hundredths = (v: number) => Math.round(v * 100) / 100;

/** Fewer printable characters than this on a page that shows an image: treat it as a scan. */
export const MIN_TEXT_LAYER_CHARS = 20;

export const countTextChars = (words: Word[]) => words.reduce((n, w) => n + w.text.length, 0);
