import path from 'node:path';
import { ApiError } from '../../errors';
import type { Row } from '../columns';
import { convertConfig } from '../config';
import { createWorkerPool, WorkerPool } from '../pool/workerPool';
import type { Page } from '../words';
import type { PdfTextJob, PdfTextResult } from './textWorker';

export type PdfText = { pageCount: number; pages: Page[]; pagesNeedingOcr: number[] };
/** A PDF whose every page has a text layer, read to rows in its worker job; its words stayed there. */
export type PdfRows = { pageCount: number; rows: Row[] };

let pool: WorkerPool<PdfTextJob, PdfTextResult> | undefined;

const textPool = () =>
  (pool ??= createWorkerPool<PdfTextJob, PdfTextResult>({
    modulePath: path.join(__dirname, 'textWorker'),
    handler: 'extractPdfText',
    size: convertConfig.pdfWorkers,
    // Every conversion starts here, and a thread that has to start first (load pdf.js and the
    // statement stage, compile them) adds seconds: a caller converting a file every few minutes
    // would otherwise pay that each time, after the idle thread had been stopped.
    minThreads: 1,
    maxQueue: convertConfig.pdfQueue,
    timeoutMs: convertConfig.pdfTimeoutMs,
    maxHeapMb: 1024,
    label: 'PDF parsing',
  }));

/**
 * Starts the pool's first thread now rather than at the first PDF: piscina loads the thread's
 * module (pdf.js and the statement stage) as the thread starts, so the first conversion after a
 * start no longer waits for that (measured: 0.44 s → 0.23 s; later ones take 0.03–0.1 s).
 */
export function startPdfText(): void {
  textPool();
}

/**
 * Positioned words of every page of a PDF, parsed off the event loop. Throws ApiError 400
 * (encrypted_pdf, invalid_pdf, too_many_pages) or 503 (pool busy, job timed out).
 */
export async function extractPdfText(bytes: Buffer): Promise<PdfText> {
  const result = await runJob(bytes, false);
  if ('rows' in result) throw new Error('a words job answered with rows');
  return result;
}

/** As extractPdfText, but a PDF that needs no OCR comes back as its rows, read in the same job. */
export function extractPdfRows(bytes: Buffer): Promise<PdfText | PdfRows> {
  return runJob(bytes, true);
}

async function runJob(bytes: Buffer, rows: boolean): Promise<PdfText | PdfRows> {
  // A private copy that can be moved to the worker without copying again; the caller's Buffer
  // may be a view on a shared allocation.
  const pdf = new Uint8Array(bytes);
  const result = await textPool().run({ pdf, maxPages: convertConfig.maxPdfPages, rows }, [pdf.buffer]);
  if (!result.ok) throw new ApiError(400, result.code, result.message);
  return result;
}

export async function closePdfText(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
