import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Beispielbank AG', account_number: '4711', statement_period: '' };
const read = (text: string) => parseActivityTables(linesFromText(text), header);
const pick = (rows: ReturnType<typeof read>) => rows.map((r) => ({ date: r.date, type: r.type, amount: r.amount }));

// Money-in and money-out columns collapsed into single spaces: only the balance tells them apart.
describe('a ledger with a running balance', () => {
  it('reads each booking as the change of the balance, oldest first', () => {
    const ledger = `
PRODUCT OPENING BALANCE MONEY IN MONEY OUT CLOSING BALANCE
Cash account 1.000,00 € 250,00 € 400,00 € 850,00 €
DATE TYPE DESCRIPTION MONEY IN MONEY OUT BALANCE
02.04.2024 Transfer Outgoing to own account 300,00 € 700,00 €
05.04.2024 Transfer Incoming from own account 250,00 € 950,00 €
09.04.2024 Transfer Outgoing to own account 100,00 € 850,00 €
`;
    expect(pick(read(ledger))).toEqual([
      { date: '2024-04-02', type: 'Withdrawal', amount: '-300.00' },
      { date: '2024-04-05', type: 'Deposit', amount: '250.00' },
      { date: '2024-04-09', type: 'Withdrawal', amount: '-100.00' },
    ]);
  });

  it('reads a ledger printed newest first', () => {
    const ledger = `
Datum Art Betrag Saldo
09.04.2024 Umbuchung 100,00 € 850,00 €
05.04.2024 Umbuchung 250,00 € 950,00 €
02.04.2024 Umbuchung 300,00 € 700,00 €
Anfangssaldo 1.000,00 €
`;
    expect(pick(read(ledger))).toEqual([
      { date: '2024-04-09', type: 'Withdrawal', amount: '-100.00' },
      { date: '2024-04-05', type: 'Deposit', amount: '250.00' },
      { date: '2024-04-02', type: 'Withdrawal', amount: '-300.00' },
    ]);
  });
});
