import { detectFileType } from '../../../server/convert/detect';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('detectFileType', () => {
  it.each([
    ['pdf', bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj')],
    ['pdf', bytes('\n\n%PDF-1.4\n')], // junk before the header, as some generators write
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR')],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF\0')],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif')],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
  ])('recognises %s', (type, input) => {
    expect(detectFileType(input)).toBe(type);
  });

  it.each([
    ['empty', bytes()],
    ['plain text', bytes('Date;Amount\n2024-01-01;12.00\n')],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e, 0x47])],
    ['two JPEG bytes only', bytes([0xff, 0xd8])],
    ['a ZIP (docx, xlsx)', bytes('PK', [3, 4, 20, 0])],
  ])('refuses %s', (_name, input) => {
    expect(detectFileType(input)).toBeNull();
  });

  it('keeps an image an image when its metadata quotes %PDF-', () => {
    expect(detectFileType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'tEXtComment %PDF-1.4'))).toBe('png');
  });

  it('ignores a %PDF- marker beyond the first KiB', () => {
    expect(detectFileType(Buffer.concat([Buffer.alloc(2048, 0x20), bytes('%PDF-1.4')]))).toBeNull();
  });
});
