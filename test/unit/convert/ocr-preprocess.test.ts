import zlib from 'node:zlib';
import sharp from 'sharp';
import { ApiError } from '../../../server/errors';
import { MAX_INPUT_PIXELS, prepareForOcr } from '../../../server/convert/image/preprocess';

/** A white page-shaped image with a dark bar, as `format`. */
async function page(format: 'png' | 'jpeg' | 'webp', width: number, height: number, options: { orientation?: number } = {}) {
  const bar = await sharp({ create: { width: Math.round(width / 2), height: Math.round(height / 20), channels: 3, background: '#202020' } })
    .png()
    .toBuffer();
  let image = sharp({ create: { width, height, channels: 3, background: '#f4f4f0' } }).composite([{ input: bar, top: 10, left: 10 }]);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(format).toBuffer();
}

/**
 * A valid 30000 × 30000 bilevel PNG of ~110 KB: a decompression bomb (900 megapixels, gigabytes
 * once decoded). Assembled by hand because encoding it with an image library would decode it.
 */
function pngBomb(size = 30000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grayscale
  const rows = Buffer.alloc(size * (1 + Math.ceil(size / 8))); // filter byte 0 + black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected an ApiError');
}

describe('prepareForOcr', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('decodes %s into an upright grayscale PNG', async (format) => {
    const prepared = await prepareForOcr(await page(format, 2480, 3508));
    const meta = await sharp(prepared.png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.channels).toBe(1);
    expect([prepared.width, prepared.height, prepared.dpi]).toEqual([2480, 3508, expect.closeTo(300, 0)]);
  });

  it('stretches contrast: the grey-on-grey page becomes black on white', async () => {
    const prepared = await prepareForOcr(await page('png', 2480, 3508));
    const { channels } = await sharp(prepared.png).stats();
    expect(channels[0].min).toBeLessThan(10);
    expect(channels[0].max).toBeGreaterThan(245);
  });

  it('does not blow up the paper noise of a sparse scanned page into speckles', async () => {
    // Paper between 235 and 255 (scanner/JPEG noise), text on 0.2 % of the pixels: sharp's
    // default 1 % percentile would fall on the paper and stretch its noise to full black.
    const width = 1240;
    const height = 1754;
    const pixels = Buffer.alloc(width * height);
    for (let i = 0; i < pixels.length; i++) pixels[i] = 235 + ((i * 7919) % 21);
    for (let y = 100; y < 110; y++) pixels.fill(0, y * width + 100, y * width + 535);
    const scan = await sharp(pixels, { raw: { width, height, channels: 1 } })
      .jpeg({ quality: 85 })
      .toBuffer();
    const { channels } = await sharp((await prepareForOcr(scan)).png).stats();
    expect(channels[0].mean).toBeGreaterThan(235);
  });

  it('upscales a 150 dpi scan to 300 dpi', async () => {
    const prepared = await prepareForOcr(await page('jpeg', 1240, 1754));
    expect(prepared.width).toBeGreaterThanOrEqual(2478);
    expect(prepared.width).toBeLessThanOrEqual(2482);
    expect(prepared.dpi).toBeCloseTo(300, 0);
  });

  it('turns a photo upright from its EXIF orientation', async () => {
    // Stored landscape, shot in portrait: orientation 6 means "rotate 90° clockwise to view".
    const prepared = await prepareForOcr(await page('jpeg', 3508, 2480, { orientation: 6 }));
    expect(prepared.width).toBeLessThan(prepared.height);
  });

  it('puts transparent images on white, not black', async () => {
    const transparent = await sharp({ create: { width: 2480, height: 3508, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const { channels } = await sharp((await prepareForOcr(transparent)).png).stats();
    expect(channels[0].mean).toBeGreaterThan(250);
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const err = await apiError(prepareForOcr(bomb));
    expect([err.status, err.code]).toEqual([400, 'image_too_large']);
    expect(err.message).toContain('30000 × 30000');
    expect(err.message).toContain(`${MAX_INPUT_PIXELS / 1e6} megapixels`);
  });

  it.each([
    ['random bytes', () => Promise.resolve(Buffer.from('definitely not an image, just some text'))],
    ['a truncated PNG', async () => (await page('png', 2480, 3508)).subarray(0, 300)],
    ['a truncated JPEG', async () => (await page('jpeg', 2480, 3508)).subarray(0, 2000)],
    [
      'a GIF (not accepted)',
      () =>
        sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
    ],
  ])('answers 400 invalid_image for %s', async (_, make) => {
    const err = await apiError(prepareForOcr(await make()));
    expect([err.status, err.code]).toEqual([400, 'invalid_image']);
  });
});
