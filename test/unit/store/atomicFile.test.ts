/** server.json's writer: whole versions only, one write at a time, in the order asked. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AtomicTextFile } from '../../../server/store/atomicFile';

const dir = mkdtempSync(join(tmpdir(), 'bfc-atomicfile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('reads null before the first write, then the last text written', async () => {
  const file = new AtomicTextFile(join(dir, 'a.json'));
  expect(await file.read()).toBeNull();
  await file.write('{"v":1}');
  expect(await file.read()).toBe('{"v":1}');
});

test('writes asked for at once land one after the other; the file ends with the last, no temporary file left', async () => {
  const path = join(dir, 'b.json');
  const file = new AtomicTextFile(path);
  // Lengths that shrink and grow: two writes sharing the temporary file would leave a mix.
  const texts = Array.from({ length: 50 }, (_, i) => JSON.stringify({ i, pad: 'x'.repeat(((i * 7919) % 97) * 1000) }));
  const seen: string[] = [];
  await Promise.all(texts.map((text) => file.write(text).then(() => seen.push(readFileSync(path, 'utf8')))));
  expect(seen).toEqual(texts);
  expect(readFileSync(path, 'utf8')).toBe(texts[texts.length - 1]);
  expect(readdirSync(dir).filter((name) => name.startsWith('.b.json'))).toEqual([]);
});

test('a failed write rejects, and the next one still goes through', async () => {
  const sub = join(dir, 'gone');
  mkdirSync(sub);
  const file = new AtomicTextFile(join(sub, 'c.json'));
  rmSync(sub, { recursive: true });
  await expect(file.write('lost')).rejects.toMatchObject({ code: 'ENOENT' });
  mkdirSync(sub);
  await file.write('kept');
  expect(readFileSync(join(sub, 'c.json'), 'utf8')).toBe('kept');
});

test('a read error other than a missing file is reported', async () => {
  mkdirSync(join(dir, 'd.json'));
  await expect(new AtomicTextFile(join(dir, 'd.json')).read()).rejects.toMatchObject({ code: 'EISDIR' });
  expect(existsSync(join(dir, 'd.json'))).toBe(true);
});
