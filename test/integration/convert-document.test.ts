import sharp from 'sharp';
import { closeConverter, convertDocument, extractDocument } from '../../server/convert';
import { COLUMNS } from '../../server/convert/columns';
import { ApiError } from '../../server/errors';
import { newPdf, pdfBytes } from '../../fixtures/lib/pdfkit';
import { textPdf } from '../../fixtures/lib/textPdf';

afterAll(closeConverter);

async function failure(bytes: Buffer): Promise<ApiError> {
  try {
    await convertDocument({ bytes, filename: 'upload.bin' });
  } catch (err) {
    return err as ApiError;
  }
  throw new Error('expected the conversion to fail');
}

// A page image with printed text, as a scanner would deliver it (300 dpi, A6-ish).
const scan = (lines: string[]) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="500">
    <rect width="100%" height="100%" fill="white"/>
    ${lines.map((l, i) => `<text x="60" y="${120 + i * 90}" font-family="DejaVu Sans" font-size="48">${l}</text>`).join('')}
  </svg>`),
  )
    .png()
    .toBuffer();

describe('convertDocument', () => {
  it('answers the conversion result of a text PDF with mode "text" and the full column schema', async () => {
    const pdf = await textPdf('Account statement\n05.03.2024  Deposit  1,000.00  EUR');
    const result = await convertDocument({ bytes: pdf, filename: 'statement.pdf', mediaType: 'application/pdf' });
    expect(Object.keys(result)).toEqual(['filename', 'mode', 'rowCount', 'columns', 'rows']);
    expect(result.filename).toBe('statement.pdf');
    expect(result.mode).toBe('text');
    expect(result.columns.map((c) => c.key)).toEqual(COLUMNS.map((c) => c.key));
    expect(result.rowCount).toBe(result.rows.length);
  });

  it('refuses an empty file with 400 empty_file', async () => {
    const err = await failure(Buffer.alloc(0));
    expect([err.status, err.code]).toEqual([400, 'empty_file']);
  });

  it('refuses other content with 400 unsupported_file_type, naming the accepted types', async () => {
    const err = await failure(Buffer.from('Date,Amount\n2024-03-05,12.00\n'));
    expect([err.status, err.code]).toEqual([400, 'unsupported_file_type']);
    expect(err.message).toMatch(/PDF.*PNG.*JPEG.*WebP/);
  });

  it('decides by content, not by the declared name or media type', async () => {
    const pdf = await textPdf('hello');
    const result = await convertDocument({ bytes: pdf, filename: 'photo.png', mediaType: 'image/png' });
    expect(result.mode).toBe('text');
  });

  it('passes PDF errors through: encrypted without its password → 400 pdf_password_required', async () => {
    const doc = newPdf({ userPassword: 'pw' } as PDFKit.PDFDocumentOptions);
    doc.addPage({ size: 'A4' }).text('secret', 50, 50);
    const err = await failure(await pdfBytes(doc));
    expect([err.status, err.code]).toEqual([400, 'pdf_password_required']);
  });
});

describe('extractDocument', () => {
  it('reads a PDF page by page: text layer where there is one, OCR for the scanned page', async () => {
    const doc = newPdf();
    doc.addPage({ size: 'A4' }).font('Helvetica').fontSize(11).text('Page one has a real text layer with words', 50, 50);
    doc.addPage({ size: 'A4' }).image(await scan(['Dividend payment', 'Amount 12.50 EUR']), 0, 0, { width: 298 });
    const document = await extractDocument(await pdfBytes(doc));
    expect(document.mode).toBe('ocr');
    expect(document.pages.map((p) => p.number)).toEqual([1, 2]);
    expect(document.pages[0].words.map((w) => w.text).join(' ')).toBe('Page one has a real text layer with words');
    const scanned = document.pages[1].words.map((w) => w.text).join(' ');
    expect(scanned).toMatch(/Dividend/);
    expect(scanned).toMatch(/12\.50/);
    expect(document.pages[1].words.every((w) => w.page === 2)).toBe(true);
  });

  it('reads an image with OCR, as page 1', async () => {
    const document = await extractDocument(await scan(['Interest credit', 'Total 3.10 EUR']));
    expect(document.mode).toBe('ocr');
    expect(document.pages).toHaveLength(1);
    expect(document.pages[0].words.map((w) => w.text).join(' ')).toMatch(/Interest/);
  });
});
