import { Row } from '../../columns';
import { Line } from '../../words';
import { findIsins } from '../identifiers';

/**
 * A plan's or fund account's statement names its one security above the table ("Wertpapierbezeichnung
 * ISIN ... LU0635178014") and lists the trades in it without repeating it: those rows trade that security.
 * Only where the whole document names exactly one ISIN, above the first booking, and no row names one of
 * its own (a statement of several securities names each on its rows, or prints several ISINs).
 */
export function withDocumentSecurity(rows: Row[], lines: Line[], firstBooking: Line | undefined): Row[] {
  const holdings = rows.filter((r) => HOLDING_TYPES.test(r.type));
  if (holdings.length === 0 || rows.some((r) => r.security_id)) return rows;
  const isins = new Set(lines.flatMap((line) => findIsins(line.text).map((m) => m.isin)));
  if (isins.size !== 1) return rows;
  const first = firstBooking ? lines.indexOf(firstBooking) : -1;
  const [isin] = isins;
  const namedAbove = first > 0 && lines.slice(0, first).some((line) => line.text.includes(isin));
  if (!namedAbove) return rows;
  return rows.map((r) => (HOLDING_TYPES.test(r.type) ? { ...r, security_id: isin } : r));
}

/** Kinds of rows that move or pay on a security. */
const HOLDING_TYPES = /^(Buy|Sell|Dividend|Transfer)/;
