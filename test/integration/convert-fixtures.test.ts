import fs from 'node:fs';
import path from 'node:path';
import { closeConverter, convertDocument } from '../../server/convert';
import { Row } from '../../server/convert/columns';
import { fixtureDir, fixtures } from '../../fixtures';
import { encryptedFixtures, encryptedPath, generatedEncryptedFixtures, renderEncrypted } from '../../fixtures/lib/encrypted';

afterAll(closeConverter);

const committed = (name: string) => ({
  pdf: fs.readFileSync(path.join(fixtureDir(name), 'document.pdf')),
  expected: JSON.parse(fs.readFileSync(path.join(fixtureDir(name), 'expected.json'), 'utf8')) as { rows: Row[] },
});

describe('fixture text PDFs', () => {
  it.each(fixtures.map((f) => f.name))('%s converts to its expected rows, every column', async (name) => {
    const { pdf, expected } = committed(name);
    const result = await convertDocument({ bytes: pdf, filename: 'document.pdf' });
    expect(result.mode).toBe('text');
    expect(result.rows).toEqual(expected.rows);
  });

  it('are what the generator writes today (run `npm run fixtures` after changing it)', async () => {
    for (const fixture of fixtures) {
      const { pdf, rows } = await fixture.render();
      const files = committed(fixture.name);
      expect({ name: fixture.name, rows }).toEqual({ name: fixture.name, rows: files.expected.rows });
      expect(pdf.equals(files.pdf)).toBe(true);
    }
    for (const encrypted of generatedEncryptedFixtures) {
      const pdf = await renderEncrypted(
        fixtures.find((f) => f.name === encrypted.fixture)!,
        encrypted,
      );
      expect({ file: encrypted.file, same: pdf.equals(fs.readFileSync(encryptedPath(fixtureDir(encrypted.fixture), encrypted))) }).toEqual({
        file: encrypted.file,
        same: true,
      });
    }
  });
});

describe('fixture PDFs with a password', () => {
  it.each(encryptedFixtures.map((e) => [e.fixture, e.file, e.method, e]))(
    '%s/%s (%s) converts with its password to the rows of document.pdf',
    async (name, file, _method, encrypted) => {
      const bytes = fs.readFileSync(encryptedPath(fixtureDir(name), encrypted));
      expect(bytes.toString('latin1')).toContain('/Encrypt');
      const result = await convertDocument({ bytes, filename: file, password: encrypted.password });
      expect(result.mode).toBe('text');
      expect(result.rows).toEqual(committed(name).expected.rows);
    },
  );
});
