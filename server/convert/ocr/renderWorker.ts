/**
 * Runs inside a worker process (see ./index.ts): rasterises PDF pages to PNG for OCR, with
 * pdf.js drawing on @napi-rs/canvas (what pdf.js uses in Node). An allocation refused by the
 * process's memory cap is thrown, not reported as a damaged PDF (pool/memoryCap.ts).
 */
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { openWithPassword } from '../pdf/password';
import { isAllocationFailure } from '../pool/memoryCap';
import { scanResolution } from './scanResolution';

/**
 * A page is never rasterised beyond this many pixels, whatever its declared size: a PDF can
 * declare a page of 200 × 200 inches, which at 300 dpi would need gigabytes.
 */
export const MAX_RENDER_PIXELS = 40_000_000;

/** `password` opens an encrypted PDF (the text job has already checked it); never logged or kept. */
export type RenderJob = { pdf: Uint8Array; pageNumbers: number[]; dpi: number; password?: string };
export type RenderResult = { ok: true; pngs: Uint8Array[] } | { ok: false; code: string; message: string };

type CanvasAndContext = { canvas: { width: number; height: number; data(): Buffer }; context: unknown };

export async function renderPages({ pdf, pageNumbers, dpi, password }: RenderJob): Promise<RenderResult> {
  let doc: PdfJs.PDFDocumentProxy;
  try {
    doc = await openWithPassword(pdf, { password });
  } catch (err) {
    if (isAllocationFailure(err)) throw err;
    return { ok: false, code: 'invalid_pdf', message: `The PDF cannot be read (${(err as Error)?.message}).` };
  }
  try {
    const pngs: Uint8Array[] = [];
    for (const number of pageNumbers) {
      const page = await doc.getPage(number);
      const size = page.getViewport({ scale: 1 });
      // A scan is drawn at its own resolution when that is lower (never enlarged by pdf.js: the
      // OCR preprocessing resizes it once, as it does an uploaded image).
      const pageDpi = Math.min(dpi, (await scanResolution(page)) ?? dpi);
      const scale = Math.min(pageDpi / 72, Math.sqrt(MAX_RENDER_PIXELS / (size.width * size.height)));
      const viewport = page.getViewport({ scale });
      const factory = (doc as unknown as { canvasFactory: { create(w: number, h: number): CanvasAndContext } }).canvasFactory;
      const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      await page.render({ canvasContext: context, canvas, viewport } as unknown as Parameters<PdfJs.PDFPageProxy['render']>[0]).promise;
      // The resolution goes with the pixels (PNG pHYs), so the OCR knows the printed size of a
      // page of any shape; sharp's fast PNG level also costs a third of the canvas encoder's CPU.
      const png = await sharp(canvas.data(), { raw: { width: canvas.width, height: canvas.height, channels: 4 } })
        .withMetadata({ density: scale * 72 })
        .png({ compressionLevel: 1 })
        .toBuffer();
      pngs.push(new Uint8Array(png));
      page.cleanup();
    }
    return { ok: true, pngs };
  } catch (err) {
    if (isAllocationFailure(err)) throw err;
    return { ok: false, code: 'invalid_pdf', message: `A page of the PDF cannot be drawn (${(err as Error)?.message}).` };
  } finally {
    await doc.destroy();
  }
}
