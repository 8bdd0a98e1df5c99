import sharp from 'sharp';
import { closePdfText, extractPdfText } from '../../../server/convert/pdf';
import { ApiError } from '../../../server/errors';
import { newPdf, pdfBytes } from '../../../fixtures/lib/pdfkit';
import { textPdf } from '../../../fixtures/lib/textPdf';

afterAll(closePdfText);

async function failure(bytes: Buffer, password?: string): Promise<ApiError> {
  try {
    await extractPdfText(bytes, undefined, password);
  } catch (err) {
    return err as ApiError;
  }
  throw new Error('expected extraction to fail');
}

describe('extractPdfText', () => {
  it('returns each word with its box in points from the top-left corner', async () => {
    const pdf = await textPdf('Date        Amount\n05.03.2024  1.234,56-  EUR');
    const { pageCount, pages, pagesNeedingOcr } = await extractPdfText(pdf);
    expect(pageCount).toBe(1);
    expect(pagesNeedingOcr).toEqual([]);
    const words = pages[0].words;
    expect(words.map((w) => w.text)).toEqual(['Date', 'Amount', '05.03.2024', '1.234,56-', 'EUR']);
    // 6 pt per character cell, text starting at the 36 pt margin.
    expect(words.map((w) => Math.round(w.x))).toEqual([36, 36 + 12 * 6, 36, 36 + 12 * 6, 36 + 23 * 6]);
    expect(words.map((w) => Math.round(w.width))).toEqual([24, 36, 60, 54, 18]);
    expect(words[0].page).toBe(1);
    expect(words[2].y).toBeGreaterThan(words[0].y); // the second line lies below the first
    expect(words[0].y).toBeGreaterThan(30);
    expect(words[0].y).toBeLessThan(50);
  });

  it('numbers pages from 1 in document order', async () => {
    const { pages } = await extractPdfText(await textPdf('first\fsecond\fthird'));
    expect(pages.map((p) => [p.number, p.words.map((w) => `${w.page}:${w.text}`)])).toEqual([
      [1, ['1:first']],
      [2, ['2:second']],
      [3, ['3:third']],
    ]);
  });

  it('marks pages that only show an image as needing OCR', async () => {
    const png = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const doc = newPdf();
    doc.addPage({ size: 'A4' }).font('Helvetica').fontSize(11).text('Statement of account, page with a real text layer', 50, 50);
    doc.addPage({ size: 'A4' }).image(png, 50, 50, { width: 400 });
    doc.addPage({ size: 'A4' }); // blank: nothing to read, nothing to OCR
    doc.addPage({ size: 'A4', margin: 0 }).image(png, 50, 50, { width: 400 }).font('Helvetica').fontSize(9).text('Page 4 of 4', 50, 800, { lineBreak: false });
    const { pages, pagesNeedingOcr } = await extractPdfText(await pdfBytes(doc));
    expect(pages).toHaveLength(4);
    expect(pagesNeedingOcr).toEqual([2, 4]); // a scan with a stamped page number is still a scan
  });

  describe('a password-protected PDF', () => {
    const locked = (pdfVersion: '1.3' | '1.4' | '1.7ext3', userPassword?: string) => {
      const doc = newPdf({ pdfVersion, userPassword, ownerPassword: 'owner' });
      doc.addPage({ size: 'A4' }).font('Helvetica').text('confidential', 50, 50);
      return pdfBytes(doc);
    };

    it('without a password: 400 pdf_password_required, saying how to send one', async () => {
      const err = await failure(await locked('1.7ext3', 'secret'));
      expect([err.status, err.code]).toEqual([400, 'pdf_password_required']);
      expect(err.message).toMatch(/"password"/);
    });

    it('with a wrong password: 400 wrong_pdf_password, the password not echoed', async () => {
      const err = await failure(await locked('1.4', 'secret'), 'Secret');
      expect([err.status, err.code]).toEqual([400, 'wrong_pdf_password']);
      expect(err.message).not.toContain('Secret');
    });

    it.each([
      ['1.3', 'RC4 40-bit'],
      ['1.4', 'RC4 128-bit'],
      ['1.7ext3', 'AES-256'],
    ] as const)('opens with the user or the owner password (%s, %s)', async (version) => {
      for (const password of ['Grüße 1', 'owner']) {
        const { pages } = await extractPdfText(await locked(version, 'Grüße 1'), undefined, password);
        expect(pages[0].words.map((w) => w.text)).toEqual(['confidential']);
      }
    });

    it('with an owner password only: opens without a password, as before', async () => {
      const { pages } = await extractPdfText(await locked('1.7ext3'));
      expect(pages[0].words.map((w) => w.text)).toEqual(['confidential']);
    });

    it('encrypted by a method no password opens (a certificate handler): 400 encrypted_pdf', async () => {
      const pdf = (await locked('1.7ext3', 'secret')).toString('latin1');
      const certificate = Buffer.from(pdf.replace('/Filter /Standard', '/Filter /PubSec  '), 'latin1');
      for (const password of [undefined, 'secret']) {
        const err = await failure(certificate, password);
        expect([err.status, err.code]).toEqual([400, 'encrypted_pdf']);
        expect(err.message).toMatch(/unprotected copy/);
      }
    });
  });

  it('refuses a damaged PDF with 400 invalid_pdf', async () => {
    const err = await failure(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\nthis is not a pdf'));
    expect([err.status, err.code]).toEqual([400, 'invalid_pdf']);
  });

  it('refuses a PDF beyond the page limit with 400 too_many_pages', async () => {
    const doc = newPdf();
    for (let i = 0; i < 201; i++) doc.addPage({ size: [100, 100] });
    const err = await failure(await pdfBytes(doc));
    expect([err.status, err.code]).toEqual([400, 'too_many_pages']);
    expect(err.message).toMatch(/201 pages.*at most 200/);
  });
});
