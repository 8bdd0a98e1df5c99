import { estimateDpi, MAX_LONG_SIDE_PX, ocrScale, TARGET_DPI } from '../../../server/convert/image/resolution';

describe('estimateDpi', () => {
  it.each([
    ['A4 portrait at 300 dpi', 2480, 3508, undefined, 300],
    ['A4 portrait at 150 dpi', 1240, 1754, undefined, 150],
    ['A4 landscape at 200 dpi', 2339, 1654, undefined, 200],
    ['US Letter portrait at 300 dpi', 2550, 3300, undefined, 308],
  ])('reads a full page from its width: %s', (_, width, height, density, dpi) => {
    expect(estimateDpi(width, height, density)).toBeCloseTo(dpi, -1);
  });

  it('uses the stored density for crops and strips', () => {
    expect(estimateDpi(2400, 600, 300)).toBe(300);
  });

  it('ignores the meaningless default density 72 and implausible ones', () => {
    expect(estimateDpi(2400, 600, 72)).toBeNull();
    expect(estimateDpi(2400, 600, 10)).toBeNull();
    expect(estimateDpi(2400, 600)).toBeNull();
  });
});

describe('ocrScale', () => {
  it('keeps an image near 300 dpi as it is', () => {
    expect(ocrScale(2480, 3508, 300)).toBe(1);
    expect(ocrScale(2339, 3307, 283)).toBe(1);
  });

  it('upscales a low-resolution scan to 300 dpi', () => {
    expect(ocrScale(1240, 1754, 150)).toBeCloseTo(2);
  });

  it('downscales an oversampled page to 300 dpi', () => {
    expect(ocrScale(4960, 7016, 600)).toBeCloseTo(0.5);
  });

  it('caps the long side of huge photos of unknown resolution', () => {
    const scale = ocrScale(12000, 3000, null);
    expect(12000 * scale).toBeCloseTo(MAX_LONG_SIDE_PX);
  });

  it('doubles small images of unknown resolution (screen captures), and never more than 4x', () => {
    expect(ocrScale(800, 300, null)).toBe(2);
    expect(ocrScale(300, 424, 30)).toBe(4);
  });

  it('never upscales past the long-side cap', () => {
    const scale = ocrScale(3000, 4200, 100);
    expect(scale).toBeLessThan(TARGET_DPI / 100);
    expect(4200 * scale).toBeLessThanOrEqual(MAX_LONG_SIDE_PX);
  });
});
