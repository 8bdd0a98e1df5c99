/**
 * Runs inside a worker thread (see ./index.ts): rasterises PDF pages to PNG for OCR, with
 * pdf.js drawing on @napi-rs/canvas (what pdf.js uses in Node).
 */
import path from 'node:path';
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdf.js ships as ES modules only; Node ≥ 20.19 loads them with require().
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdfjs: typeof PdfJs = require('pdfjs-dist/legacy/build/pdf.mjs');

const pdfjsDir = path.dirname(require.resolve('pdfjs-dist/package.json'));

/**
 * A page is never rasterised beyond this many pixels, whatever its declared size: a PDF can
 * declare a page of 200 × 200 inches, which at 300 dpi would need gigabytes.
 */
export const MAX_RENDER_PIXELS = 40_000_000;

export type RenderJob = { pdf: Uint8Array; pageNumbers: number[]; dpi: number };
export type RenderResult = { ok: true; pngs: Uint8Array[] } | { ok: false; code: string; message: string };

type CanvasAndContext = { canvas: { toBuffer(mime: 'image/png'): Buffer }; context: unknown };

export async function renderPages({ pdf, pageNumbers, dpi }: RenderJob): Promise<RenderResult> {
  let doc: PdfJs.PDFDocumentProxy;
  try {
    doc = await pdfjs.getDocument({
      data: pdf,
      verbosity: pdfjs.VerbosityLevel.ERRORS,
      isEvalSupported: false,
      // Local copies from the pdfjs-dist package, so Helvetica & co. render with their real
      // shapes instead of a fallback; nothing is fetched over the network.
      cMapUrl: path.join(pdfjsDir, 'cmaps') + path.sep,
      cMapPacked: true,
      standardFontDataUrl: path.join(pdfjsDir, 'standard_fonts') + path.sep,
    }).promise;
  } catch (err) {
    return { ok: false, code: 'invalid_pdf', message: `The PDF cannot be read (${(err as Error)?.message}).` };
  }
  try {
    const pngs: Uint8Array[] = [];
    for (const number of pageNumbers) {
      const page = await doc.getPage(number);
      const size = page.getViewport({ scale: 1 });
      const scale = Math.min(dpi / 72, Math.sqrt(MAX_RENDER_PIXELS / (size.width * size.height)));
      const viewport = page.getViewport({ scale });
      const factory = (doc as unknown as { canvasFactory: { create(w: number, h: number): CanvasAndContext } })
        .canvasFactory;
      const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      await page.render({ canvasContext: context, canvas, viewport } as unknown as Parameters<PdfJs.PDFPageProxy['render']>[0]).promise;
      pngs.push(new Uint8Array(canvas.toBuffer('image/png')));
      page.cleanup();
    }
    return { ok: true, pngs };
  } catch (err) {
    return { ok: false, code: 'invalid_pdf', message: `A page of the PDF cannot be drawn (${(err as Error)?.message}).` };
  } finally {
    await doc.destroy();
  }
}
