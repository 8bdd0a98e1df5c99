import { Row } from '../../columns';
import { Line } from '../../words';
import { StatementHeader, TableContext, tableContext } from './context';
import { Entry, bookedAmounts, findEntries } from './entries';
import { netDeductions } from './netting';
import { readTransactionBlocks } from './blocks';
import { entryToRows } from './row';
import { dropReversedPairs } from './reversals';
import { dropRestatedCharges } from './restatedCharges';
import { dropCashLegs } from './cashLegs';
import { statedYearlyCharges } from './statedCharge';
import { absolute } from '../numbers';
import { withDocumentSecurity } from './documentSecurity';
import { chainedAmounts } from './balances';
import { findAmounts } from './tokens';
import { because } from '../explain';
import type { DocumentContext } from '../context';

export type { StatementHeader } from './context';

/**
 * Activity tables of an account statement → one row per transaction. Generic by design: tables
 * are found by their header words and by lines that start with a date and carry an amount; the
 * words of each language live in keywords.ts.
 */
export function parseActivityTables(lines: Line[], header: StatementHeader): Row[] {
  return readActivity(lines, header).rows;
}

/**
 * The activity tables' rows, whether they come from a collection of confirmations rather than a table,
 * and whether every row was read under a table's column header. The passes: the document's tables
 * classified (tableContext), its lines segmented into entries (findEntries), each entry's rows read
 * (readEntries: fields, amounts a running balance proves, type and sign), then the post-passes.
 */
export function readActivity(lines: Line[], header: StatementHeader, doc?: DocumentContext): { rows: Row[]; collection: boolean; underHeader: boolean } {
  const ctx = tableContext(lines, header, doc);
  const entries = findEntries(lines, ctx).filter((e) => !underRule(e, lines));
  const netted = afterRows(readEntries(entries, lines, ctx, header));
  // a charge stated in a sentence is booked with the activity, and only with it: a document without any is no statement
  if (netted.length) {
    const read = withDocumentSecurity(netted, lines, entries[0]?.line);
    return { rows: [...read, ...statedYearlyCharges(lines, ctx, read)], collection: false, underHeader: entries.every((e) => e.table) };
  }
  return { rows: readTransactionBlocks(lines, header), collection: true, underHeader: false };
}

/** Every entry's rows, in the document's order, each entry's amount the one its running balance proves where the ledger prints one. */
function readEntries(entries: Entry[], lines: Line[], ctx: TableContext, header: StatementHeader): Row[] {
  // a ledger that marks debits with a minus leaves credits unmarked (a negative running balance marks nothing)
  const debitsMarked = entries.some((e) => bookedAmounts(e).some((a) => a.explicitSign && a.value.startsWith('-')));
  const chained = chainedAmounts(entries, lines, ctx);
  const rows: Row[] = [];
  for (const entry of entries) {
    const read = entryToRows(entry, ctx, debitsMarked, chained.get(entry));
    // "Ausschüttung 94,78" over "24.11.2017 Wiederanlage 94,78": the distribution, then the units it bought
    const purchase = entry.reinvestsDistribution ? read.find((r) => r.type === 'Buy') : undefined;
    if (purchase)
      rows.push(
        because(
          { ...purchase, type: 'Dividend', amount: absolute(purchase.amount), quantity: '', price: '', fees: '', taxes: '' },
          'split: the distribution printed above its reinvestment',
        ),
      );
    rows.push(...read);
  }
  // the header's account number holds for the whole document unless several accounts head sections
  const accounts = new Set(entries.map((e) => e.account).filter(Boolean));
  if (accounts.size < 2 && header.account_number) for (const row of rows) row.account_number = header.account_number;
  return rows;
}

/** Post-passes: charges and taxes folded into what they were charged on, cash legs, reversed pairs and restated charges dropped. */
function afterRows(rows: Row[]): Row[] {
  return dropRestatedCharges(dropReversedPairs(dropCashLegs(netDeductions(rows))));
}

/** A line of dashes ruled under figures: the line below it totals them ("Abrechnung 31.03.2017  4,40-"). */
const RULE = /^\s*[-_=]{8,}\s*$/;

/** Whether the entry's line stands right under a rule closing figures, as the total of the figures above it, not a booking of its own. */
function underRule(entry: Entry, lines: Line[]): boolean {
  const index = lines.indexOf(entry.line);
  // a rule under a row of headings opens the table; one under a figure closes a column of them
  return index > 1 && RULE.test(lines[index - 1].text) && findAmounts(lines[index - 2].text).length > 0;
}
