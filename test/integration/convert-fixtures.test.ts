import fs from 'node:fs';
import path from 'node:path';
import { closeConverter, convertDocument } from '../../server/convert';
import { Row } from '../../server/convert/columns';
import { fixtureDir, fixtures } from '../../fixtures';

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
  });
});
