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
    // Every conversion starts here, and a process that has to start first (load pdf.js and the
    // statement stage, compile them) adds seconds: a caller converting a file every few minutes
    // would otherwise pay that each time, after the idle process had been stopped.
    minWorkers: 1,
    maxQueue: convertConfig.pdfQueue,
    timeoutMs: convertConfig.pdfTimeoutMs,
    memoryMb: convertConfig.workerMemoryMb,
    label: 'PDF parsing',
  }));

/**
 * Starts the pool's first process now rather than at the first PDF: it loads its module (pdf.js
 * and the statement stage) as it starts, so the first conversion after a start does not wait
 * for that (measured with a thread: 0.44 s → 0.23 s; later ones take 0.03–0.1 s).
 */
export function startPdfText(): void {
  textPool();
}

/**
 * Positioned words of every page of a PDF, parsed in a worker process; `password` opens an
 * encrypted one. Throws ApiError 400 (pdf_password_required, wrong_pdf_password, encrypted_pdf,
 * invalid_pdf, too_many_pages), 400 (document_too_complex) or 503 (pool busy, job timed out),
 * or the reason of `signal` once it aborts.
 */
export async function extractPdfText(bytes: Buffer, signal?: AbortSignal, password?: string): Promise<PdfText> {
  const result = await runJob(bytes, false, signal, password);
  if ('rows' in result) throw new Error('a words job answered with rows');
  return result;
}

/** As extractPdfText, but a PDF that needs no OCR comes back as its rows, read in the same job. */
export function extractPdfRows(bytes: Buffer, signal?: AbortSignal, password?: string): Promise<PdfText | PdfRows> {
  return runJob(bytes, true, signal, password);
}

async function runJob(bytes: Buffer, rows: boolean, signal: AbortSignal | undefined, password: string | undefined): Promise<PdfText | PdfRows> {
  // A plain Uint8Array view (pdf.js refuses a Buffer), not a copy: the channel copies only the
  // bytes of the view, never its whole backing store.
  const pdf = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const result = await textPool().run({ pdf, maxPages: convertConfig.maxPdfPages, rows, password }, { signal });
  if (!result.ok) throw new ApiError(400, result.code, result.message);
  return result;
}

export async function closePdfText(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
