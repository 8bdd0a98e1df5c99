import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Testbank AG', account_number: '1234567', statement_period: '2021-03-01 to 2021-03-31' };
const read = (text: string) =>
  parseActivityTables(linesFromText(text), header).map((r) => ({ type: r.type, date: r.date, amount: r.amount, quantity: r.quantity }));

// a fund account names the position it books into; that number identifies the position, it counts no units
const statement = `
Umsatzabrechnung für Ihr Depot
Buchungstag  Vorgang                                                        Betrag
12.03.2021   Ausschüttung ABC Rentenfonds in Depotposition 7654321.08      250,00 EUR
15.03.2021   Verkauf 12,500000 Anteile aus Depotposition 7654321.09        310,40 EUR
`;

describe('a number printed after a word naming it as a reference', () => {
  it('is no quantity, while units stated as such still are', () => {
    expect(read(statement)).toEqual([
      { type: 'Dividend', date: '2021-03-12', amount: '250.00', quantity: '' },
      { type: 'Sell', date: '2021-03-15', amount: '310.40', quantity: '12.5' },
    ]);
  });
});
