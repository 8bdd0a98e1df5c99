/**
 * Runs in a worker thread for inThreadWorker.test.ts (jest cannot load pdf.js, an ES module, in
 * its own module system): one PDF read through pdf.js's own in-thread transport and through the
 * text worker's (server/convert/pdf/inThreadWorker.ts).
 */
import { inThreadPdfWorker } from '../../../../server/convert/pdf/inThreadWorker';
import { openPdf } from '../../../../server/convert/pdf/pdfjs';

export type PdfAsSeen = { ok: true; pages: { text: unknown; fnArray: number[]; argsArray: unknown[] }[] } | { ok: false; name: string; message: string };

async function read(pdf: Uint8Array, sharing: boolean): Promise<PdfAsSeen> {
  const worker = sharing ? inThreadPdfWorker() : undefined;
  try {
    const doc = await openPdf(pdf.slice(), { drawGlyphs: false, worker });
    const pages = [];
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      const text = await page.getTextContent();
      const { fnArray, argsArray } = await page.getOperatorList();
      pages.push({ text, fnArray, argsArray });
    }
    await doc.destroy();
    // Font ids name the document ("g_d44_f1"), and each read is a document of its own.
    return { ok: true, pages: JSON.parse(JSON.stringify(pages).replace(/\bg_d\d+_/g, 'g_d_')) };
  } catch (err) {
    return { ok: false, name: (err as Error).name, message: (err as Error).message };
  } finally {
    worker?.destroy();
  }
}

export async function readBothWays({ pdf }: { pdf: Uint8Array }): Promise<{ own: PdfAsSeen; sharing: PdfAsSeen }> {
  return { own: await read(pdf, false), sharing: await read(pdf, true) };
}
