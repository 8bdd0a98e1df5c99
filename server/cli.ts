#!/usr/bin/env node
import { AdminError } from './accounts/admin';
import { accountsCommand, ACCOUNTS_HELP } from './cli/accounts';
import { UsageError } from './cli/args';
import { creditsCommand } from './cli/credits';
import { jsonText, keepOutputErrorsHarmless, printable, processIO, type CliIO } from './cli/io';
import { keysCommand, KEYS_HELP } from './cli/keys';
import { planCommand } from './cli/plan';
import { usersCommand, USERS_HELP } from './cli/users';

const HELP = `Usage: broker-file-converter <command> [options]

Server:
  serve [--port 3000] [--host 127.0.0.1] [--data ./data]   start the converter API
        [--database-url postgres://…]                    (PostgreSQL: several servers share it)
  convert FILE... [--out DIR]                              convert local files, no server needed

Administration (works while the server runs; changes apply on its next request):
${ACCOUNTS_HELP.split('\n')
  .filter((l) => l.startsWith('  accounts'))
  .join('\n')}
  plan set NAME --plan free|pro [--monthly-quota N]
  credits add NAME N
${KEYS_HELP.split('\n')
  .filter((l) => l.startsWith('  keys'))
  .join('\n')}
${USERS_HELP.split('\n')
  .filter((l) => l.startsWith('  users'))
  .join('\n')}
  migrate-data --from DIR --to postgres://…                move a data directory into PostgreSQL

Every command takes --help; admin commands take --data DIR or --database-url URL, and --json.`;

// serve and convert load the converter (pdf.js, tesseract, sharp); admin commands start faster without it.
const COMMANDS: Record<string, (argv: string[], io: CliIO) => Promise<number>> = {
  serve: async (argv, io) => (await import('./cli/serve')).serveCommand(argv, io),
  convert: async (argv, io) => (await import('./cli/convert')).convertCommand(argv, io),
  'migrate-data': async (argv, io) => (await import('./cli/migrateData')).migrateDataCommand(argv, io),
  accounts: accountsCommand,
  plan: planCommand,
  credits: creditsCommand,
  keys: keysCommand,
  users: usersCommand,
};

export async function main(argv: string[], io: CliIO = processIO): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(HELP);
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  const json = rest.includes('--json');
  try {
    if (!command) throw new UsageError(`Unknown command "${name}".`, HELP);
    return await command(rest, io);
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`${err.message}\n\n${err.help}`);
      return 2;
    }
    if (err instanceof AdminError) {
      if (json) io.out(jsonText({ error: { code: err.code, message: err.message } }));
      // The message may quote an email or a name a user supplied.
      io.err(printable(err.message));
      return 1;
    }
    throw err;
  }
}

if (require.main === module) {
  keepOutputErrorsHarmless();
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
