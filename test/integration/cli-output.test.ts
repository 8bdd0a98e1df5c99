/**
 * What the CLI writes, and what becomes of the process when nobody reads it any more.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './support/cli';

jest.setTimeout(60_000);

test('serve: its stdout and stderr readers exit (EPIPE on every log line); the server keeps serving and stops cleanly', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bfc-epipe-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server', 'cli.ts'), 'serve'], {
    cwd: REPO_ROOT,
    env: { ...process.env, BFC_PORT: '0', BFC_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let seen = '';
      child.stdout.on('data', (chunk) => {
        seen += chunk;
        const match = /listening on (http:\/\/\S+)/.exec(seen);
        if (match) resolve(match[1]);
      });
      child.once('exit', () => reject(new Error(`serve exited before listening: ${seen}`)));
    });
    // The readers go away: the server's next writes to either pipe fail with EPIPE.
    child.stdout.destroy();
    child.stderr.destroy();
    for (let i = 0; i < 5; i++) {
      // Each answer writes an access-log line to the broken stdout, one turn after the answer.
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(child.exitCode).toBeNull();
    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
