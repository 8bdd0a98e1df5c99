import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Beispielbank AG', account_number: '4711', statement_period: '' };
const read = (text: string) => parseActivityTables(linesFromText(text), header).map((r) => ({ date: r.date, type: r.type, amount: r.amount }));

describe('a booking whose amount stands alone below its text', () => {
  it('takes the amount printed a line or two under the booking text', () => {
    expect(
      read(`
Datum Wert Erläuterung Betrag Soll EUR Betrag Haben EUR
 Kontostand am 30.09.2020, Auszug Nr.    9            6.248,80+
01.10.2020 01.10.2020
Dauerauftrag
             200,00-
Max Muster
Miete
01.10.2020 01.10.2020
GutschriftÜberweisung
              44,01+
PAYPAL EUROPE
`),
    ).toEqual([
      { date: '2020-10-01', type: 'Withdrawal', amount: '-200.00' },
      { date: '2020-10-01', type: 'Deposit', amount: '44.01' },
    ]);
  });
});
