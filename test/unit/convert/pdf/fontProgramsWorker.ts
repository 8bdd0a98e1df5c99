/**
 * Runs in a worker thread for standardFontPrograms.test.ts (jest cannot load pdf.js, an ES
 * module, in its own module system): one PDF read with and without the standard font programs.
 */
import { groupLines } from '../../../../server/convert/layout/lines';
import type { OpenPdfOptions } from '../../../../server/convert/pdf/pdfjs';
import { readPdfText } from '../../../../server/convert/pdf/textWorker';
import { rowsFromPages } from '../../../../server/convert/rows/rowsWorker';

async function read(pdf: Uint8Array, open: OpenPdfOptions) {
  const text = await readPdfText({ pdf: pdf.slice(), maxPages: 200 }, open);
  if (!text.ok) throw new Error(text.message);
  const pages = text.pages;
  return {
    // What the layout stage may rely on: everything but a word's vertical box.
    horizontal: pages.map((p) => [p.number, p.width, p.height, p.words.map((w) => [w.text, w.page, w.x, w.width])]),
    lines: pages.flatMap(groupLines).map((l) => l.text),
    rows: rowsFromPages({ pages }),
    pages,
  };
}

export type FontProgramsComparison = {
  withPrograms: Omit<Awaited<ReturnType<typeof read>>, 'pages'>;
  textOnly: Omit<Awaited<ReturnType<typeof read>>, 'pages'>;
  sameBoxes: boolean;
};

export async function compareFontPrograms({ pdf }: { pdf: Uint8Array }): Promise<FontProgramsComparison> {
  const { pages: a, ...withPrograms } = await read(pdf, { drawGlyphs: true });
  const { pages: b, ...textOnly } = await read(pdf, { drawGlyphs: false });
  return { withPrograms, textOnly, sameBoxes: JSON.stringify(a) === JSON.stringify(b) };
}
