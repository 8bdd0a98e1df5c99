/**
 * How big the printed page behind an image was, so OCR boxes in pixels can become points
 * (1/72 in) like the boxes of a PDF text layer, and so small scans can be enlarged to the
 * ~300 dpi tesseract's LSTM models were trained on.
 */

/** Width and height of A4 in inches; US Letter (8.5 × 11) is within the page-like tolerance. */
const PAGE_SHORT_SIDE_IN = 8.27;
const PAGE_LONG_SIDE_IN = 11.69;
/** Long side / short side of A4 is 1.41, of Letter 1.29; screenshots and crops fall outside. */
const PAGE_ASPECT_MIN = 1.2;
const PAGE_ASPECT_MAX = 1.6;

export const TARGET_DPI = 300;
/** Below this, text is too few pixels high for the LSTM: upscale to TARGET_DPI. */
const MIN_DPI = 250;
/** Above this, extra pixels only cost time: downscale to TARGET_DPI. */
const MAX_DPI = 450;
/** Photos of unknown size: keep the long side at most this many pixels. */
export const MAX_LONG_SIDE_PX = 5000;
/** An image of unknown size narrower than this is most likely a screen capture of small text. */
const SMALL_UNKNOWN_WIDTH_PX = 1200;
/** Enlarging beyond this adds no information, only blur and time. */
const MAX_UPSCALE = 4;

/**
 * The resolution of an image in dots per inch, or null when nothing tells: a page-like aspect
 * ratio means a full page (portrait or landscape A4/Letter), else a plausible density stored
 * in the file. 72 is the default many encoders write without meaning it, so it is ignored.
 */
export function estimateDpi(width: number, height: number, density?: number): number | null {
  const aspect = Math.max(width, height) / Math.min(width, height);
  if (aspect >= PAGE_ASPECT_MIN && aspect <= PAGE_ASPECT_MAX) {
    return width < height ? width / PAGE_SHORT_SIDE_IN : width / PAGE_LONG_SIDE_IN;
  }
  if (density && density !== 72 && density >= 50 && density <= 2400) return density;
  return null;
}

/** The factor to resize an image by before OCR (1 = keep). */
export function ocrScale(width: number, height: number, dpi: number | null): number {
  let scale = 1;
  if (dpi !== null) {
    if (dpi < MIN_DPI || dpi > MAX_DPI) scale = TARGET_DPI / dpi;
  } else if (width < SMALL_UNKNOWN_WIDTH_PX) {
    scale = 2;
  }
  scale = Math.min(scale, MAX_UPSCALE, MAX_LONG_SIDE_PX / Math.max(width, height));
  return Math.abs(scale - 1) < 0.05 ? 1 : scale;
}
