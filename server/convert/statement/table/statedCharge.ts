import { Row, emptyRow } from '../../columns';
import { Line } from '../../words';
import { findCurrencies } from '../currency';
import { absolute } from '../numbers';
import { TableContext } from './context';
import { CHARGED_FOR_YEAR, CHARGE_WORDS } from '../vocabulary/bookings';
import { findAmounts } from './tokens';

/**
 * "Depotpreis inkl. MwSt:" over "12,50 EUR inkl. 2,00 EUR MwSt wurden für 2019 belastet": an account's
 * charge for a year, stated in a sentence instead of a booking line, is a Fee at the year's end. The
 * sentence's first figure is the charge (the VAT it includes comes after); a charge word on its line or
 * the line above names it, and a booked fee of the same amount that year already accounts for it.
 */
export function statedYearlyCharges(lines: Line[], ctx: TableContext, booked: Row[]): Row[] {
  const rows: Row[] = [];
  lines.forEach((line, i) => {
    const phrase = CHARGED_FOR_YEAR.exec(line.text);
    if (!phrase || !(CHARGE_WORDS.test(line.text) || CHARGE_WORDS.test(lines[i - 1]?.text ?? ''))) return;
    const [amount] = findAmounts(line.text.slice(0, phrase.index), ctx.numbers);
    if (!amount || Number(amount.value) === 0) return;
    const year = phrase.slice(1).find(Boolean)!;
    const value = absolute(amount.value);
    const date = `${year}-12-31`;
    if ([...booked, ...rows].some((r) => r.type === 'Fee' && r.date.startsWith(year) && absolute(r.amount) === value)) return;
    const row = emptyRow();
    row.account_number = ctx.header.account_number;
    row.broker = ctx.header.broker;
    row.statement_period = ctx.header.statement_period;
    row.date = date;
    row.type = 'Fee';
    row.description = [lines[i - 1]?.text.trim(), line.text.trim()].filter(Boolean).join(' ');
    row.amount = `-${value}`;
    row.currency = findCurrencies(line.text.slice(amount.end)).find((c) => c.index <= 2)?.code ?? ctx.currency;
    row.page = String(line.page);
    rows.push(row);
  });
  return rows;
}
