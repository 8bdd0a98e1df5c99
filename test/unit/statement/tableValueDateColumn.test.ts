import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Testbank AG', account_number: 'AT611904300234573201', statement_period: '2024-10-01 to 2024-12-31' };
const read = (text: string) => parseActivityTables(linesFromText(text), header).map((r) => [r.type, r.date, r.amount]);

describe('a ledger with a value-date column', () => {
  it('dates a booking by the date under that column, not by a period printed in its wording', () => {
    expect(
      read(`
KONTOAUSZUG Nr. 004                                     vom 01.10.2024 bis 31.12.2024
Datum    Buchungstext                                   Valuta          Betrag in EUR
         Kontostand alt                                                    20.000,00
15.10.   Überweisung Sparkonto Eigenübertrag            15.10.             5.000,00
31.12.   Habenzinsen 01.10.2024-31.12.2024              31.12.               210,55
31.12.   Kontoführung                                   31.12.                 3,00-
         Kontostand neu                                                    25.207,55
`),
    ).toEqual([
      ['Deposit', '2024-10-15', '5000.00'],
      ['Interest', '2024-12-31', '210.55'],
      ['Fee', '2024-12-31', '-3.00'],
    ]);
  });
});
