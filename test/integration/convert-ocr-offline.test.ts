import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixtureDir } from '../../fixtures';

jest.setTimeout(300_000);

const repo = path.resolve(__dirname, '../..');

/** `unshare -n` (a process without any network) where the machine allows it, e.g. as root. */
const withoutNetwork = (() => {
  try {
    execFileSync('unshare', ['-n', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

test(`OCR runs offline${withoutNetwork ? ' (no network at all)' : ''} and writes nothing to the working directory`, () => {
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'ocr-cwd-'));
  const image = path.join(fixtureDir('de-dividendengutschrift'), 'document.png');
  const script = `
    const { recognizeImage, closeOcr } = require(${JSON.stringify(path.join(repo, 'server/convert/ocr'))});
    recognizeImage(require('fs').readFileSync(${JSON.stringify(image)}), 1)
      .then((page) => console.log(JSON.stringify(page.words.map((w) => w.text))))
      .finally(closeOcr);`;
  const node = [process.execPath, '--require', require.resolve('tsx/cjs'), '-e', script];
  const [command, ...args] = withoutNetwork ? ['unshare', '-n', ...node] : node;
  try {
    const run = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, OCR_WORKERS: '1' } });
    expect(run.status).toBe(0);
    const words: string[] = JSON.parse(run.stdout.trim().split('\n').pop()!);
    expect(words).toEqual(expect.arrayContaining(['Dividendengutschrift']));
    expect(fs.readdirSync(cwd)).toEqual([]);
  } finally {
    fs.rmSync(cwd, { recursive: true, force: true });
  }
});
