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

class PackedCMaps {
  async fetch({ name }: { name: string }): Promise<{ cMapData: Uint8Array; isCompressed: boolean }> {
    return { cMapData: packageFile(path.join(CMAPS_DIR, `${path.basename(name)}.bcmap`)), isCompressed: true };
  }
}

/**
 * Opens a PDF with the package's own CMaps (CJK and other CID fonts need them to map glyphs to
 * text) and standard fonts (Helvetica & co.: their real metrics place the words, and shapes draw
 * right); nothing is fetched over the network.
 */
export function openPdf(data: Uint8Array): Promise<PdfJs.PDFDocumentProxy> {
  return pdfjs.getDocument({
    data,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    isEvalSupported: false,
    disableFontFace: true,
    cMapUrl: CMAPS_DIR + path.sep,
    cMapPacked: true,
    CMapReaderFactory: PackedCMaps,
    standardFontDataUrl: STANDARD_FONTS_DIR + path.sep,
    StandardFontDataFactory: StandardFontData,
  } as Parameters<typeof PdfJs.getDocument>[0]).promise;
}
