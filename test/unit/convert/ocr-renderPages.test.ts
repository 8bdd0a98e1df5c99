import sharp from 'sharp';
import { newPdf, pdfBytes } from '../../../fixtures/lib/pdfkit';
import { prepareForOcr } from '../../../server/convert/image/preprocess';
import { closeOcr, renderPdfPages } from '../../../server/convert/ocr';

/**
 * Drawing PDF pages without a text layer for OCR: a scanned page keeps its scan's own pixels
 * (pdf.js never enlarges them), every page carries its resolution.
 */
jest.setTimeout(60_000);
afterAll(closeOcr);

/** A grey JPEG "scan" of `inches` at `dpi`, with a dark bar so it is not blank. */
async function scan([width, height]: [number, number], dpi: number): Promise<Buffer> {
  const px = (inches: number) => Math.round(inches * dpi);
  const bar = await sharp({ create: { width: px(width / 2), height: px(0.2), channels: 3, background: '#202020' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: px(width), height: px(height), channels: 3, background: '#f4f4f0' } })
    .composite([{ input: bar, top: px(1), left: px(1) }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** One page of `inches`, the image drawn over `cover` of its width and height (1 = the whole page), then `lines` of text. */
async function pdfWithImage(inches: [number, number], image: Buffer, cover = 1, lines: string[] = []): Promise<Buffer> {
  const doc = newPdf();
  const [width, height] = inches.map((i) => i * 72);
  doc.addPage({ size: [width, height], margin: 0 });
  doc.image(image, 0, 0, { width: width * cover, height: height * cover });
  lines.forEach((line, i) => doc.fontSize(10).text(line, 72, height / 2 + i * 14, { lineBreak: false }));
  return pdfBytes(doc);
}

/** The drawn page's size in pixels (pdf.js rounds a fraction of a pixel up) and resolution. */
async function drawn(pdf: Buffer) {
  const [png] = await renderPdfPages(pdf, [1]);
  const { width = 0, height = 0, density = 0 } = await sharp(png).metadata();
  return { png, size: { width, height, density: Math.round(density) } };
}

function expectSize(size: { width: number; height: number; density: number }, width: number, height: number, density: number) {
  expect(size.density).toBe(density);
  expect([size.width - width, size.height - height].every((d) => d === 0 || d === 1)).toBe(true);
}

describe('renderPdfPages', () => {
  it('draws a 200 dpi A4 scan at 200 dpi: its own pixels, not enlarged to 300 dpi', async () => {
    const page = await drawn(await pdfWithImage([8.27, 11.69], await scan([8.27, 11.69], 200)));
    expectSize(page.size, 1654, 2338, 200);
  });

  it('draws a 600 dpi scan at the configured 300 dpi (reducing is harmless, enlarging blurs)', async () => {
    const page = await drawn(await pdfWithImage([8.5, 11], await scan([8.5, 11], 600)));
    expectSize(page.size, 2550, 3300, 300);
  });

  it('draws a page whose image covers a small part (a logo) at 300 dpi', async () => {
    const page = await drawn(await pdfWithImage([8.27, 11.69], await scan([8.27, 11.69], 100), 0.3, ['Account statement']));
    expectSize(page.size, 2481, 3507, 300);
  });

  it('draws a page with text over a full-page 100 dpi image (a letterhead) at 300 dpi', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `2024-01-${String(i + 1).padStart(2, '0')}  Dividend  ${i + 1}.50`);
    const page = await drawn(await pdfWithImage([8.27, 11.69], await scan([8.27, 11.69], 100), 1, rows));
    expectSize(page.size, 2481, 3507, 300);
  });

  it('draws a three-page 600 dpi scan saved as PNG images within the memory budget of a drawing process', async () => {
    const page = await sharp(await scan([8.5, 11], 600))
      .grayscale()
      .png()
      .toBuffer();
    const doc = newPdf();
    for (let i = 0; i < 3; i++) {
      doc.addPage({ size: [8.5 * 72, 11 * 72], margin: 0 });
      doc.image(page, 0, 0, { width: 8.5 * 72, height: 11 * 72 });
    }
    const pngs = await renderPdfPages(await pdfBytes(doc), [1, 2, 3]);
    const sizes = await Promise.all(pngs.map(async (png) => (await sharp(png).metadata()).width));
    expect(sizes).toEqual([2550, 2550, 2550]);
  });

  it('gives the resolution of a page of any shape to the OCR preprocessing (a 150 dpi receipt is enlarged to 300)', async () => {
    const page = await drawn(await pdfWithImage([3, 8], await scan([3, 8], 150)));
    expectSize(page.size, 450, 1200, 150);
    const prepared = await prepareForOcr(page.png);
    expect(prepared.width).toBeGreaterThanOrEqual(900);
    expect(prepared.width).toBeLessThanOrEqual(902);
    expect(prepared.dpi).toBeCloseTo(300, 0);
  });
});
