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
  let images: ImageCheck | undefined;
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
    images = new ImageCheck(pdf, { ...open, password });
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items = content.items.filter((item) => 'str' in item) as TextItem[];
      const words = wordsFromTextItems(items, content.styles as Record<string, FontStyle>, viewport.transform, number);
      pages.push({ number, width: viewport.width, height: viewport.height, words });
      if (countTextChars(words) < MIN_TEXT_LAYER_CHARS && (await images.shows(page))) pagesNeedingOcr.push(number);
      page.cleanup();
    }
    return { ok: true, pageCount: doc.numPages, pages, pagesNeedingOcr };
  } catch (err) {
    if (isAllocationFailure(err)) throw err;
    return { ok: false, code: 'invalid_pdf', message: `The PDF is damaged and cannot be read (${(err as Error)?.message}).` };
  } finally {
    await images?.close();
    await doc.destroy();
    worker.destroy();
  }
}

// What pdf.js fails an operator list with, under `maxImageSize` and `stopAtErrors`, at a larger image.
const IMAGE_TOO_LARGE = 'Image exceeded maximum allowed size';

/** Images up to this many pixels are decoded to answer as before (~4 MB at most), larger ones are not. */
const SMALL_IMAGE_PIXELS = 250_000;

/**
 * Whether a page paints an image, without decoding the large ones. pdf.js builds an operator list
 * for drawing: every image in it is inflated and converted to RGBA pixels, ~15 bytes a pixel at
 * its peak (the inflated stream and the PNG predictor's output in buffers grown by doubling, then
 * the RGBA copy). Measured on a 5400 × 4300 RGB PNG page (300 dpi): +350 MB of ArrayBuffers per
 * page, garbage only at the next GC, so a two-page scan took the process past its 512 MB cap
 * (docs/converter.md) though this process needs no pixel. So pages are asked on a second opening
 * of the file, in a worker of its own, where pdf.js decodes no image above SMALL_IMAGE_PIXELS and
 * stops at one: the operator list then fails with IMAGE_TOO_LARGE, which only the worker's port
 * reports (pdf.js resolves a failed list with what it had). Below that size images are decoded as
 * before; whatever else stops that opening (a fault the tolerant one skips over) is asked of the
 * page itself, as before.
 */
class ImageCheck {
  #probe?: Promise<PdfJs.PDFDocumentProxy | undefined>;
  readonly #errors: string[] = [];
  #worker?: PdfJs.PDFWorker;

  constructor(
    private readonly pdf: Uint8Array,
    private readonly open: OpenPdfOptions,
  ) {}

  async shows(page: PdfJs.PDFPageProxy): Promise<boolean> {
    const probe = await (this.#probe ??= this.#openProbe());
    if (probe) {
      this.#errors.length = 0;
      let probePage: PdfJs.PDFPageProxy | undefined;
      try {
        probePage = await probe.getPage(page.pageNumber);
        const ops = await probePage.getOperatorList();
        if (this.#errors.some((message) => message.includes(IMAGE_TOO_LARGE))) return true;
        if (this.#errors.length === 0) return hasImageOp(ops);
      } catch (err) {
        if (isAllocationFailure(err)) throw err;
      } finally {
        probePage?.cleanup();
      }
    }
    return hasImageOp(await page.getOperatorList());
  }

  async close(): Promise<void> {
    const probe = await this.#probe?.catch(() => undefined);
    await probe?.destroy();
    this.#worker?.destroy();
  }

  async #openProbe(): Promise<PdfJs.PDFDocumentProxy | undefined> {
    // The in-thread worker's port ignores transfer lists (inThreadWorker.ts), so the bytes the
    // first opening was given are still there; were they taken, the page itself is asked.
    if (this.pdf.byteLength === 0) return undefined;
    this.#worker = inThreadPdfWorker((message) => this.#errors.push(message));
    try {
      const options = { ...this.open, worker: this.#worker, stopAtErrors: true, maxImagePixels: SMALL_IMAGE_PIXELS };
      return await openWithPassword(this.pdf, options);
    } catch (err) {
      if (isAllocationFailure(err)) throw err;
      return undefined;
    }
  }
}

const hasImageOp = (ops: { fnArray: number[] }) => ops.fnArray.some((fn) => IMAGE_OPS.has(fn));
