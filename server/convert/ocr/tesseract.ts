import { createWorker, OEM, PSM, Worker, type InitOptions } from 'tesseract.js';
import { withLanguageFolder } from './languages';

/** A recognised word in image pixels, with the box of the text line tesseract put it on. */
export type OcrWord = {
  text: string;
  confidence: number;
  x0: number;
  x1: number;
  lineTop: number;
  lineBottom: number;
};

/** Recognisers of this process by language order, most recently used last. */
const recognizers = new Map<string, Promise<Worker>>();
/**
 * A process keeps the configured languages' recogniser and one for the language of the pages it
 * read last (see pageLanguage.ts): loading models takes seconds, recognising a page only one.
 */
const MAX_RECOGNIZERS = 2;

/**
 * The tesseract.js recogniser of this process for these languages, started on first use and kept.
 */
// The Italian model's own config asks for a user-words file beside it ("ita.special-words"),
// which the npm package does not ship: tesseract would print an error on every start. An init-only
// parameter that tesseract.js's InitOptions type does not list.
const INIT_PARAMETERS = { user_words_suffix: '' } as Record<string, string> as Partial<InitOptions>;

function getRecognizer(languages: string[]): Promise<Worker> {
  const key = languages.join('+');
  const kept = recognizers.get(key);
  if (kept) {
    recognizers.delete(key);
    recognizers.set(key, kept);
    return kept;
  }
  while (recognizers.size >= MAX_RECOGNIZERS) {
    const [oldest, evicted] = recognizers.entries().next().value as [string, Promise<Worker>];
    recognizers.delete(oldest);
    void evicted.then((worker) => worker.terminate()).catch(() => undefined);
  }
  const recognizer = withLanguageFolder(languages, (langPath) =>
    createWorker(
      key,
      OEM.LSTM_ONLY,
      {
        langPath,
        gzip: true,
        // 'none': never read or write a cache of the models (tesseract.js would use the cwd).
        cacheMethod: 'none',
        // Without a handler tesseract.js rethrows a failed job inside its message listener,
        // which would take the process down; the rejected promise is enough.
        errorHandler: () => {},
      },
      INIT_PARAMETERS,
    ),
  ).then(async (worker) => {
    // A thread that dies must fail the page, not the process (an unhandled 'error' would).
    (worker as unknown as { worker?: NodeJS.EventEmitter }).worker?.on('error', () => {
      if (recognizers.get(key) === recognizer) recognizers.delete(key);
    });
    // PSM 4, one column of text of variable sizes: measured better than PSM 6 on statements,
    // and it keeps a table row on one line.
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_COLUMN });
    return worker;
  });
  recognizer.catch(() => {
    if (recognizers.get(key) === recognizer) recognizers.delete(key);
  });
  recognizers.set(key, recognizer);
  return recognizer;
}

export async function recognizeWords(png: Buffer, languages: string[], dpi: number | null): Promise<OcrWord[]> {
  const worker = await getRecognizer(languages);
  // 0 lets tesseract estimate the resolution from the text height itself.
  await worker.setParameters({ user_defined_dpi: dpi ? String(Math.round(dpi)) : '0' });
  let result;
  try {
    result = await worker.recognize(png, {}, { text: false, blocks: true });
  } catch (err) {
    throw new Error(`Text recognition failed: ${String(err)}`);
  }
  const words: OcrWord[] = [];
  for (const block of result.data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of line.words) {
          words.push({
            text: word.text,
            confidence: word.confidence,
            x0: word.bbox.x0,
            x1: word.bbox.x1,
            lineTop: line.bbox.y0,
            lineBottom: line.bbox.y1,
          });
        }
      }
    }
  }
  return words;
}

export async function closeRecognizer(): Promise<void> {
  const closing = [...recognizers.values()];
  recognizers.clear();
  await Promise.all(closing.map(async (recognizer) => (await recognizer.catch(() => undefined))?.terminate()));
}
