import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfjs } from '../pdf/pdfjs';

/**
 * A page of a scanned PDF is an image of the whole page. Drawn by pdf.js at any other resolution
 * than its own, its pixels are resampled twice (pdf.js, then the OCR preprocessing) and thin
 * strokes blur: a 200 dpi scan drawn at 300 dpi lost the point of "0.52" ("052", confidence 90)
 * and put a gap inside "USD0.25", both read right from the scan's own pixels.
 */

/** An image covering at least this share of the page is the page's scan. */
const SCAN_COVERAGE = 0.5;
/**
 * More text runs or vector paths than this drawn as well (text turned into outlines over a
 * letterhead image, a form), and the page is no mere scan: their shapes need the full resolution.
 */
const MAX_VECTOR_OPERATIONS = 20;

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const multiply = ([a, b, c, d, e, f]: Matrix, [a2, b2, c2, d2, e2, f2]: Matrix): Matrix => [
  a * a2 + b * c2,
  a * b2 + b * d2,
  c * a2 + d * c2,
  c * b2 + d * d2,
  e * a2 + f * c2 + e2,
  e * b2 + f * d2 + f2,
];

/**
 * The resolution in dots per inch of the image that covers most of the page, when it covers at
 * least half of it and little else is drawn (a scan); undefined for pages drawn from vector content.
 */
export async function scanResolution(page: PdfJs.PDFPageProxy): Promise<number | undefined> {
  const { OPS } = pdfjs;
  const { fnArray, argsArray } = await page.getOperatorList();
  const [x0, y0, x1, y1] = page.view;
  const pageArea = Math.abs((x1 - x0) * (y1 - y0));
  let transform = IDENTITY;
  const saved: Matrix[] = [];
  let best: { area: number; dpi: number } | undefined;
  let vectorOperations = 0;
  for (let i = 0; i < fnArray.length; i++) {
    const args = argsArray[i];
    switch (fnArray[i]) {
      case OPS.constructPath:
      case OPS.showText:
      case OPS.showSpacedText:
        if (++vectorOperations > MAX_VECTOR_OPERATIONS) return undefined;
        break;
      case OPS.save:
      case OPS.paintFormXObjectBegin:
        saved.push(transform);
        if (fnArray[i] === OPS.paintFormXObjectBegin && Array.isArray(args?.[0])) transform = multiply(args[0] as Matrix, transform);
        break;
      case OPS.restore:
      case OPS.paintFormXObjectEnd:
        transform = saved.pop() ?? IDENTITY;
        break;
      case OPS.transform:
        transform = multiply(args as Matrix, transform);
        break;
      case OPS.paintImageXObject:
      case OPS.paintInlineImageXObject: {
        // An image fills the unit square of the current transform: its printed size in points.
        const pixels = fnArray[i] === OPS.paintImageXObject ? { width: args[1], height: args[2] } : args[0];
        const [a, b, c, d] = transform;
        const printedWidth = Math.hypot(a, b);
        const printedHeight = Math.hypot(c, d);
        const area = Math.abs(a * d - b * c);
        if (!(pixels?.width > 0) || !(printedWidth > 0) || !(printedHeight > 0)) break;
        const dpi = Math.max((pixels.width * 72) / printedWidth, (pixels.height * 72) / printedHeight);
        if (area >= SCAN_COVERAGE * pageArea && (!best || area > best.area)) best = { area, dpi };
        break;
      }
    }
  }
  return best?.dpi;
}
