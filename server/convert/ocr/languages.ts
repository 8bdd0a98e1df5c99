import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Languages whose trained data ships as an npm dependency (@tesseract.js-data/<code>). */
export const INSTALLED_LANGUAGES = ['eng', 'deu', 'fra', 'nld', 'spa', 'ita'] as const;

// The LSTM-only integer models: what tesseract.js itself uses for its default engine, and a
// quarter of the size of the combined legacy+LSTM data in the packages' other folder.
const MODEL_FOLDER = '4.0.0_best_int';

function trainedDataFile(code: string): string {
  if (!(INSTALLED_LANGUAGES as readonly string[]).includes(code)) {
    throw new Error(`OCR language "${code}" is not installed; choose from ${INSTALLED_LANGUAGES.join(', ')}.`);
  }
  const packageDir = path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
  return path.join(packageDir, MODEL_FOLDER, `${code}.traineddata.gz`);
}

/**
 * Runs `use` with a folder holding <code>.traineddata.gz for every language, removed afterwards.
 * tesseract.js reads all languages from one folder while each npm package has its own, so the
 * folder holds symlinks in the OS temp dir: nothing is copied, downloaded or written to the
 * working directory.
 */
export async function withLanguageFolder<T>(languages: string[], use: (folder: string) => Promise<T>): Promise<T> {
  const files = languages.map((code) => [code, trainedDataFile(code)] as const);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'broker-ocr-languages-'));
  try {
    for (const [code, file] of files) fs.symlinkSync(file, path.join(folder, `${code}.traineddata.gz`));
    return await use(folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
