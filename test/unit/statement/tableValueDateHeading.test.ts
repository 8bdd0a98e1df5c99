import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Testbank KG', account_number: '1234567', statement_period: '2024-03-01 to 2024-03-31' };
const read = (text: string) => parseActivityTables(linesFromText(text), header).map((r) => [r.type, r.date, r.amount]);

describe('a "Wert" heading beside debit and credit columns', () => {
  it('heads the value dates, which date the bookings', () => {
    const ledger = `
Buchungstag   Text                                                    Wert          Soll            Haben
04.03.2024    Überweisung von Max Mustermann                         04.03.2024                   5.000,00
28.03.2024    Depotgebühr 1. Quartal 2024                            31.03.2024      59,50
28.03.2024    Zinsen für Guthaben                                     31.03.2024                     12,80
`;
    expect(read(ledger)).toEqual([
      ['Deposit', '2024-03-04', '5000.00'],
      ['Fee', '2024-03-31', '-59.50'],
      ['Interest', '2024-03-31', '12.80'],
    ]);
  });
});
