import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const REPO_ROOT = join(__dirname, '..', '..');

export type ServeProcess = {
  url: string;
  pid: number;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** The first start's key, when this process created the default account (printed after "listening"). */
  firstStartKey(): string | undefined;
  /** SIGKILL: no shutdown, as a crash or the OOM killer. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
};

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * `broker-file-converter serve` as its own process (through tsx, as the other process tests),
 * on an ephemeral port; `args` after `serve --port 0`, `env` added to this process's.
 */
export async function startServeProcess(args: string[], env: Record<string, string> = {}): Promise<ServeProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server', 'cli.ts'), 'serve', '--port', '0', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const found = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (found) resolve(found);
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => reject(new Error(`serve exited ${code} before listening:\n${output}`)));
  });
  return {
    url,
    pid: child.pid!,
    output: () => output,
    firstStartKey: () => /^\s+(bfc_live_\S+)$/m.exec(output)?.[1],
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
