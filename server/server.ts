import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { createAccount, createKey, listAccounts } from './accounts/admin';
import { DEFAULTS, type HttpTimeouts, type ServerConfig } from './config';
import { answerClientError } from './http/answers/clientErrors';
import { expressMessageClasses } from './http/intake/expressMessages';
import { closeConverter, startConverter } from './convert';
import { dataFiles } from './store/dataDir';
import { LockHeldError } from './store/lockFile';
import { LowdbStore } from './store/lowdbStore';
import type { Store } from './store/types';
import { createWebRouter } from './web';

export const DEFAULT_ACCOUNT = 'default';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another broker-file-converter server (pid ${pid}) is using the data directory ${dataDir}. ` +
        `Stop it first, or start this one with --data pointing to another directory. ` +
        `(If no such process exists, delete ${dataFiles(dataDir).serverLock}.)`,
    );
    this.name = 'DataDirInUseError';
  }
}

export type RunningServer = {
  url: string;
  port: number;
  /** The key of the account created on first start; shown once, never stored in clear. */
  firstStartKey?: string;
  /** Stops accepting, lets requests in flight finish, stops the converter, releases the data dir. */
  close(): Promise<void>;
};

export async function runServer(config: ServerConfig): Promise<RunningServer> {
  const store = await openStore(config.dataDir);
  try {
    const firstStartKey = await ensureAnAccount(config.dataDir);
    const pages = createWebRouter({ dataDir: config.dataDir, store, config, web: config.web });
    const timeouts = config.timeouts ?? { headersMs: DEFAULTS.headersTimeoutMs, requestMs: DEFAULTS.requestTimeoutMs };
    const server = await listen(createApp(store, config, pages), config.port, config.host, timeouts);
    const { port } = server.address() as AddressInfo;
    startConverter();
    let closing: Promise<void> | undefined;
    return {
      url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
      port,
      firstStartKey,
      close: () => (closing ??= shutDown(server, store)),
    };
  } catch (err) {
    await store.close();
    throw err;
  }
}

async function openStore(dataDir: string): Promise<Store> {
  try {
    return await LowdbStore.open(dataDir);
  } catch (err) {
    if (err instanceof LockHeldError) throw new DataDirInUseError(dataDir, err.pid);
    throw err;
  }
}

/** An empty data directory gets a free account with one key, so the quick start can convert at once. */
async function ensureAnAccount(dataDir: string): Promise<string | undefined> {
  if (listAccounts(dataDir).length > 0) return undefined;
  await createAccount(dataDir, DEFAULT_ACCOUNT);
  return (await createKey(dataDir, DEFAULT_ACCOUNT, 'first start')).key;
}

function listen(app: ReturnType<typeof createApp>, port: number, host: string, timeouts: HttpTimeouts): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(
      {
        ...expressMessageClasses(app),
        requestTimeout: timeouts.requestMs,
        headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
        // Node looks for expired requests this often (30 s by default, far coarser than the limits).
        connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(timeouts.headersMs / 2))),
      },
      app,
    );
    server.on('clientError', answerClientError);
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

async function shutDown(server: Server, store: Store): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive connections with no request in flight would otherwise hold close() open.
  server.closeIdleConnections();
  await closed;
  try {
    await closeConverter();
  } finally {
    await store.close();
  }
}
