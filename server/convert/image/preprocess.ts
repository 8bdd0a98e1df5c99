import sharp, { Metadata, OutputInfo } from 'sharp';
import { badRequest } from '../../errors';
import { estimateDpi, ocrScale } from './resolution';

/** An image ready for tesseract: upright, grayscale, contrast-stretched, near 300 dpi. */
export type OcrImage = { png: Buffer; width: number; height: number; dpi: number | null };

/**
 * Images larger than this are refused before their pixels are decoded: a few KB of PNG can
 * declare 30000 × 30000 pixels (a decompression bomb). 100 MP is a 300 dpi scan of a 1 × 1.4 m
 * page, far beyond any statement.
 */
export const MAX_INPUT_PIXELS = 100_000_000;

const FORMATS = new Set(['png', 'jpeg', 'webp']);
const INK_GAIN = 1.5;

export async function prepareForOcr(bytes: Buffer | Uint8Array): Promise<OcrImage> {
  let meta: Metadata;
  try {
    // Only the header is read here; the pixel limit is checked just below with a clear message.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (err) {
    throw invalidImage(err);
  }
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) throw invalidImage();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw badRequest(
      'image_too_large',
      `The image is ${meta.width} × ${meta.height} pixels; at most ${MAX_INPUT_PIXELS / 1e6} megapixels are accepted. ` +
        'Scan at 300 dpi or reduce the image size and upload it again.',
    );
  }
  // EXIF orientation swaps width and height for photos taken in portrait.
  const { width, height } = meta.autoOrient ?? meta;
  const dpi = estimateDpi(width, height, meta.density);
  const scale = ocrScale(width, height, dpi);
  let gray: { data: Buffer; info: OutputInfo };
  try {
    let pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().flatten({ background: '#ffffff' }).grayscale().toColourspace('b-w');
    if (scale !== 1) {
      pipeline = pipeline.resize(Math.round(width * scale), Math.round(height * scale), { kernel: 'lanczos3' });
    }
    gray = await pipeline.raw().toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw invalidImage(err);
  }
  const { data, info } = gray;
  const { gain, offset } = contrastStretch(data);
  const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .linear(gain, offset)
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, width: info.width, height: info.height, dpi: dpi === null ? null : dpi * scale };
}

/**
 * The linear map of grey levels that stretches the darkest pixel to black and the lightest to
 * white, then darkens grey 1.5× towards black (white stays white). No thresholding: binarised
 * input measurably hurts tesseract's LSTM recogniser. Min-max, not sharp's normalise(): its
 * default percentiles (1 %, 99 %) fall inside the paper on a sparse page, amplifying JPEG noise
 * into speckles that wiped out OCR of whole scanned pages, and it stretches the L* channel of a
 * Lab round trip that cost as much CPU as recognising the page (0.65 s of 0.75 s preprocessing
 * an A4 page at 300 dpi). Bolder anti-aliased strokes read better (ü, 4 vs A on clean pages);
 * paper noise grows by 1.5× only.
 */
function contrastStretch(pixels: Buffer): { gain: number; offset: number } {
  let darkest = 255;
  let lightest = 0;
  // A clean page has both extremes early on: no need to look at every pixel.
  for (let i = 0; i < pixels.length && (darkest > 0 || lightest < 255); i++) {
    const v = pixels[i];
    if (v < darkest) darkest = v;
    if (v > lightest) lightest = v;
  }
  const stretch = lightest > darkest ? 255 / (lightest - darkest) : 1;
  const gain = INK_GAIN * stretch;
  return { gain, offset: 255 * (1 - INK_GAIN) - gain * (lightest > darkest ? darkest : 0) };
}

function invalidImage(cause?: unknown) {
  const detail = cause instanceof Error ? ` (${cause.message.trim()})` : '';
  return badRequest('invalid_image', `The image cannot be decoded${detail}. Upload an intact PNG, JPEG or WebP file.`);
}
