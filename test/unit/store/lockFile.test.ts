import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireLock, LockHeldError, withLock } from '../../../server/store/lockFile';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bfc-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a held lock names its owner and refuses a second holder until released', () => {
  const path = join(dir, 'x.lock');
  const release = acquireLock(path);
  expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid);
  expect(() => acquireLock(path)).toThrow(LockHeldError);
  release();
  expect(existsSync(path)).toBe(false);
  acquireLock(path)();
});

test('a lock whose owner process is gone is stale and taken over', () => {
  const path = join(dir, 'x.lock');
  const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
  writeFileSync(path, JSON.stringify({ pid: Number(dead) }));
  const release = acquireLock(path);
  expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid);
  release();
});

test('an unreadable lock file is treated as stale', () => {
  const path = join(dir, 'x.lock');
  writeFileSync(path, '');
  acquireLock(path)();
});

test('withLock runs critical sections one after another', async () => {
  const path = join(dir, 'x.lock');
  const order: string[] = [];
  const section = (name: string) =>
    withLock(path, async () => {
      order.push(`${name} in`);
      await new Promise((resolve) => setImmediate(resolve));
      order.push(`${name} out`);
    });
  await Promise.all([section('a'), section('b'), section('c')]);
  for (let i = 0; i < order.length; i += 2) expect(order[i].split(' ')[0]).toBe(order[i + 1].split(' ')[0]);
});

test('of many processes finding the same stale lock at once, exactly one takes it over', async () => {
  const path = join(dir, 'x.lock');
  const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
  writeFileSync(path, JSON.stringify({ pid: Number(dead) }));
  // Every contender stays alive until all have tried, so the winner's lock is never stale meanwhile.
  const script = `
    const { acquireLock } = require(${JSON.stringify(join(__dirname, '../../../server/store/lockFile.ts'))});
    try { acquireLock(${JSON.stringify(path)}); process.stdout.write('won'); }
    catch (e) { process.stdout.write(e.name); }
    process.stdin.resume();`;
  const children = Array.from({ length: 6 }, () => spawn(process.execPath, ['--import', 'tsx', '-e', script]));
  const results = await Promise.all(children.map((child) => new Promise<string>((resolve) => child.stdout.once('data', (c) => resolve(String(c))))));
  await Promise.all(children.map((child) => new Promise((resolve) => (child.on('close', resolve), child.stdin.end()))));
  expect(results.filter((r) => r === 'won')).toHaveLength(1);
  expect(results.filter((r) => r === 'LockHeldError')).toHaveLength(5);
});
