import os from 'node:os';

/**
 * Limits of the conversion pipeline, read once from the environment so an operator can tune
 * them without a code change (documented in docs/converter.md, "Pipeline and limits").
 */
const intFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export const convertConfig = {
  /** A PDF with more pages is refused with 400 too_many_pages before any page is parsed. */
  maxPdfPages: intFromEnv('CONVERT_MAX_PDF_PAGES', 200),
  /** Worker threads for PDF parsing; one per core, the HTTP loop shares the machine with them. */
  pdfWorkers: intFromEnv('CONVERT_PDF_WORKERS', Math.max(1, os.availableParallelism())),
  /** Jobs waiting for a PDF worker beyond those running; more → 503 with Retry-After. */
  pdfQueue: intFromEnv('CONVERT_PDF_QUEUE', 32),
  /** A PDF job (waiting + parsing) taking longer is abandoned, its worker replaced: 503. */
  pdfTimeoutMs: intFromEnv('CONVERT_PDF_TIMEOUT_MS', 60_000),
  /**
   * Memory a PDF-text or rows process may take beyond what it holds once loaded, every allocation
   * counted (pool/memoryCap.ts); more → 400 document_too_complex. Measured: the fixtures, a
   * 200-page PDF and a 1200 dpi scanned page each took under 256 MB.
   */
  workerMemoryMb: intFromEnv('CONVERT_WORKER_MEMORY_MB', 512),
  /**
   * One conversion (every job of it: parsing, drawing, OCR, rows) taking longer is stopped: 503
   * conversion_timeout. Under the n8n node's 5-minute request timeout, so its caller gets an answer.
   */
  deadlineMs: intFromEnv('CONVERT_DEADLINE_MS', 240_000),
};
