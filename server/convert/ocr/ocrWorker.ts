/**
 * Runs inside an OCR worker thread (see ./index.ts): one image → one Page of positioned words.
 * Expected failures (undecodable or oversized image) come back as values, not throws, so their
 * code survives the thread boundary.
 */
import { ApiError } from '../../errors';
import { prepareForOcr } from '../image/preprocess';
import { Page } from '../words';
import { pageFromOcrWords } from './pageFromWords';
import { recognizeWords } from './tesseract';

export type OcrJob = { image: Uint8Array; pageNumber: number; languages: string[] };
export type OcrJobResult = { ok: true; page: Page } | { ok: false; code: string; message: string };

export async function recognizePage({ image, pageNumber, languages }: OcrJob): Promise<OcrJobResult> {
  let prepared;
  try {
    prepared = await prepareForOcr(image);
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, code: err.code, message: err.message };
    throw err;
  }
  const words = await recognizeWords(prepared.png, languages, prepared.dpi);
  return { ok: true, page: pageFromOcrWords(words, prepared, pageNumber) };
}
