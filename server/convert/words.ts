/**
 * The one representation both extraction paths (pdf.js text, tesseract OCR) produce, so that
 * layout and statement parsing never care where the words came from.
 * Coordinates are in points from the page's top-left corner, y growing downwards.
 */
export type Word = {
  text: string;
  page: number; // 1-based
  x: number;
  y: number;
  width: number;
  height: number;
};

export type Page = { number: number; width: number; height: number; words: Word[] };

export type ExtractionMode = 'text' | 'ocr';

export type ExtractedDocument = { mode: ExtractionMode; pages: Page[] };

/**
 * A printed line: words sharing a baseline, left to right. `text` joins them with one space
 * inside a phrase and with two or more spaces where the gap between words is wide enough to be
 * a column break, so text-based rules can split columns on /\s{2,}/.
 */
export type Line = { page: number; y: number; height: number; words: Word[]; text: string };
