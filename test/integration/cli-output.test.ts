/**
 * What the CLI writes, and what becomes of the process when nobody reads it any more.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as admin from '../../server/accounts/admin';
import { inviteUser } from '../../server/accounts/usersAdmin';
import { main } from '../../server/cli';
import { REPO_ROOT } from './support/cli';

jest.setTimeout(60_000);

test('serve: its stdout and stderr readers exit (EPIPE on every log line); the server keeps serving and stops cleanly', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bfc-epipe-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server', 'cli.ts'), 'serve'], {
    cwd: REPO_ROOT,
    env: { ...process.env, BFC_PORT: '0', BFC_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
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

/** Anything a terminal would act on: C0 but newline, DEL, C1, and the Unicode line and direction controls. */
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

test('names and emails users supplied are printed without terminal control characters, and --json keeps their value', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bfc-cli-controls-'));
  try {
    // Sign-up accepts any email without spaces; key names from the settings page may hold C1 controls.
    const hostileEmail = 'ev\u001b[2j\u001b]0;owned\u0007il@example.com';
    const hostileKey = 'ci\u009b31m\u202eyek\u007f';
    await admin.createAccount(dataDir, 'acme');
    await admin.createAccount(dataDir, 'other');
    await admin.createKey(dataDir, 'acme', hostileKey);
    await inviteUser(dataDir, 'acme', hostileEmail);

    const run = async (...argv: string[]) => {
      const out: string[] = [];
      const code = await main([...argv, '--data', dataDir], { out: (t) => void out.push(t), err: (t) => void out.push(t) });
      return { code, text: out.join('\n') };
    };
    const printed = [
      await run('keys', 'list', 'acme'),
      await run('keys', 'create', 'acme', '--name', hostileKey),
      await run('accounts', 'show', 'acme'),
      await run('users', 'list'),
      await run('users', 'invite', 'acme', '--email', 'x\u001b[2Jy@example.com'),
      // Refused (the email signs in to acme): the error message quotes the email.
      await run('users', 'invite', 'other', '--email', hostileEmail),
    ];
    for (const { text } of printed) expect(text).not.toMatch(CONTROL);
    expect(printed[0].text).toContain('ci31myek');
    expect(printed[3].text).toContain('ev[2j]0;ownedil@example.com');
    expect(printed[5]).toEqual({ code: 1, text: 'ev[2j]0;ownedil@example.com already signs in to another account.' });

    const json = [await run('keys', 'list', 'acme', '--json'), await run('users', 'list', '--json')];
    for (const { text } of json) expect(text).not.toMatch(CONTROL);
    expect(JSON.parse(json[0].text).map((k: { name: string }) => k.name)).toEqual([hostileKey, hostileKey]);
    expect(JSON.parse(json[1].text).map((u: { email: string }) => u.email)).toEqual([hostileEmail, 'x\u001b[2jy@example.com']);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
