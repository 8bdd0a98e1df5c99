import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Testbank AG', account_number: '1234567', statement_period: '2020-01-01 to 2020-12-31' };
const read = (text: string) =>
  parseActivityTables(linesFromText(text), header).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

// a fund account stacks the booking date (alone on its line) above the price date opening the trade
const account = `
Kontoauszug in USD-Fonds und GBP-Fonds
Buchungs-/ Umsatzart Betrag/EUR Ausgabe- Preis/EUR Anteile
Preisdatum aufschlag %
Vortrag vom 15.05.2020 143,216
24.12.2020
22.12.2020 Verkauf 14,45 157,21 -0,092
Depotgebühr mit Nutzung der -32,55
Postbox
Erstattung Kapitalertragsteuer 16,83
Bestand am 24.12.2020 143,124
Erstattung Kirchensteuer 1,27
`;

describe('a date printed alone above the rows of one booking day', () => {
  it('dates the charges and refunds listed without a date of their own, until a balance closes the day', () => {
    expect(read(account)).toEqual([
      { type: 'Sell', date: '2020-12-22', amount: '14.45', currency: 'EUR' },
      { type: 'Fee', date: '2020-12-24', amount: '-32.55', currency: 'EUR' },
      { type: 'Tax Refund', date: '2020-12-24', amount: '16.83', currency: 'EUR' },
    ]);
  });
});
