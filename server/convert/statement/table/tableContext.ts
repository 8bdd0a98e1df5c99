import type { DocumentContext } from '../context';
import type { NumberStyle } from './tokens';

export type StatementHeader = { broker: string; account_number: string; statement_period: string };

/** What holds for the whole document: its conventions, default currency, the statement's years. */
export type TableContext = {
  header: StatementHeader;
  doc: DocumentContext;
  numbers: NumberStyle;
  currency: string;
  periodEnd: { year: number; month: number; day: number } | null;
  /** The statement's period as days since the epoch (UTC), where its header prints one. */
  periodDays: { first: number; last: number } | null;
  fallbackYear: number | null;
};
