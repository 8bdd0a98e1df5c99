import { serverConfigFromEnv, trustProxyFrom } from '../config';
import { DataDirInUseError, DEFAULT_ACCOUNT, runServer } from '../server';
import { redactUrl } from '../store/backend';
import { parseCommand, positionals, UsageError, wholeNumber } from './args';
import type { CliIO } from './io';

export const SERVE_HELP = `Usage: broker-file-converter serve [--port 3000] [--host 127.0.0.1] [--data ./data | --database-url URL]

Starts the converter API (POST /api/v1/convert, GET /api/v1/usage, GET /healthz) on the
embedded store in the data directory, or on a PostgreSQL database shared by several servers.
On first start with an empty store it creates the account "default" and prints its API key once.

Options (each also from an environment variable):
  --port N     port to listen on (BFC_PORT, default 3000; 0 picks a free one)
  --host HOST  address to bind (BFC_HOST, default 127.0.0.1)
  --data DIR   data directory (BFC_DATA_DIR, default ./data)
  --database-url URL  PostgreSQL instead of the data directory (DATABASE_URL), e.g.
               postgres://bfc:secret@db.internal:5432/bfc; see docs/operations-postgres.md
  --signup, --no-signup  open or close sign-up on the settings page /settings (BFC_SIGNUP=on|off,
               default off: the operator invites people with "users invite")
  --trust-proxy VALUE  behind a reverse proxy: whose X-Forwarded-For names the client (BFC_TRUST_PROXY;
               off by default; on, a number of proxies, or addresses/subnets such as loopback,10.0.0.0/8)
  --help       show this help

Limits from the environment: BFC_RATE_PER_MINUTE (30), BFC_RATE_PER_DAY (1000),
BFC_FREE_PER_DAY (3), BFC_PRO_MONTHLY_QUOTA (1000), BFC_MAX_UPLOADS (16 convert requests at once;
one more is 503), BFC_MAX_UPLOADS_PER_ACCOUNT (half of BFC_MAX_UPLOADS; one more from that account
is 429), BFC_MIN_UPLOAD_RATE (8192 bytes/s over each 10 s; a slower upload is cut with 408),
BFC_HEADERS_TIMEOUT_MS (30000), BFC_REQUEST_TIMEOUT_MS (300000, the whole request including the upload).
SIGTERM or SIGINT stops it gracefully: requests in flight are answered first.`;

/** Resolves when the server has stopped after a signal. */
export async function serveCommand(argv: string[], io: CliIO): Promise<number> {
  const args = parseCommand(
    argv,
    {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      'database-url': { type: 'string' },
      signup: { type: 'boolean' },
      'no-signup': { type: 'boolean' },
      'trust-proxy': { type: 'string' },
    },
    SERVE_HELP,
    io.out,
  );
  if (!args) return 0;
  positionals(args.positionals, [], SERVE_HELP);
  let config;
  try {
    config = serverConfigFromEnv();
  } catch (err) {
    throw new UsageError((err as Error).message, SERVE_HELP);
  }
  const trustProxy = args.string('trust-proxy');
  if (trustProxy !== undefined) {
    try {
      config.trustProxy = trustProxyFrom(trustProxy);
    } catch (err) {
      throw new UsageError((err as Error).message.replace('BFC_TRUST_PROXY', '--trust-proxy'), SERVE_HELP);
    }
  }
  config.port = wholeNumber(args.string('port'), '--port', SERVE_HELP) ?? config.port;
  config.host = args.string('host') ?? config.host;
  config.dataDir = args.string('data') ?? config.dataDir;
  // A flag on the command line wins over the environment: --data reaches a directory even where DATABASE_URL is set.
  if (args.string('database-url')) config.databaseUrl = args.string('database-url');
  else if (args.string('data')) config.databaseUrl = undefined;
  config.accessLog = io.out;
  if (args.flag('signup') || args.flag('no-signup')) config.web = { ...config.web, signup: args.flag('signup') && !args.flag('no-signup') };

  let server;
  try {
    server = await runServer(config);
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    io.err(err.message);
    return 1;
  }
  const listening = `broker-file-converter listening on ${server.url} (${config.databaseUrl ? `database: ${redactUrl(config.databaseUrl)}` : `data: ${config.dataDir}`})`;
  // One write: whoever reads "listening" on a pipe has the first start's key in the same read.
  io.out(listening + (server.firstStartKey ? `\n${firstStartMessage(server.firstStartKey, server.url)}` : ''));

  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    process.once('SIGTERM', () => resolve('SIGTERM'));
    process.once('SIGINT', () => resolve('SIGINT'));
  });
  io.out(`${signal}: finishing requests in flight, then stopping.`);
  // A second signal means "now": leave without waiting.
  const force = () => process.exit(1);
  process.once('SIGTERM', force).once('SIGINT', force);
  await server.close();
  io.out('Stopped.');
  return 0;
}

function firstStartMessage(key: string, url: string): string {
  return `\nFirst start: created the account "${DEFAULT_ACCOUNT}" with this API key (shown only this once):\n\n  ${key}\n\nTry it: curl -H "Authorization: Bearer ${key}" -F file=@statement.pdf ${url}/api/v1/convert\n`;
}
