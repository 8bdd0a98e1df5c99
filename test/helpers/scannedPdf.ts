import path from 'node:path';
import { newPdf, pdfBytes } from '../../fixtures/lib/pdfkit';

const PAGE_SCAN = path.join(__dirname, '..', '..', 'fixtures', 'de-depotauszug', 'document.png');

/** A PDF of `pages` A4 pages, each a scan of a statement page and no text layer: every page needs OCR. */
export function scannedPdf(pages: number): Promise<Buffer> {
  const doc = newPdf();
  // From a path, pdfkit embeds the image once and shows it on every page.
  for (let i = 0; i < pages; i++) doc.addPage({ size: 'A4' }).image(PAGE_SCAN, 0, 0, { width: 595.28, height: 841.89 });
  return pdfBytes(doc);
}
