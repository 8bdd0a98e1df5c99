import { once } from 'node:events';
import { createDeflate, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { newPdf, pdfBytes } from '../../fixtures/lib/pdfkit';
import { textPdf } from '../../fixtures/lib/textPdf';

/**
 * Makers of hostile files. Everything is derived from a seeded generator, so the same seed gives
 * the same corpus (encrypted PDFs excepted: pdfkit draws their salts at random).
 */

/** mulberry32: small, fast and good enough to scatter damage deterministically. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomBytes(random: () => number, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) bytes[i] = Math.floor(random() * 256);
  return bytes;
}

export const STATEMENT_TEXT = [
  'Example Brokerage Inc.                     Account Statement',
  'Account Number: 123-45678                  Statement Period: 01/01/2024 - 01/31/2024',
  '',
  'Date        Activity   Symbol   Quantity   Price     Amount',
  '01/05/2024  Buy        AAPL     10         150.00    -1,500.00',
  '01/15/2024  Dividend   MSFT                          12.34',
].join('\n');

export const textStatementPdf = () => textPdf(STATEMENT_TEXT);

/** A small picture with structure (stripes and a gradient), so that damage lands in real image data. */
export async function smallImage(format: 'png' | 'jpeg' | 'webp'): Promise<Buffer> {
  const width = 160;
  const height = 80;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const stripe = Math.floor(x / 8) % 2 === 0 ? 40 : 220;
      pixels[i] = stripe;
      pixels[i + 1] = (x * 255) / width;
      pixels[i + 2] = (y * 255) / height;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (format === 'png') return image.png().toBuffer();
  if (format === 'jpeg') return image.jpeg({ quality: 80 }).toBuffer();
  return image.webp({ quality: 80 }).toBuffer();
}

export function truncate(bytes: Buffer, fraction: number): Buffer {
  return Buffer.from(bytes.subarray(0, Math.floor(bytes.length * fraction)));
}

/** Overwrites a run of bytes (a tenth of the file) somewhere past the first 16 with noise. */
export function corrupt(bytes: Buffer, random: () => number): Buffer {
  const copy = Buffer.from(bytes);
  const span = Math.max(1, Math.floor(copy.length / 10));
  const start = 16 + Math.floor(random() * Math.max(1, copy.length - span - 16));
  randomBytes(random, span).copy(copy, start);
  return copy;
}

/** pdfkit's encryption: PDF 1.4 (RC4 128), 1.7 (AES-128), 1.7ext3 (AES-256). */
export async function encryptedPdf(pdfVersion: '1.4' | '1.7' | '1.7ext3', userPassword: string): Promise<Buffer> {
  const doc = newPdf({ pdfVersion, userPassword, ownerPassword: `${userPassword}-owner` });
  doc.addPage({ size: 'A4' }).fontSize(10).text('Account Number: 123-45678  Statement Period: 01/01/2024 - 01/31/2024', 36, 36);
  return pdfBytes(doc);
}

/** A real PDF of `count` pages, one line each. */
export async function manyPagesPdf(count: number): Promise<Buffer> {
  const doc = newPdf();
  for (let i = 1; i <= count; i++)
    doc
      .addPage({ size: [200, 100] })
      .fontSize(8)
      .text(`Page ${i}`, 10, 10);
  return pdfBytes(doc);
}

/** One page whose MediaBox is `side` points square, with text or with nothing but a tiny image. */
export async function giantPagePdf(side: number, withImage: boolean): Promise<Buffer> {
  const doc = newPdf();
  doc.addPage({ size: [side, side] });
  if (withImage) doc.image(await smallImage('png'), 0, 0, { width: side, height: side });
  else doc.fontSize(10).text('Account Number: 123-45678', 36, 36);
  return pdfBytes(doc);
}

/** A PDF whose page tree claims `count` pages while holding one. */
export async function lyingPageCountPdf(count: number): Promise<Buffer> {
  const pdf = await pdfBytes(newPdf({ compress: false }).addPage({ size: 'A4' }));
  return Buffer.from(pdf.toString('latin1').replace(/\/Count 1\b/, `/Count ${count}`), 'latin1');
}

/** One page whose content stream inflates from a few KB to `inflatedBytes` of blanks. */
export function zipBombPdf(inflatedBytes: number): Buffer {
  return contentStreamBombPdf(deflateSync(Buffer.alloc(inflatedBytes, 0x20), { level: 9 }));
}

/**
 * `inflatedBytes` of blanks deflated, fed through a zlib stream a MiB at a time so that even 1 GiB
 * is never held whole here (1 GiB → ~1 MB, ~3 s).
 */
export async function deflatedBlanks(inflatedBytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9, memLevel: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = once(deflate, 'end');
  const chunk = Buffer.alloc(1 << 20, 0x20);
  for (let left = inflatedBytes; left > 0; left -= chunk.length) {
    if (!deflate.write(left >= chunk.length ? chunk : chunk.subarray(0, left))) await once(deflate, 'drain');
  }
  deflate.end();
  await ended;
  return Buffer.concat(out);
}

const flateStream = (data: Buffer, extra = ''): PdfStream => ({ dict: `<< /Length ${data.length} /Filter /FlateDecode${extra} >>`, data });

/** One page whose content stream is `deflated` (e.g. deflatedBlanks(1 GiB)): a flate bomb in the page itself. */
export function contentStreamBombPdf(deflated: Buffer): Buffer {
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    flateStream(deflated),
  ]);
}

