import os from 'node:os';

/**
 * Limits of the OCR path, read once from the environment (documented in docs/converter.md, section
 * "OCR"). Defaults suit a small machine: OCR threads leave one core to the HTTP loop and to
 * PDF parsing.
 */
const intFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export const ocrConfig = {
  /** Threads running tesseract, each holding its own recogniser (~270 MB with six languages). */
  workers: intFromEnv('OCR_WORKERS', Math.min(4, Math.max(1, os.availableParallelism() - 1))),
  /** Pages waiting for an OCR thread beyond those running; more → 503 with Retry-After. */
  queue: intFromEnv('OCR_QUEUE', 32),
  /**
   * Memory an OCR process may take beyond what it holds once started, every allocation counted;
   * more → 400 document_too_complex. Measured: an OCR process with its two recognisers (six
   * languages, then a page's language) and a page took ~550 MB.
   */
  memoryMb: intFromEnv('OCR_WORKER_MEMORY_MB', 1024),
  /**
   * The same for the process drawing PDF pages without text: pdf.js decodes a page's image at its
   * full resolution to draw it. Measured: a 600 dpi Letter page scanned to a PNG image (34
   * megapixels, grey) needs 1,100–1,200 MB at its peak; 1024 refused it as too complex.
   */
  renderMemoryMb: intFromEnv('OCR_RENDER_MEMORY_MB', 1536),
  /** One page (waiting + preprocessing + recognition) taking longer is abandoned: 503. */
  timeoutMs: intFromEnv('OCR_TIMEOUT_MS', 120_000),
  /**
   * Tesseract languages, most likely first: statements here are mostly German and English.
   * Tesseract consults the later languages only for words the first is unsure of, so all six
   * cost ~20 % more CPU than German+English on a German page and keep é, á, ñ on French and
   * Spanish ones (measurements in docs/benchmarks.md, "OCR").
   */
  languages: (process.env.OCR_LANGUAGES ?? 'deu+eng+fra+spa+ita+nld').split('+').filter(Boolean),
  /** Resolution at which PDF pages without a text layer are rasterised for OCR. */
  renderDpi: intFromEnv('OCR_RENDER_DPI', 300),
};
