import path from 'node:path';
import { ApiError } from '../../errors';
import { createWorkerPool, WorkerPool } from '../pool/workerPool';
import { Page } from '../words';
import { ocrConfig } from './config';
import type { OcrJob, OcrJobResult } from './ocrWorker';
import type { RenderJob, RenderResult } from './renderWorker';

/**
 * The OCR path: images and scanned PDF pages → positioned words, fully offline. Recognition
 * and rasterising run in worker processes started on first use, each pool bounded (503 with
 * Retry-After when full) with a per-job timeout that replaces a stuck process, each process's
 * memory capped (400 document_too_complex beyond it).
 */

let ocrPool: WorkerPool<OcrJob, OcrJobResult> | undefined;
let renderPool: WorkerPool<RenderJob, RenderResult> | undefined;

const getOcrPool = () =>
  (ocrPool ??= createWorkerPool<OcrJob, OcrJobResult>({
    modulePath: path.join(__dirname, 'ocrWorker'),
    handler: 'recognizePage',
    size: ocrConfig.workers,
    maxQueue: ocrConfig.queue,
    timeoutMs: ocrConfig.timeoutMs,
    memoryMb: ocrConfig.memoryMb,
    label: 'Text recognition (OCR)',
  }));

// Rasterising comes before recognition and is a fraction of its cost: one thread is enough.
const getRenderPool = () =>
  (renderPool ??= createWorkerPool<RenderJob, RenderResult>({
    modulePath: path.join(__dirname, 'renderWorker'),
    handler: 'renderPages',
    size: 1,
    maxQueue: ocrConfig.queue,
    timeoutMs: ocrConfig.timeoutMs,
    memoryMb: ocrConfig.renderMemoryMb,
    label: 'Drawing scanned PDF pages',
  }));

/**
 * A PNG, JPEG or WebP image → the words on it with boxes in points. Throws ApiError 400
 * (invalid_image, image_too_large), 400 (document_too_complex), 503 (busy, timed out), or the
 * reason of `signal` once it aborts.
 */
export async function recognizeImage(bytes: Buffer, pageNumber: number, signal?: AbortSignal): Promise<Page> {
  const result = await getOcrPool().run({ image: bytes, pageNumber, languages: ocrConfig.languages }, { signal });
  if (!result.ok) throw new ApiError(400, result.code, result.message);
  return result.page;
}

/** PDF pages (1-based numbers) → one PNG each at ~300 dpi, in the order asked for. */
export async function renderPdfPages(
  pdfBytes: Buffer,
  pageNumbers: number[],
  dpi = ocrConfig.renderDpi,
  signal?: AbortSignal,
  password?: string,
): Promise<Buffer[]> {
  if (pageNumbers.length === 0) return [];
  // A plain Uint8Array view, as pdf.js wants it (see ../pdf/index.ts).
  const pdf = new Uint8Array(pdfBytes.buffer, pdfBytes.byteOffset, pdfBytes.byteLength);
  const result = await getRenderPool().run({ pdf, pageNumbers, dpi, password }, { signal });
  if (!result.ok) throw new ApiError(400, result.code, result.message);
  return result.pngs.map((png) => Buffer.from(png.buffer, png.byteOffset, png.byteLength));
}

/** Stops every OCR and render process (graceful shutdown, tests); the next call starts anew. */
export async function closeOcr(): Promise<void> {
  const closing = [ocrPool, renderPool];
  ocrPool = undefined;
  renderPool = undefined;
  await Promise.all(closing.map((pool) => pool?.close()));
}
