import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Beispielbank AG', account_number: '4711', statement_period: '' };
const read = (text: string) => parseActivityTables(linesFromText(text), header).map((r) => ({ date: r.date, type: r.type, amount: r.amount }));

describe('a ledger whose header names no amount column', () => {
  it('reads bookings under a description, a booking date and a value date', () => {
    expect(
      read(`
KONTOAUSZUG ERÖFFNUNGSBILANZ ABSCHLUSSSALDO
07.11.2024 - 30.11.2024 0€ 2000.00€
Transaktionen Buchungsdatum Valutadatum
Max Muster 08.11.2024 08.11.2024 3000€
Beispiel Broker AG 10.11.2024 10.11.2024 -1000€
`),
    ).toEqual([
      { date: '2024-11-08', type: 'Deposit', amount: '3000.00' },
      { date: '2024-11-10', type: 'Withdrawal', amount: '-1000.00' },
    ]);
  });

  it('does not take "Wertpapier" (security) for a value-date column', () => {
    expect(
      read(`
Buchungstag Transaktionsart Wertpapier Kurs Stückzinsen Gebühren Stücke/Nominale
12.07.2022 Verkauf Beispiel AG 12,50 0,00 1,00 10
`),
    ).toEqual([]);
  });
});
