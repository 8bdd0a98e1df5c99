/**
 * Runs inside an OCR worker process (see ./index.ts): one image → one Page of positioned words.
 * Expected failures (undecodable or oversized image) come back as values, not throws, so their
 * code survives the process boundary.
 */
import { ApiError } from '../../errors';
import { prepareForOcr } from '../image/preprocess';
import { Page } from '../words';
import { pageFromOcrWords } from './pageFromWords';
import { detectLanguage, languagesFor } from './pageLanguage';
import { recognizeWords } from './tesseract';

export type OcrJob = { image: Uint8Array; pageNumber: number; languages: string[] };
export type OcrJobResult = { ok: true; page: Page } | { ok: false; code: string; message: string };

/** The language of the last page this process read, when its words told. */
let lastLanguage: string | undefined;

export async function recognizePage({ image, pageNumber, languages }: OcrJob): Promise<OcrJobResult> {
  let prepared;
  try {
    prepared = await prepareForOcr(image);
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, code: err.code, message: err.message };
    throw err;
  }
  // Pages come in documents: read with the models the last page of this process needed, and
  // again with others only when this page's words name another language.
  const tried = languagesFor(lastLanguage, languages);
  let words = await recognizeWords(prepared.png, tried, prepared.dpi);
  const language = detectLanguage(
    words.map((w) => w.text),
    languages,
  );
  const wanted = languagesFor(language, languages);
  if (wanted.join('+') !== tried.join('+')) words = await recognizeWords(prepared.png, wanted, prepared.dpi);
  lastLanguage = language;
  return { ok: true, page: pageFromOcrWords(words, prepared, pageNumber, language) };
}
