import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const run = promisify(execFile);

/**
 * A real PostgreSQL for tests: Debian's `postgresql` package (initdb + pg_ctl) into a temporary
 * directory on an ephemeral port, torn down after. As root it runs as the `postgres` user
 * (PostgreSQL refuses to run as root); otherwise as the current user.
 */

/** The newest /usr/lib/postgresql/N/bin holding initdb, or $BFC_PG_BIN; undefined when absent. */
export function postgresBinDir(): string | undefined {
  if (process.env.BFC_PG_BIN) return existsSync(join(process.env.BFC_PG_BIN, 'initdb')) ? process.env.BFC_PG_BIN : undefined;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : undefined;
}

/** `describe` when PostgreSQL is installed, else `describe.skip` with a line saying why. */
export function describeWithPostgres(name: string, body: () => void): void {
  if (postgresBinDir()) return describe(name, body);
  console.warn(`Skipping "${name}": no PostgreSQL server binaries (/usr/lib/postgresql/*/bin/initdb). Install Debian's postgresql package (.ci/run does).`);
  describe.skip(name, body);
}

export type TestPostgres = {
  /** postgres://… of the database `postgres` of this cluster. */
  url: string;
  /** A new empty database of this cluster, for a test that wants its own. */
  createDatabase(name: string): Promise<string>;
  /** Stops the database but keeps its files, for resume(): an outage. */
  halt(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * `durable`: fsync on, as in production (the bench); the tests run without it. `statements`: load
 * pg_stat_statements, which counts every statement a client sends, as it ends (the bench's round trips).
 */
export async function startPostgres(options: { durable?: boolean; statements?: boolean } = {}): Promise<TestPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('No PostgreSQL server binaries found (/usr/lib/postgresql/*/bin).');
  const asRoot = userInfo().uid === 0;
  const exec = (tool: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args));
  const dir = mkdtempSync(join(tmpdir(), 'bfc-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  await exec('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  // fsync off: the tests kill servers, never the database; max_connections for three servers' pools and the test's own.
  const settings =
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200` +
    (options.durable ? '' : ' -c fsync=off') +
    (options.statements ? ' -c shared_preload_libraries=pg_stat_statements' : '');
  const start = () => exec('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  return {
    url,
    async createDatabase(name) {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    halt: async () => void (await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])),
    resume: async () => void (await start()),
    async stop() {
      if (stopped) return;
      stopped = true;
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs one statement on `url` with a connection of its own (for assertions on what is stored). */
export async function queryOnce<R = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<R[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as R[];
  } finally {
    await client.end();
  }
}
