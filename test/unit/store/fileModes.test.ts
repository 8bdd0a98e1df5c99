/**
 * The data directory holds password, session and key hashes and the credit counts: it is the
 * owner's alone (0700, files 0600), and a temp file name planted in it as a symlink is never
 * followed, so no write lands in another file.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccount, createKey } from '../../../server/accounts/admin';
import { hashApiKey } from '../../../server/accounts/keys';
import { FileUserStore } from '../../../server/accounts/usersFile';
import { LowdbStore } from '../../../server/store/lowdbStore';

const rules = { freePerDay: 3, defaultProMonthlyQuota: 1000 };
const noon = Date.UTC(2026, 0, 15, 12);
let parent: string;
let dir: string;
let store: LowdbStore | undefined;

beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'bfc-modes-'));
  dir = join(parent, 'data');
});
afterEach(async () => {
  await store?.close();
  store = undefined;
  rmSync(parent, { recursive: true, force: true });
});

/** Writes every file of the data directory once: admin.json, server.json, users.json. */
async function writeEveryFile() {
  store = await LowdbStore.open(dir);
  await createAccount(dir, 'owner');
  const { key } = await createKey(dir, 'owner');
  const { account } = (await store.findKey(hashApiKey(key), noon))!;
  await store.commitUnit((await store.reserveUnit(account, noon, rules))!);
  await new FileUserStore(dir).addUser('owner@example.com', 'scrypt$hash', async () => account.id, noon);
}

const modeOf = (path: string) => statSync(path).mode & 0o777;

test('a new data directory is 0700 and every file in it 0600', async () => {
  await writeEveryFile();
  expect(modeOf(dir)).toBe(0o700);
  for (const file of ['admin.json', 'server.json', 'users.json']) expect([file, modeOf(join(dir, file))]).toEqual([file, 0o600]);
});

test('an existing data directory open to others is closed to them', async () => {
  mkdirSync(dir);
  chmodSync(dir, 0o755);
  await writeEveryFile();
  expect(modeOf(dir)).toBe(0o700);
});

test('temp-file names planted as symlinks are not followed: the files they point to stay untouched', async () => {
  mkdirSync(dir, { mode: 0o700 });
  const victims = ['admin.json', 'server.json', 'users.json'].map((file) => {
    const victim = join(parent, `victim-of-${file}`);
    writeFileSync(victim, 'root-owned contents');
    symlinkSync(victim, join(dir, `.${file}.tmp`));
    return victim;
  });
  await writeEveryFile();
  for (const victim of victims) expect([victim, readFileSync(victim, 'utf8')]).toEqual([victim, 'root-owned contents']);
  // The real files were written, each a file of its own.
  expect(JSON.parse(readFileSync(join(dir, 'admin.json'), 'utf8')).accounts).toHaveLength(1);
  expect(JSON.parse(readFileSync(join(dir, 'users.json'), 'utf8')).users).toHaveLength(1);
  expect(statSync(join(dir, 'server.json')).isFile()).toBe(true);
  // No temp file is left behind but the planted ones.
  expect(
    readdirSync(dir)
      .filter((name) => name.endsWith('.tmp'))
      .sort(),
  ).toEqual(['.admin.json.tmp', '.server.json.tmp', '.users.json.tmp']);
});

test('temp files left by a process killed mid-write are removed by the next writer of that file', async () => {
  mkdirSync(dir, { mode: 0o700 });
  const leftovers = ['admin.json', 'server.json', 'users.json'].map((file) => `.${file}.0123456789ab.tmp`);
  for (const name of leftovers) writeFileSync(join(dir, name), '{"half": ');
  await writeEveryFile();
  expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
});