/**
 * One page of text in an embedded TrueType font whose program (FontFile2) is `deflated`: reading
 * the text makes the parser load the font, i.e. inflate the whole stream.
 */
export function fontBombPdf(deflated: Buffer): Buffer {
  const text = Buffer.from('BT /F1 12 Tf 72 720 Td (Account Number: 123-45678) Tj ET', 'latin1');
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    { dict: `<< /Length ${text.length} >>`, data: text },
    '<< /Type /Font /Subtype /TrueType /BaseFont /Bomb /FirstChar 32 /LastChar 126 /FontDescriptor 6 0 R >>',
    '<< /Type /FontDescriptor /FontName /Bomb /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 7 0 R >>',
    flateStream(deflated, ` /Length1 ${2 ** 30}`),
  ]);
}

/**
 * One page showing a 1-bit CCITT G4 image that declares width × height (20000² is 400
 * megapixels) in a few KB: every row is white and codes as one bit (vertical mode, no change).
 */
export function ccittBombPdf(width: number, height: number): Buffer {
  const rows = Buffer.alloc(Math.ceil(height / 8), 0xff);
  const data = Buffer.concat([rows, Buffer.from([0x00, 0x10, 0x01])]); // then EOFB: two EOL codes (000000000001)
  const content = Buffer.from('q 612 0 0 792 0 0 cm /Im1 Do Q', 'latin1');
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>',
    { dict: `<< /Length ${content.length} >>`, data: content },
    {
      dict: `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 1 /Length ${data.length} /Filter /CCITTFaxDecode /DecodeParms << /K -1 /Columns ${width} /Rows ${height} /BlackIs1 false >> >>`,
      data,
    },
  ]);
}

type PdfStream = { dict: string; data: Buffer };

/** A minimal PDF written by hand: numbered objects (dictionaries, or streams with their data), an xref table. */
export function assemblePdf(objects: (string | PdfStream)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0].length;
  const push = (buffer: Buffer) => {
    parts.push(buffer);
    length += buffer.length;
  };
  objects.forEach((object, i) => {
    offsets.push(length);
    if (typeof object === 'string') return push(Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
    push(Buffer.from(`${i + 1} 0 obj\n${object.dict}\nstream\n`, 'latin1'));
    push(object.data);
    push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  });
  const xrefAt = length;
  const count = offsets.length + 1;
  const xref = ['xref', `0 ${count}`, '0000000000 65535 f ', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `)].join('\n');
  push(Buffer.from(`${xref}\ntrailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/**
 * A decompression bomb: a valid 1-bit grayscale PNG of width × height, all black. 30000 × 30000
 * is 900 megapixels from a few hundred KB of file.
 */
export function pngBomb(width: number, height: number): Buffer {
  const rowBytes = 1 + Math.ceil(width / 8);
  const raw = Buffer.alloc(rowBytes * height, 0);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small JPEG whose frame header (SOF0) declares width × height instead of its own size. */
export function jpegDeclaring(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  for (let i = 2; i + 9 < copy.length;) {
    if (copy[i] !== 0xff) break;
    const marker = copy[i + 1];
    const length = copy.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc2) {
      copy.writeUInt16BE(height, i + 5);
      copy.writeUInt16BE(width, i + 7);
      return copy;
    }
    i += 2 + length;
  }
  throw new Error('no SOF marker in the JPEG');
}

/** A simple (VP8) WebP whose frame header declares width × height (14 bits each: at most 16383). */
export function webpDeclaring(webp: Buffer, width: number, height: number): Buffer {
  if (webp.toString('latin1', 12, 16) !== 'VP8 ') throw new Error('expected a simple lossy WebP');
  const copy = Buffer.from(webp);
  copy.writeUInt16LE(width & 0x3fff, 26);
  copy.writeUInt16LE(height & 0x3fff, 28);
  return copy;
}
