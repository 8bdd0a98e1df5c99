import { badRequest } from '../errors';
import type { Row } from './columns';
import { ACCEPTED_FILE_TYPES, detectFileType } from './detect';
import { ocrConfig } from './ocr/config';
import { closeOcr, recognizeImage, renderPdfPages } from './ocr';
import { closePdfText, extractPdfRows, extractPdfText, startPdfText } from './pdf';
import { ConversionResult, conversionResult } from './result';
import { closeRows, rowsOf } from './rows';
import { ExtractedDocument, ExtractionMode, Page } from './words';

export type ConvertInput = { bytes: Buffer; filename: string; mediaType?: string };

/**
 * One path for every input: bytes → positioned words (pdf.js text layer, or OCR for images and
 * for PDF pages without one) → lines → rows. The type is taken from the content; `mediaType`
 * is the HTTP layer's concern and does not steer the conversion.
 * Throws ApiError: 400 for files it cannot read, 503 (Retry-After) when the workers are saturated.
 */
export async function convertDocument(input: ConvertInput): Promise<ConversionResult> {
  const document = await readDocument(input.bytes, true);
  const rows = 'rows' in document ? document.rows : await rowsOf(document.pages);
  return conversionResult(input.filename, document.mode, rows);
}

/** The positioned words of every page, and whether any page needed OCR. */
export function extractDocument(bytes: Buffer): Promise<ExtractedDocument> {
  return readDocument(bytes, false);
}

/** A PDF read to rows in its text job (see pdf/textWorker.ts): its words never left the worker. */
type DocumentRows = { mode: ExtractionMode; rows: Row[] };

/** With `withRows`, a PDF whose pages all have a text layer comes back as its rows; everything else as words for rowsOf. */
async function readDocument(bytes: Buffer, withRows: false): Promise<ExtractedDocument>;
async function readDocument(bytes: Buffer, withRows: true): Promise<ExtractedDocument | DocumentRows>;
async function readDocument(bytes: Buffer, withRows: boolean): Promise<ExtractedDocument | DocumentRows> {
  if (bytes.length === 0) throw badRequest('empty_file', `The file is empty. Send a ${ACCEPTED_FILE_TYPES} file.`);
  const type = detectFileType(bytes);
  if (type === null) {
    throw badRequest(
      'unsupported_file_type',
      `The file is not a PDF, PNG, JPEG or WebP (judged by its content, not its name). Send a ${ACCEPTED_FILE_TYPES} file.`,
    );
  }
  if (type !== 'pdf') return { mode: 'ocr', pages: [await recognizeImage(bytes, 1)] };

  const pdf = withRows ? await extractPdfRows(bytes) : await extractPdfText(bytes);
  if ('rows' in pdf) return { mode: 'text', rows: pdf.rows };
  if (pdf.pagesNeedingOcr.length === 0) return { mode: 'text', pages: pdf.pages };
  const scanned = await recognizePdfPages(bytes, pdf.pagesNeedingOcr);
  return { mode: 'ocr', pages: pdf.pages.map((page) => scanned.get(page.number) ?? page) };
}

// A few pages at a time, as many as there are OCR threads: a long scan then neither floods
// the OCR queue (which would answer 503) nor holds every page image in memory at once.
async function recognizePdfPages(pdfBytes: Buffer, pageNumbers: number[]): Promise<Map<number, Page>> {
  const pages = new Map<number, Page>();
  for (let i = 0; i < pageNumbers.length; i += ocrConfig.workers) {
    const batch = pageNumbers.slice(i, i + ocrConfig.workers);
    const images = await renderPdfPages(pdfBytes, batch);
    const recognized = await Promise.all(images.map((png, j) => recognizeImage(png, batch[j])));
    for (const page of recognized) pages.set(page.number, page);
  }
  return pages;
}

/**
 * Readies what every conversion needs, in the background, so that a server's first request does
 * not wait for it: the PDF text thread. The OCR threads stay lazy (heavier, and needed by images
 * and scans only).
 */
export function startConverter(): void {
  startPdfText();
}

/** Stops the PDF and OCR worker threads (graceful shutdown, end of tests). */
export async function closeConverter(): Promise<void> {
  await Promise.all([closePdfText(), closeOcr(), closeRows()]);
}
