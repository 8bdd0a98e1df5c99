/**
 * Runs inside a worker process (see ./index.ts): parses one PDF with pdf.js and returns its
 * positioned words per page, plus the pages that have no usable text layer and need OCR.
 * Asked for `rows`, a PDF whose every page has a text layer is also read to rows here, on the
 * same process, and only the rows go back: a second job in the rows pool would cost another hop
 * and a copy of every word, and so would sending the words back with the rows (0.35 ms of
 * structured clone per fixture PDF, against 0.03 ms for the rows alone).
 * Expected failures come back as values, not throws, so their code survives the process boundary;
 * an allocation refused by the process's memory cap is thrown (pool/memoryCap.ts).
 */
// First: it keeps the native Array.prototype.push before pdf.js replaces it (see ./nativePush.ts).
import { restoreNativePush } from './nativePush';
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Row } from '../columns';
import { isAllocationFailure } from '../pool/memoryCap';
import { rowsFromPages } from '../rows/rowsWorker';
import { Page } from '../words';
import { inThreadPdfWorker } from './inThreadWorker';
import { openWithPassword, openFailure, PdfOpenFailure } from './password';
import { OpenPdfOptions, pdfjs } from './pdfjs';
import { countTextChars, FontStyle, MIN_TEXT_LAYER_CHARS, TextItem, wordsFromTextItems } from './textItems';

/** `password` opens an encrypted PDF; it lives only as long as the job (never logged or kept). */
export type PdfTextJob = { pdf: Uint8Array; maxPages: number; rows?: boolean; password?: string };
export type PdfTextResult =
  | { ok: true; pageCount: number; pages: Page[]; pagesNeedingOcr: number[] }
  | { ok: true; pageCount: number; rows: Row[] }
  | PdfOpenFailure
  | { ok: false; code: 'invalid_pdf' | 'too_many_pages'; message: string };

restoreNativePush();

const IMAGE_OPS = new Set([pdfjs.OPS.paintImageXObject, pdfjs.OPS.paintInlineImageXObject, pdfjs.OPS.paintImageMaskXObject, pdfjs.OPS.paintImageXObjectRepeat]);

export async function extractPdfText(job: PdfTextJob): Promise<PdfTextResult> {
  const text = await readPdfText(job);
  if (!job.rows || !text.ok || text.pagesNeedingOcr.length > 0) return text;
  // After the document is closed, and outside its error handling: a fault in the statement
  // stage is the server's, not a damaged PDF.
  return { ok: true, pageCount: text.pageCount, rows: rowsFromPages({ pages: text.pages }) };
}

/** `open` is for checks that compare with glyph drawing loaded (see pdfjs.ts); the job reads text only. */
export async function readPdfText(
  { pdf, maxPages, password }: PdfTextJob,
  open: OpenPdfOptions = { drawGlyphs: false },
): Promise<Exclude<PdfTextResult, { rows: Row[] }>> {
  const worker = inThreadPdfWorker();
  let doc: PdfJs.PDFDocumentProxy;
  try {
    doc = await openWithPassword(pdf, { ...open, worker, password });
  } catch (err) {
    worker.destroy();
    if (isAllocationFailure(err)) throw err;
    return openFailure(err);
  }
  try {
    if (doc.numPages > maxPages) {
      return {
        ok: false,
        code: 'too_many_pages',
        message: `The PDF has ${doc.numPages} pages; at most ${maxPages} are converted per file. Split it and upload the parts.`,
      };
    }
    const pages: Page[] = [];
    const pagesNeedingOcr: number[] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items = content.items.filter((item) => 'str' in item) as TextItem[];
      const words = wordsFromTextItems(items, content.styles as Record<string, FontStyle>, viewport.transform, number);
      pages.push({ number, width: viewport.width, height: viewport.height, words });
      if (countTextChars(words) < MIN_TEXT_LAYER_CHARS && (await showsImage(page))) pagesNeedingOcr.push(number);
      page.cleanup();
    }
    return { ok: true, pageCount: doc.numPages, pages, pagesNeedingOcr };
  } catch (err) {
    if (isAllocationFailure(err)) throw err;
    return { ok: false, code: 'invalid_pdf', message: `The PDF is damaged and cannot be read (${(err as Error)?.message}).` };
  } finally {
    await doc.destroy();
    worker.destroy();
  }
}

async function showsImage(page: PdfJs.PDFPageProxy): Promise<boolean> {
  const ops = await page.getOperatorList();
  return ops.fnArray.some((fn) => IMAGE_OPS.has(fn));
}
