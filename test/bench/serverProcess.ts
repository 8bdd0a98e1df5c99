import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as admin from '../../server/accounts/admin';
import { openAdminStores } from '../../server/store/backend';
import { processTree } from '../helpers/processTree';

const REPO_ROOT = join(__dirname, '..', '..');

/** As in package.json's serve and start scripts (docs/benchmarks.md: why). */
const SERVE_NODE_FLAGS = ['--single-threaded-gc'];

export type BenchServer = {
  url: string;
  pid: number;
  dataDir: string;
  /** A new account with one key, made through the admin functions while the server runs. */
  account(name: string, options?: admin.AccountOptions): Promise<string>;
  /**
   * Resident set now, and the peak since the last resetPeak(), in bytes (/proc/<pid>/status), of
   * the server and its worker processes: the peak is the sum of each process's own peak, an upper
   * bound of the tree's (their peaks need not coincide).
   */
  memory(): { rss: number; peak: number };
  /** Starts the peak over from the current resident set (writes 5 to /proc/<pid>/clear_refs). */
  resetPeak(): void;
  stop(): Promise<void>;
};

/**
 * The real server as its own process, built as `npm start` runs it (`dist/`, compiled by tsc), so
 * that its memory and event loop are its own and the load generator does not share them. Not
 * through tsx: its per-call helpers cost the statement stage ~14 % more CPU (warm fixtures, tsx
 * 2.34/2.42/2.38 against compiled 2.06/2.05/2.05 ms), which the installed package never pays. `nodeArgs` go
 * to node before the script (e.g. `--cpu-prof` to profile the server under load). The server runs
 * with the V8 flags of `npm run serve` (SERVE_NODE_FLAGS); BENCH_NODE_ARGS (space-separated, may be
 * empty) replaces them in every section, to compare V8 flags over the whole bench.
 */
export async function startBenchServer(env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<BenchServer> {
  nodeArgs = [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? SERVE_NODE_FLAGS), ...nodeArgs];
  const cli = builtServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'bfc-bench-'));
  // The access log goes to a file, as under a service manager: a pipe read by this busy process
  // would make the server's log writes wait on the load generator.
  const logFile = join(dataDir, 'serve.log');
  const log = openSync(logFile, 'w');
  // DATABASE_URL in `env` puts the server on that database; the data directory then holds only the log.
  const databaseUrl = env.DATABASE_URL;
  const storeArgs = databaseUrl ? ['--database-url', databaseUrl] : ['--data', dataDir];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, cli, 'serve', '--port', '0', ...storeArgs], {
    cwd: REPO_ROOT,
    // One account drives the whole load (up to 9 conversions at once): let it use every upload slot.
    env: { ...process.env, BFC_RATE_PER_MINUTE: '100000000', BFC_RATE_PER_DAY: '100000000', BFC_MAX_UPLOADS_PER_ACCOUNT: '16', ...env },
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  let url: string | undefined;
  while (!url) {
    if (exited !== undefined) throw new Error(`serve exited ${exited}: ${readFileSync(logFile, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    url = /listening on (http:\/\/\S+)/.exec(readFileSync(logFile, 'utf8'))?.[1];
  }
  const kb = (pid: number, field: string) => {
    try {
      return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
    } catch {
      return 0; // exited meanwhile
    }
  };
  const sum = (field: string) => processTree(child.pid!).reduce((total, pid) => total + kb(pid, field), 0);
  return {
    url,
    pid: child.pid!,
    dataDir,
    async account(name, options) {
      const stores = await openAdminStores({ dataDir, databaseUrl });
      try {
        await admin.createAccount(stores.accounts, name, options);
        return (await admin.createKey(stores.accounts, name, 'bench')).key;
      } finally {
        await stores.close();
      }
    },
    memory() {
      return { rss: sum('VmRSS'), peak: sum('VmHWM') };
    },
    resetPeak() {
      for (const pid of processTree(child.pid!)) {
        try {
          writeFileSync(`/proc/${pid}/clear_refs`, '5');
        } catch {
          // exited meanwhile
        }
      }
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Answer = { status: number; body: Buffer };

/** dist/server/cli.js, refused when a source under server/ is newer than the build (`npm run bench` builds first). */
function builtServer(): string {
  const cli = join(REPO_ROOT, 'dist', 'server', 'cli.js');
  const built = existsSync(cli) ? statSync(cli).mtimeMs : 0;
  const newer = readdirSync(join(REPO_ROOT, 'server'), { recursive: true, encoding: 'utf8' }).find(
    (file) => file.endsWith('.ts') && statSync(join(REPO_ROOT, 'server', file)).mtimeMs > built,
  );
  if (newer !== undefined) throw new Error(`dist/ is missing or older than server/${newer}: run \`npm run build\` first`);
  return cli;
}

export function postFile(url: string, key: string, bytes: Buffer, filename: string, form: 'multipart' | 'json'): Promise<Answer> {
  if (form === 'json') {
    const body = Buffer.from(JSON.stringify({ file_base64: bytes.toString('base64'), filename }));
    return postConvert(url, key, { contentType: 'application/json', body });
  }
  return postConvert(url, key, multipartBody(bytes, filename));
}

export type RequestBody = { contentType: string; body: Buffer };

/** A multipart/form-data body with one `file` part, as a client's FormData would send it. */
export function multipartBody(bytes: Buffer, filename: string): RequestBody {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

// node:http with kept-alive connections rather than fetch: the load generator shares the machine's
// two cores with the server, and fetch cost it 1.4–2.1 ms of CPU per conversion request against
// 0.62–0.66 ms here (40 passes over the fixtures at c = 8, alternating, three runs each).
const agent = new http.Agent({ keepAlive: true });

/** POST /api/v1/convert with a ready body; resolves with the whole answer. */
export function postConvert(url: string, key: string, { contentType, body }: RequestBody): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/api/v1/convert`,
      { method: 'POST', agent, headers: { authorization: `Bearer ${key}`, 'content-type': contentType, 'content-length': body.length } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const clockTickMs = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/**
 * CPU time the server has used so far, in ms: every thread of the server process and of its
 * worker processes, with the processes that have exited and been waited for (utime + stime +
 * cutime + cstime in /proc/<pid>/stat). Unlike a rate, barely moved by other jobs on a shared machine.
 */
export function processCpuMs(pid: number): number {
  let ticks = 0;
  for (const member of processTree(pid)) {
    try {
      const stat = readFileSync(`/proc/${member}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // Exited between the listing and the read: its time is now its parent's.
    }
  }
  return ticks * clockTickMs;
}
