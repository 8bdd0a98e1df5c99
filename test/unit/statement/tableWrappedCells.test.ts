import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Beispielbank AG', account_number: '4711', statement_period: '' };
const read = (text: string) => parseActivityTables(linesFromText(text), header);
const pick = (rows: ReturnType<typeof read>) => rows.map((r) => ({ date: r.date, type: r.type, amount: r.amount }));

// A ledger exported with its cells wrapped: the date cell breaks before its year, the other
// cells follow on the lines below, and the money-in and money-out columns collapse into spaces.
describe('a ledger whose date cells wrapped before their year', () => {
  it('opens a booking at each date and reads its figures from the lines below', () => {
    const ledger = `
PRODUKT ANFANGSSALDO ZAHLUNGSEINGANG ZAHLUNGSAUSGANG ENDSALDO
Cashkonto 1.000,00 € 2.000,00 € 280,00 € 2.720,00 €
DATUM TYP BESCHREIBUNG ZAHLUNGSEINGANG ZAHLUNGSAUSGANG SALDO
03 Dez.
2025 Überweisung
Ausgehende Überweisung an Max Muster
DE12345678901234567890 280,00 € 720,00 €
12 Dez. Eingehende Überweisung von Max Muster
Überweisung 2.000,00 € 2.720,00 €
2025 (DE12345678901234567890)
`;
    expect(pick(read(ledger))).toEqual([
      { date: '2025-12-03', type: 'Withdrawal', amount: '-280.00' },
      { date: '2025-12-12', type: 'Deposit', amount: '2000.00' },
    ]);
  });
});

describe('a booking whose words run onto a second line with its figures', () => {
  it('takes the figures under the money columns there, and leaves the opening balance above to no booking', () => {
    expect(
      pick(
        read(`
Statement of account   1 April 2024 to 30 April 2024
Date         Description                                  Paid out      Paid in       Balance
                                                                                      1,000.00
02 Apr 24    FASTER PAYMENT RECEIVED
             FROM J SMITH REF RENT                                       750.00       1,750.00
09 Apr 24    CARD PAYMENT TO TESCO STORES
             ON 08 APR                                    42.17                       1,707.83
30 Apr 24    INTEREST PAID                                               1.12         1,708.95
`),
      ),
    ).toEqual([
      { date: '2024-04-02', type: 'Deposit', amount: '750.00' },
      { date: '2024-04-09', type: 'Withdrawal', amount: '-42.17' },
      { date: '2024-04-30', type: 'Interest', amount: '1.12' },
    ]);
  });
});
