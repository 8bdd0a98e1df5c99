import { Line, Word } from '../words';

/**
 * Lines of monospaced text as if printed: each character one cell wide, each line one cell high.
 * Words are runs of non-space characters; `text` keeps the printed spacing collapsed the same
 * way the PDF layout stage collapses it (one space inside a phrase, two or more at a gap).
 * Used to feed plain-text documents (the corpus, unit tests) straight into the statement stage.
 */
export const CELL_WIDTH = 6;
export const CELL_HEIGHT = 12;

export function linesFromText(text: string, page = 1): Line[] {
  const lines: Line[] = [];
  text.split(/\r?\n/).forEach((raw, row) => {
    const words: Word[] = [];
    for (const m of raw.matchAll(/\S+/g)) {
      words.push({
        text: m[0],
        page,
        x: m.index! * CELL_WIDTH,
        y: row * CELL_HEIGHT,
        width: m[0].length * CELL_WIDTH,
        height: CELL_HEIGHT,
      });
    }
    if (words.length === 0) return;
    lines.push({ page, y: row * CELL_HEIGHT, height: CELL_HEIGHT, words, text: raw.trim().replace(/ {3,}/g, '  ') });
  });
  return lines;
}
