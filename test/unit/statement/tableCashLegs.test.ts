import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Testbank AG', account_number: '1234567', statement_period: '2021-04-01 to 2021-06-30' };
const read = (text: string) => parseActivityTables(linesFromText(text), header).map((r) => [r.type, r.date, r.amount]);

describe('cash legs of transactions confirmed by notices of their own', () => {
  it('leaves out a bank ledger’s dividend lines that name their security, keeping its own bookings', () => {
    const ledger = `
Buchungs-  Valuta  Buchungstext                                         Betrag
datum                                                                   in EUR
01.04.     31.03.  Zinsabschluss  01.01.2021 - 31.03.2021                5,60-
30.04.     28.04.  Dividendenzahlung NL0000009165                       41,13+
17.05.     19.05.  Depotgebühren 01.04.2021 - 30.04.2021,                3,17-
26.05.     25.05.  Überweisung                                         300,00+
`;
    expect(read(ledger)).toEqual([
      ['Interest', '2021-03-31', '-5.60'],
      ['Fee', '2021-05-19', '-3.17'],
      ['Deposit', '2021-05-25', '300.00'],
    ]);
  });

  it('keeps dividends in a ledger without a value date, where they are the only record', () => {
    const ledger = `
Date        Description                               Amount
24.05.2021  Dividend NL0000009165 Musterfirma NV       41,13
26.05.2021  Deposit                                   300,00
`;
    expect(read(ledger)).toEqual([
      ['Dividend', '2021-05-24', '41.13'],
      ['Deposit', '2021-05-26', '300.00'],
    ]);
  });
});
