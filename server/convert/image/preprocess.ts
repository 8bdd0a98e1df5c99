import sharp, { Metadata } from 'sharp';
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
  try {
    // No thresholding: binarised input measurably hurts tesseract's LSTM recogniser. The
    // contrast stretch runs from the darkest to the lightest pixel: sharp's default percentiles
    // (1 %, 99 %) fall inside the paper on a sparse page, amplifying JPEG noise into speckles
    // that wiped out OCR of whole scanned pages. Then grey is darkened 1.5× towards black
    // (white stays white): bolder anti-aliased strokes read better (ü, 4 vs A on clean pages),
    // paper noise grows by 1.5× only.
    let pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .flatten({ background: '#ffffff' })
      .grayscale()
      .normalise({ lower: 0, upper: 100 })
      .linear(INK_GAIN, 255 * (1 - INK_GAIN))
      .toColourspace('b-w');
    if (scale !== 1) {
      pipeline = pipeline.resize(Math.round(width * scale), Math.round(height * scale), { kernel: 'lanczos3' });
    }
    const { data, info } = await pipeline.png({ compressionLevel: 1 }).toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height, dpi: dpi === null ? null : dpi * scale };
  } catch (err) {
    throw invalidImage(err);
  }
}

function invalidImage(cause?: unknown) {
  const detail = cause instanceof Error ? ` (${cause.message.trim()})` : '';
  return badRequest(
    'invalid_image',
    `The image cannot be decoded${detail}. Upload an intact PNG, JPEG or WebP file.`,
  );
}
