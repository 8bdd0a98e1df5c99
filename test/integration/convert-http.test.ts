import fs from 'node:fs';
import path from 'node:path';
import { fixtureDir } from '../../fixtures';
import { newPdf, pdfBytes } from '../../fixtures/lib/pdfkit';
import { startServer, TestServer } from '../helpers/server';

// The conversion pipeline behind the real HTTP API: what convertDocument answers or refuses
// reaches the caller unchanged, in both request forms.
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const fixture = (name: string) => ({
  pdf: fs.readFileSync(path.join(fixtureDir(name), 'document.pdf')),
  rows: JSON.parse(fs.readFileSync(path.join(fixtureDir(name), 'expected.json'), 'utf8')).rows,
});

async function postMultipart(bytes: Buffer, filename: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), filename);
  return fetch(`${server.baseUrl}/api/v1/convert`, { method: 'POST', headers: { authorization: `Bearer ${server.apiKey}` }, body: form });
}

async function postJson(bytes: Buffer, filename: string) {
  return fetch(`${server.baseUrl}/api/v1/convert`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ file_base64: bytes.toString('base64'), filename, media_type: 'application/pdf' }),
  });
}

describe('POST /api/v1/convert with fixture PDFs', () => {
  it.each([
    ['multipart', postMultipart],
    ['JSON', postJson],
  ])('answers the rows of a text PDF (%s)', async (_form, post) => {
    const { pdf, rows } = fixture('es-extracto-varias-paginas');
    const res = await post(pdf, 'extracto.pdf');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ filename: 'extracto.pdf', mode: 'text', rowCount: rows.length });
    expect(body.rows).toEqual(rows);
  });

  it('refuses a password-protected PDF sent without its password: 400 pdf_password_required in the error envelope', async () => {
    const doc = newPdf({ userPassword: 'pw' } as PDFKit.PDFDocumentOptions);
    doc.addPage({ size: 'A4' }).text('secret statement', 50, 50);
    const res = await postMultipart(await pdfBytes(doc), 'locked.pdf');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('pdf_password_required');
    expect(body.error.message).toMatch(/password/);
    expect(body.error.requestId).toBeTruthy();
  });

  it('refuses a damaged PDF with 400 invalid_pdf', async () => {
    const res = await postJson(Buffer.from('%PDF-1.7\nnot really a pdf'), 'broken.pdf');
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('invalid_pdf');
  });
});
