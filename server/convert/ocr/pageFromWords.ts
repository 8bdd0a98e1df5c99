import { Page, Word } from '../words';
import { isValidIsin, repairIsin } from './codeRepair';
import { repairAccents } from './accentRepair';
import { repairDigits } from './digitRepair';
import { agreeOnAccents } from './pageAccents';
import { OcrWord } from './tesseract';

const POINTS_PER_INCH = 72;
/**
 * When nothing tells the resolution (a crop or screenshot), assume the most common line is body
 * text of about 10 pt, the size statements print their tables in.
 */
const TYPICAL_LINE_HEIGHT_PT = 10;
/**
 * Table rules, box edges and speckles come out of tesseract as runs of punctuation it is not
 * sure about; a real value ("-", "—" for zero) is read with high confidence. Measured on the
 * fixture renderings: printed dashes and "&" 87–93, a JPEG speckle between two dates read as
 * "—" 52.
 */
const NOISE_CONFIDENCE = 70;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * OCR words in pixels → a Page in points from the top-left corner, like pdf.js text gives,
 * so the layout stage's gap and line heuristics (in points) apply unchanged. Each word takes
 * the vertical extent of its text line: pdf.js words have their font's full height too, and
 * words of one printed row then share one baseline box regardless of their letters.
 */
export function pageFromOcrWords(
  ocrWords: OcrWord[],
  image: { width: number; height: number; dpi: number | null },
  pageNumber: number,
  /** The page's language (pageLanguage.ts), when its words told. */
  language?: string,
): Page {
  const kept = joinSplitWords(joinSplitIsins(ocrWords.filter((w) => isText(w))));
  const scale = POINTS_PER_INCH / (image.dpi ?? dpiFromLineHeight(kept));
  const texts = agreeOnAccents(kept.map((w, i) => repairAccents(repairDigits(repairIsin(w.text.trim()), labelBefore(kept, i)), language)));
  const words: Word[] = kept.map((w, i) => ({
    text: texts[i],
    page: pageNumber,
    x: w.x0 * scale,
    y: w.lineTop * scale,
    width: (w.x1 - w.x0) * scale,
    height: (w.lineBottom - w.lineTop) * scale,
  }));
  return { number: pageNumber, width: image.width * scale, height: image.height * scale, words };
}

/**
 * Tesseract sometimes cuts a code in two at a narrow gap ("IEOOBAL5Y" "983"): two neighbours on
 * one line, closer than a third of the line height, that together repair to a valid ISIN are
 * one word.
 */
function joinSplitIsins(words: OcrWord[]): OcrWord[] {
  const joined: OcrWord[] = [];
  for (const word of words) {
    const previous = joined[joined.length - 1];
    if (
      previous &&
      previous.lineTop === word.lineTop &&
      word.x0 - previous.x1 < (word.lineBottom - word.lineTop) / 3 &&
      isValidIsin(repairIsin(previous.text + word.text))
    ) {
      joined[joined.length - 1] = { ...previous, text: previous.text + word.text, x1: word.x1 };
    } else {
      joined.push(word);
    }
  }
  return joined;
}

/**
 * Tesseract sometimes cuts a word of a large or bold font in two ("Secu" "rities", measured 0.29
 * of a character apart) at a gap far narrower than a space: a space measures 0.55 characters or
 * more between boxes that hug the ink in common text fonts (0.56–0.65 beside that split), so a
 * lowercase piece closer than 0.4 characters to the letters before it continues their word.
 */
const SPLIT_GAP_IN_CHARACTERS = 0.4;

function joinSplitWords(words: OcrWord[]): OcrWord[] {
  const joined: OcrWord[] = [];
  for (const word of words) {
    const previous = joined[joined.length - 1];
    const characterWidth = previous ? (word.x1 - previous.x0) / (previous.text.trim().length + word.text.trim().length) : 0;
    if (
      previous &&
      previous.lineTop === word.lineTop &&
      /\p{L}$/u.test(previous.text.trim()) &&
      /^\p{Ll}/u.test(word.text.trim()) &&
      word.x0 - previous.x1 < SPLIT_GAP_IN_CHARACTERS * characterWidth
    ) {
      joined[joined.length - 1] = { ...previous, text: previous.text.trim() + word.text.trim(), x1: word.x1 };
    } else {
      joined.push(word);
    }
  }
  return joined;
}

/**
 * The last word with a letter or digit before word `i` on its line: the label of a field printed
 * with a spaced colon ("Ordernummer : 000121111681") is the word before the colon.
 */
function labelBefore(words: OcrWord[], i: number): string | undefined {
  for (let j = i - 1; j >= 0 && words[j].lineTop === words[i].lineTop; j--) {
    if (HAS_LETTER_OR_DIGIT.test(words[j].text)) return words[j].text.trim();
  }
  return undefined;
}

function isText(word: OcrWord): boolean {
  const text = word.text.trim();
  if (!text) return false;
  return HAS_LETTER_OR_DIGIT.test(text) || word.confidence >= NOISE_CONFIDENCE;
}

function dpiFromLineHeight(words: OcrWord[]): number {
  const heights = words
    .map((w) => w.lineBottom - w.lineTop)
    .filter((h) => h > 0)
    .sort((a, b) => a - b);
  if (heights.length === 0) return POINTS_PER_INCH;
  const median = heights[Math.floor(heights.length / 2)];
  return (median * POINTS_PER_INCH) / TYPICAL_LINE_HEIGHT_PT;
}
