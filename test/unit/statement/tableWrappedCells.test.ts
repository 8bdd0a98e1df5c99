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
