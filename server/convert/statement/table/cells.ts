import { Line } from '../../words';

/** A run of words between two column gaps, with its span on the page and in the line's text. */
export type Cell = { text: string; x0: number; x1: number; start: number; end: number };

/**
 * The cells of a line laid out in columns: words split where the line's text shows a column gap
 * (two or more spaces, see words.ts). A line without any gap yields one cell.
 */
export function cellsOf(line: Line): Cell[] {
  const cells: Cell[] = [];
  let offset = 0;
  let previousEnd = -1;
  for (const word of line.words) {
    const start = line.text.indexOf(word.text, offset);
    if (start < 0) return [];
    const end = start + word.text.length;
    offset = end;
    const last = cells[cells.length - 1];
    if (last && start - previousEnd < 2) {
      last.text = line.text.slice(last.start, end);
      last.end = end;
      last.x1 = word.x + word.width;
    } else {
      cells.push({ text: word.text, x0: word.x, x1: word.x + word.width, start, end });
    }
    previousEnd = end;
  }
  return cells;
}

/** Whether the line was laid out in columns (it shows at least one column gap). */
export const laidOut = (line: Line) => /\S\s{2,}\S/.test(line.text);

/** How much of [a0, a1] and [b0, b1] overlap horizontally (0 when they do not). */
export function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
}
