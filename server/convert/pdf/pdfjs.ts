/**
 * pdf.js, loaded once per thread, and the one way this package opens a PDF with it (text
 * extraction in ./textWorker.ts, page rasterising in ../ocr/renderWorker.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdf.js ships as ES modules only; Node ≥ 20.19 loads them with require().
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const pdfjs: typeof PdfJs = require('pdfjs-dist/legacy/build/pdf.mjs');

// pdf.js's own worker code, loaded with the library rather than by pdf.js's dynamic import at the
// first document: a worker process caps its memory once its modules are loaded (pool/memoryCap.ts),
// and that import, made after the cap, took 340 MB of a rendering process's 1 GB budget (measured:
// VmData at the first open, 1,245 -> 1,588 MB; 1,295 MB loaded here, nothing more at the open).
// pdf.js's fake worker takes the handler from `globalThis.pdfjsWorker` where it is set.
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const pdfjsWorker: { WorkerMessageHandler: { initializeFromPort(port: object): void } } = require('pdfjs-dist/legacy/build/pdf.worker.mjs');
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= pdfjsWorker;

const pdfjsDir = path.dirname(require.resolve('pdfjs-dist/package.json'));
const CMAPS_DIR = path.join(pdfjsDir, 'cmaps');
const STANDARD_FONTS_DIR = path.join(pdfjsDir, 'standard_fonts');

// pdf.js reads a standard font or CMap file from disk for every document that uses it (Node's
// default factories, fs.readFile each time): a handful of opens and reads per conversion, on the
// process-wide libuv pool the store's writes also wait for. The files never change, so each is
// read once per thread (all of them together 2.5 MB) and handed out as a copy (pdf.js may
// transfer what it is given).
const files = new Map<string, Uint8Array>();
function packageFile(file: string): Uint8Array {
  let bytes = files.get(file);
  if (!bytes) files.set(file, (bytes = new Uint8Array(readFileSync(file))));
  return bytes.slice();
}

class StandardFontData {
  async fetch({ filename }: { filename: string }): Promise<Uint8Array> {
    return packageFile(path.join(STANDARD_FONTS_DIR, path.basename(filename)));
  }
}

// Symbol and ZapfDingbats encode their characters in the font program itself (pdf.js reads the
// program's built-in encoding to map glyphs to text), so text extraction still needs those two.
const SYMBOLIC_FONT_FILES = new Set(['FoxitSymbol.pfb', 'FoxitDingbats.pfb']);

/**
 * For text only: the other standard font programs serve to draw glyph shapes. Without them
 * pdf.js places the glyphs from its built-in metrics (the Adobe font metrics, or the PDF's own
 * /Widths) and takes ascent and descent from those metrics instead of the font program's
 * bounding box; parsing the program (Type1 → OpenType) was a third of a text PDF's extraction
 * time. test/unit/convert/pdf/standardFontPrograms.test.ts checks the lines and rows stay the same.
 */
class SymbolicFontDataOnly extends StandardFontData {
  override async fetch({ filename }: { filename: string }): Promise<Uint8Array> {
    if (!SYMBOLIC_FONT_FILES.has(path.basename(filename))) throw new Error('not needed for text');
    return super.fetch({ filename });
  }
}

class PackedCMaps {
  async fetch({ name }: { name: string }): Promise<{ cMapData: Uint8Array; isCompressed: boolean }> {
    return { cMapData: packageFile(path.join(CMAPS_DIR, `${path.basename(name)}.bcmap`)), isCompressed: true };
  }
}

export type OpenPdfOptions = {
  /**
   * Load the programs of non-embedded standard fonts (Helvetica & co.) so glyphs can be drawn
   * (default). Text extraction passes false: it needs their metrics, not their shapes.
   */
  drawGlyphs?: boolean;
  /** The pdf.js worker to parse in (default: pdf.js's own, one per document); the caller destroys it. */
  worker?: PdfJs.PDFWorker;
  /** The user or owner password of an encrypted PDF, in the form pdf.js wants (see ./password.ts). */
  password?: string;
  /**
   * Images of more pixels are not decoded: pdf.js drops them from what it draws, or with
   * `stopAtErrors` fails the page's operator list (default: no limit).
   */
  maxImagePixels?: number;
  /** Fail on a fault pdf.js would otherwise skip over (a damaged font, image or pattern); default false. */
  stopAtErrors?: boolean;
};

/**
 * Opens a PDF with the package's own CMaps (CJK and other CID fonts need them to map glyphs to
 * text) and standard fonts; nothing is fetched over the network.
 */
export function openPdf(
  data: Uint8Array,
  { drawGlyphs = true, worker, password, maxImagePixels = -1, stopAtErrors = false }: OpenPdfOptions = {},
): Promise<PdfJs.PDFDocumentProxy> {
  return pdfjs.getDocument({
    data,
    worker,
    password,
    maxImageSize: maxImagePixels,
    stopAtErrors,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    isEvalSupported: false,
    disableFontFace: true,
    cMapUrl: CMAPS_DIR + path.sep,
    cMapPacked: true,
    CMapReaderFactory: PackedCMaps,
    standardFontDataUrl: STANDARD_FONTS_DIR + path.sep,
    StandardFontDataFactory: drawGlyphs ? StandardFontData : SymbolicFontDataOnly,
  } as Parameters<typeof PdfJs.getDocument>[0]).promise;
}
