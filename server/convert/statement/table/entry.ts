import type { TransactionType } from '../../columns';
import type { Line } from '../../words';
import type { TableHeader } from './headerRow';
import type { AmountToken, DateToken } from './tokens';

/** One printed transaction: the line holding its date and amount, and the lines continuing it. */
export type Entry = {
  line: Line;
  dates: DateToken[];
  amounts: AmountToken[];
  amountLine: Line; // the line the amounts were read from: the entry's own, or one printed just above or below it
  description: string; // the main line without its dates and amounts
  continuation: string[];
  table: TableHeader | null;
  account: string | null;
  nearbyDate: DateToken | null; // the last date printed with its year above this entry
  sectionType: TransactionType | null; // what the capitalised title above the table names ("DETAIL COUPONS")
  reinvestsDistribution?: boolean;
  wrapped?: boolean; // opened by a date cell wrapped before its year: its other cells follow on the lines below
  datedBelow?: boolean; // dated in the stacked line below its own ("Kauf Fonds 209,48 EUR" over "2539808855 A1JA1R / LU0629459743 03.09.2019") // a reinvestment of the undated distribution printed just above it, of the same amount
};
