/**
 * npx tsx test/bench/postgresSize.ts [ACCOUNTS]: the database's size per account, for
 * docs/operations-postgres.md. Fills a fresh database through the stores' own statements: each
 * account with one key, a full 62-day history, a quota row, one user, and measures every table
 * with its indexes (pg_total_relation_size), after VACUUM.
 */
import { newAccount, newKeyRecord } from '../../server/accounts/admin';
import { openBackend } from '../../server/store/backend';
import { queryOnce, startPostgres } from '../helpers/postgres';

const ACCOUNTS = Number(process.argv[2] ?? 2000);
const DAY_MS = 86_400_000;

async function main() {
  const postgres = await startPostgres();
  try {
    const url = await postgres.createDatabase('size');
    const backend = await openBackend({ dataDir: '/nonexistent', databaseUrl: url });
    const rules = { freePerDay: 1000, defaultProMonthlyQuota: 1000 };
    const start = Date.UTC(2026, 0, 1, 12);
    for (let i = 0; i < ACCOUNTS; i++) {
      const account = newAccount(`account-${i}@example.com`);
      await backend.accounts.insertAccount(account);
      await backend.accounts.insertKey(newKeyRecord(account.id, 'n8n production').record);
      await backend.users.addUser(`user-${i}@example.com`, 'scrypt$16384$8$1$' + 'x'.repeat(88), async () => account.id, start);
      // One conversion a day for 62 days: the history's rows, and the quota row of the last day.
      for (let day = 0; day < 62; day++) {
        const reservation = await backend.store.reserveUnit(account, start + day * DAY_MS, rules);
        await backend.store.commitUnit(reservation!);
      }
    }
    await backend.close();
    await queryOnce(url, 'VACUUM');
    const rows = await queryOnce<{ table: string; rows: string; bytes: string }>(
      url,
      `
      SELECT c.relname AS table, c.reltuples::bigint AS rows, pg_total_relation_size(c.oid) AS bytes
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 3 DESC`,
    );
    let total = 0;
    for (const r of rows) {
      total += Number(r.bytes);
      console.log(
        `${r.table.padEnd(20)} ${String(r.rows).padStart(8)} rows ${(Number(r.bytes) / 1024).toFixed(0).padStart(7)} KiB  ${(Number(r.bytes) / ACCOUNTS).toFixed(0)} B/account`,
      );
    }
    console.log(`total: ${(total / 1024 / 1024).toFixed(1)} MiB for ${ACCOUNTS} accounts, ${(total / ACCOUNTS / 1024).toFixed(1)} KiB per account`);
  } finally {
    await postgres.stop();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
