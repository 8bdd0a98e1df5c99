/**
 * Every store write survives a power cut once it has resolved: the new version is synced before
 * it is renamed into place, and the directory after, so neither the contents nor the rename can
 * be rolled back. A power cut cannot be made in a test, so the system calls of a real process
 * writing admin.json, server.json and users.json are watched with strace instead.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REPO_ROOT = join(__dirname, '..', '..', '..');
const hasStrace = spawnSync('strace', ['-V']).status === 0;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bfc-durable-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes each file of the data directory through the real code, in a process under strace. */
function traceWrites(dataDir: string): string[] {
  const script = `
    const { createAccount } = require(${JSON.stringify(join(REPO_ROOT, 'server/accounts/admin.ts'))});
    const { FileUserStore } = require(${JSON.stringify(join(REPO_ROOT, 'server/accounts/usersFile.ts'))});
    const { LowdbStore } = require(${JSON.stringify(join(REPO_ROOT, 'server/store/lowdbStore.ts'))});
    (async () => {
      const store = await LowdbStore.open(process.argv[1]);
      const account = await createAccount(process.argv[1], 'durable');
      await new FileUserStore(process.argv[1]).addUser('d@example.com', null, async () => account.id, Date.now());
      await store.flush();
      await store.close();
    })();`;
  const log = join(dir, 'strace.log');
  const run = spawnSync(
    'strace',
    ['-f', '-qq', '-y', '-e', 'trace=fsync,fdatasync,rename,renameat,renameat2', '-o', log, process.execPath, '--import', 'tsx', '-e', script, dataDir],
    { cwd: REPO_ROOT },
  );
  expect({ status: run.status, stderr: run.stderr.toString() }).toEqual({ status: 0, stderr: '' });
  return readFileSync(log, 'utf8').split('\n');
}

(hasStrace ? test : test.skip)('each file is synced before its rename and the directory after it', () => {
  const dataDir = join(dir, 'data');
  const calls = traceWrites(dataDir);
  const synced = (path: string, from: number, to: number) =>
    calls.slice(from, to).some((line) => new RegExp(`f(data)?sync\\(\\d+<${escape(path)}>`).test(line));
  const renames = calls
    .map((line, at) => ({ at, paths: /rename(?:at2?)?\(.*?"([^"]+)".*?"([^"]+)"/.exec(line) }))
    .filter(({ paths }) => paths && paths[2].startsWith(dataDir));
  expect([...new Set(renames.map(({ paths }) => paths![2].slice(dataDir.length + 1)))].sort()).toEqual(['admin.json', 'server.json', 'users.json']);
  // The script's writes follow one another, so each one's directory sync comes before the next rename.
  renames.forEach(({ at, paths }, i) => {
    const [, temp, target] = paths!;
    const next = renames[i + 1]?.at ?? calls.length;
    expect({ target, tempSyncedBefore: synced(temp, 0, at), dirSyncedAfter: synced(dataDir, at, next) }).toEqual({
      target,
      tempSyncedBefore: true,
      dirSyncedAfter: true,
    });
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
