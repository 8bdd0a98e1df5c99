import { groupLines } from '../../server/convert/layout/lines';
import { Page } from '../../server/convert/words';

/**
 * The measure of OCR quality used by the OCR tests.
 *
 * A cell is one column value of a table row: the page's words are grouped into printed lines
 * by the layout stage (groupLines), a line's text is split at column gaps (two or more spaces),
 * and lines with at least three such values are table rows. A ground-truth cell (from the PDF's
 * text layer) is recovered when the OCR page has a cell with exactly the same text whose line
 * lies within one line height of it and whose left edge is within 4 pt of it; each OCR cell
 * can stand for one ground-truth cell only. Recovery = recovered / ground-truth cells.
 */
export type Cell = { text: string; x: number; y: number; height: number };

export function tableCells(page: Page): Cell[] {
  return groupLines(page).flatMap((line) => {
    const cells: Cell[] = [];
    let words = [...line.words].sort((a, b) => a.x - b.x);
    const values = line.text.trim().split(/\s{2,}/);
    if (values.length < 3) return [];
    for (const text of values) {
      const count = text.split(' ').length;
      cells.push({ text, x: words[0].x, y: line.y, height: line.height });
      words = words.slice(count);
    }
    return cells;
  });
}

export function cellRecovery(truth: Page, ocr: Page): { total: number; recovered: number; missed: string[] } {
  const expected = tableCells(truth);
  const available = tableCells(ocr);
  const missed: string[] = [];
  for (const cell of expected) {
    const at = available.findIndex((c) => c.text === cell.text && Math.abs(c.y - cell.y) <= Math.max(c.height, cell.height) && Math.abs(c.x - cell.x) <= 4);
    if (at >= 0) available.splice(at, 1);
    else missed.push(cell.text);
  }
  return { total: expected.length, recovered: expected.length - missed.length, missed };
}
