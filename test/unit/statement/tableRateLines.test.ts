import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Testbank AG', account_number: '1234567', statement_period: '2024-01-01 to 2024-03-31' };
const read = (text: string) => parseActivityTables(linesFromText(text), header).map((r) => ({ type: r.type, date: r.date, amount: r.amount }));

describe('a line of interest from a date at a rate ("AB 2024-01-01 3,9000% 4,76-")', () => {
  it('under a closing, is the item the label above it names', () => {
    const text = `
Datum Buchungstext Wert Betrag
02.01 Gutschrift Miete 02.01 800,00
31.03 Abschluss 31.03 7,26-
Sollzinsen
AB 2024-01-01          3,9000%               4,76-
Kontoführungsgebühr                          2,50-
Dieser Kontoabschluss gilt als genehmigt.
`;
    expect(read(text)).toEqual([
      { type: 'Deposit', date: '2024-01-02', amount: '800.00' },
      { type: 'Interest', date: '2024-03-31', amount: '-4.76' },
      { type: 'Fee', date: '2024-03-31', amount: '-2.50' },
    ]);
  });

  it('under a fixed deposit, details the interest it will earn and books nothing', () => {
    const text = `
Datum Buchungstext Wert Betrag
15.03 ONLINE-FESTGELD / KONTO 12345555555 15.03 2.500,00-
VERANLAGUNGSBETRAG             2.500,00
Habenzinsen
AB 2024-03-15          2,4000%              30,33
19.03 Gutschrift Gehalt 19.03 3.320,00
`;
    expect(read(text)).toEqual([
      { type: 'Withdrawal', date: '2024-03-15', amount: '-2500.00' },
      { type: 'Deposit', date: '2024-03-19', amount: '3320.00' },
    ]);
  });
});
