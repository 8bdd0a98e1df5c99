import { Row } from '../../columns';
import { Line } from '../../words';
import { StatementHeader, documentContext } from './context';
import { findEntries } from './entries';
import { entryToRow } from './row';

export type { StatementHeader } from './context';

/**
 * Activity tables of an account statement → one row per transaction. Generic by design: tables
 * are found by their header words and by lines that start with a date and carry an amount; the
 * words of each language live in keywords.ts.
 */
export function parseActivityTables(lines: Line[], header: StatementHeader): Row[] {
  const ctx = documentContext(lines, header);
  const accounts = new Set<string>();
  const rows: Row[] = [];
  for (const entry of findEntries(lines, ctx.monthFirst)) {
    const row = entryToRow(entry, ctx);
    if (!row) continue;
    rows.push(row);
    accounts.add(row.account_number);
  }
  return rows;
}
