import { ApiError, badRequest } from '../errors';
import type { Row } from './columns';
import { convertConfig } from './config';
import { ACCEPTED_FILE_TYPES, detectFileType } from './detect';
import { ocrConfig } from './ocr/config';
import { closeOcr, recognizeImage, renderPdfPages } from './ocr';
import { closePdfText, extractPdfRows, extractPdfText, startPdfText } from './pdf';
import { ConversionResult, conversionResult } from './result';
import { closeRows, rowsOf } from './rows';
import { ExtractedDocument, ExtractionMode, Page } from './words';

export type ConvertInput = {
  bytes: Buffer;
  filename: string;
  mediaType?: string;
  /** Opens a password-protected PDF; ignored for other files. Never logged or kept. */
  password?: string;
  /** Aborts the conversion (e.g. the client has gone): its running jobs are stopped. */
  signal?: AbortSignal;
};

const RETRY_AFTER_SECONDS = '60';

const conversionTimeout = () =>
  new ApiError(
    503,
    'conversion_timeout',
    `The conversion took longer than ${Math.round(convertConfig.deadlineMs / 1000)} s and was stopped. Retry in a minute; if it is stopped again, split the document into smaller files.`,
    { 'Retry-After': RETRY_AFTER_SECONDS },
  );

/**
 * One path for every input: bytes → positioned words (pdf.js text layer, or OCR for images and
 * for PDF pages without one) → lines → rows. The type is taken from the content; `mediaType`
 * is the HTTP layer's concern and does not steer the conversion.
 * Throws ApiError: 400 for files it cannot read or that need more memory than a
 * job may take, 503 (Retry-After) when the workers are saturated or the deadline has passed,
 * or the reason of `input.signal` once it aborts.
 */
export function convertDocument(input: ConvertInput): Promise<ConversionResult> {
  return withDeadline(input.signal, async (signal) => {
    const document = await readDocument(input, true, signal);
    const rows = 'rows' in document ? document.rows : await rowsOf(document.pages, signal);
    return conversionResult(input.filename, document.mode, rows);
  });
}

/** The positioned words of every page, and whether any page needed OCR. */
export function extractDocument(bytes: Buffer, password?: string): Promise<ExtractedDocument> {
  return withDeadline(undefined, (signal) => readDocument({ bytes, password }, false, signal));
}

/**
 * Runs one conversion under its deadline (convertConfig.deadlineMs): every job it starts gets
 * the signal, and past the deadline (or when `caller` aborts) the running ones are stopped.
 */
async function withDeadline<T>(caller: AbortSignal | undefined, convert: (signal: AbortSignal) => Promise<T>): Promise<T> {
  // One controller for both (AbortSignal.any costs ~35 µs of CPU, measured, on the event loop).
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(conversionTimeout()), convertConfig.deadlineMs);
  const callerAborted = () => stop.abort(caller!.reason);
  if (caller?.aborted) callerAborted();
  caller?.addEventListener('abort', callerAborted, { once: true });
  try {
    return await convert(stop.signal);
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener('abort', callerAborted);
  }
}

/** A PDF read to rows in its text job (see pdf/textWorker.ts): its words never left the worker. */
type DocumentRows = { mode: ExtractionMode; rows: Row[] };

/** The bytes to read and the password that may open them. */
type DocumentInput = Pick<ConvertInput, 'bytes' | 'password'>;

/** With `withRows`, a PDF whose pages all have a text layer comes back as its rows; everything else as words for rowsOf. */
async function readDocument(input: DocumentInput, withRows: false, signal: AbortSignal): Promise<ExtractedDocument>;
async function readDocument(input: DocumentInput, withRows: true, signal: AbortSignal): Promise<ExtractedDocument | DocumentRows>;
async function readDocument({ bytes, password }: DocumentInput, withRows: boolean, signal: AbortSignal): Promise<ExtractedDocument | DocumentRows> {
  if (bytes.length === 0) throw badRequest('empty_file', `The file is empty. Send a ${ACCEPTED_FILE_TYPES} file.`);
  const type = detectFileType(bytes);
  if (type === null) {
    throw badRequest(
      'unsupported_file_type',
      `The file is not a PDF, PNG, JPEG or WebP (judged by its content, not its name). Send a ${ACCEPTED_FILE_TYPES} file.`,
    );
  }
  if (type !== 'pdf') return { mode: 'ocr', pages: [await recognizeImage(bytes, 1, signal)] };

  const pdf = withRows ? await extractPdfRows(bytes, signal, password) : await extractPdfText(bytes, signal, password);
  if ('rows' in pdf) return { mode: 'text', rows: pdf.rows };
  if (pdf.pagesNeedingOcr.length === 0) return { mode: 'text', pages: pdf.pages };
  const scanned = await recognizePdfPages({ bytes, password }, pdf.pagesNeedingOcr, signal);
  return { mode: 'ocr', pages: pdf.pages.map((page) => scanned.get(page.number) ?? page) };
}

// A few pages at a time, as many as there are OCR processes: a long scan then neither floods
// the OCR queue (which would answer 503) nor holds every page image in memory at once.
async function recognizePdfPages({ bytes, password }: DocumentInput, pageNumbers: number[], signal: AbortSignal): Promise<Map<number, Page>> {
  const pages = new Map<number, Page>();
  for (let i = 0; i < pageNumbers.length; i += ocrConfig.workers) {
    const batch = pageNumbers.slice(i, i + ocrConfig.workers);
    const images = await renderPdfPages(bytes, batch, ocrConfig.renderDpi, signal, password);
    const recognized = await allOrNone(signal, (pageSignal) => images.map((png, j) => recognizeImage(png, batch[j], pageSignal)));
    for (const page of recognized) pages.set(page.number, page);
  }
  return pages;
}

/** Like Promise.all, but the first failure stops the other jobs, and it fails only once they have ended. */
async function allOrNone<T>(signal: AbortSignal, start: (signal: AbortSignal) => Promise<T>[]): Promise<T[]> {
  const failed = new AbortController();
  const jobs = start(AbortSignal.any([signal, failed.signal]));
  const results = await Promise.allSettled(jobs.map((job) => job.catch((err) => (failed.abort(err), Promise.reject(err)))));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return results.map((result) => (result as PromiseFulfilledResult<T>).value);
}

/**
 * Readies what every conversion needs, in the background, so that a server's first request does
 * not wait for it: the PDF text process. The OCR processes stay lazy (heavier, and needed by
 * images and scans only).
 */
export function startConverter(): void {
  startPdfText();
}

/** Stops the PDF, rows and OCR worker processes (graceful shutdown, end of tests). */
export async function closeConverter(): Promise<void> {
  await Promise.all([closePdfText(), closeOcr(), closeRows()]);
}
