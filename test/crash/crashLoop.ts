import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as admin from '../../server/accounts/admin';
import { dataFiles } from '../../server/store/dataDir';
import { seededRandom, textStatementPdf } from '../hostile/files';

const REPO_ROOT = join(__dirname, '..', '..');

export type CrashOptions = { kills: number; clients?: number; seed?: number; log?: (line: string) => void };
export type KillRecord = { kill: number; answered200: number; acknowledged: number; committed: number };
export type CrashResult = { kills: KillRecord[]; problems: string[] };

/**
 * Starts the real server (`serve`, its own process) on a data directory, loads it with concurrent
 * conversions, SIGKILLs it at a random moment, and restarts it — `kills` times. After every kill
 * both store files must parse and hold at least every charge a client saw answered with 200.
 * (More may be committed: a charge written just before the kill whose 200 never left the process.)
 */
export async function crashLoop(options: CrashOptions): Promise<CrashResult> {
  const log = options.log ?? (() => undefined);
  const random = seededRandom(options.seed ?? 7);
  const dataDir = mkdtempSync(join(tmpdir(), 'bfc-crash-'));
  const pdf = await textStatementPdf();
  const problems: string[] = [];
  const kills: KillRecord[] = [];
  try {
    const account = await admin.createAccount(dataDir, 'crash', { plan: 'pro', monthlyQuota: 1_000_000 });
    const { key } = await admin.createKey(dataDir, 'crash', 'crash test');
    let acknowledged = 0;
    for (let kill = 1; kill <= options.kills; kill++) {
      const { child, url } = await startServe(dataDir);
      let answered200 = 0;
      let stop = false;
      let firstAnswer: () => void = () => undefined;
      const warmedUp = new Promise<void>((resolve) => (firstAnswer = resolve));
      const clients = Array.from({ length: options.clients ?? 6 }, async (_, c) => {
        while (!stop) {
          try {
            const res = c % 2 ? await convertMultipart(url, key, pdf) : await convertJson(url, key, pdf);
            // A status line received is an acknowledgement, whether or not the body then arrives.
            if (res.status === 200 && ++answered200 === 1) firstAnswer();
            const body = await res.text();
            if (res.status !== 200 && !stop) {
              problems.push(`kill ${kill}: a conversion answered ${res.status}: ${body.slice(0, 200)}`);
              log(problems[problems.length - 1]);
              return firstAnswer(); // no point loading a server that refuses: end this round
            }
          } catch {
            return; // the server is gone
          }
        }
      });
      // Once conversions flow (the first starts the worker threads), kill at a moment nobody chose.
      await warmedUp;
      await new Promise((resolve) => setTimeout(resolve, 200 + random() * 1200));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      stop = true;
      await Promise.all(clients);
      acknowledged += answered200;

      let committed = -1;
      try {
        JSON.parse(readFileSync(dataFiles(dataDir).admin, 'utf8'));
        const counters = JSON.parse(readFileSync(dataFiles(dataDir).counters, 'utf8'));
        committed = counters.counters[account.id]?.quota.used ?? 0;
      } catch (err) {
        problems.push(`kill ${kill}: a store file does not parse: ${(err as Error).message}`);
      }
      if (committed < acknowledged) problems.push(`kill ${kill}: ${committed} charges on disk, but ${acknowledged} were answered 200`);
      kills.push({ kill, answered200, acknowledged, committed });
      log(
        `kill ${String(kill).padStart(2)}/${options.kills}: ${String(answered200).padStart(3)} answered 200 in this run, ${acknowledged} in all; ${committed} committed on disk ${committed >= acknowledged ? '✓' : '✗'}`,
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { kills, problems };
}

function startServe(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server', 'cli.ts'), 'serve', '--port', '0', '--data', dataDir], {
    cwd: REPO_ROOT,
    env: { ...process.env, BFC_RATE_PER_MINUTE: '1000000', BFC_RATE_PER_DAY: '1000000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve({ child, url: match[1] });
    });
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`serve exited ${code} before listening: ${output}`)));
  });
}

function convertMultipart(url: string, key: string, pdf: Buffer): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'statement.pdf');
  return fetch(`${url}/api/v1/convert`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: form });
}

function convertJson(url: string, key: string, pdf: Buffer): Promise<Response> {
  return fetch(`${url}/api/v1/convert`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ file_base64: pdf.toString('base64'), filename: 'statement.pdf' }),
  });
}
