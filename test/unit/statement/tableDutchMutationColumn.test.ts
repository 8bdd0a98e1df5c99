import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Voorbeeld Broker B.V.', account_number: '12345678', statement_period: '2024-01-01 to 2024-03-31' };
const read = (text: string) => parseActivityTables(linesFromText(text), header).map((r) => [r.type, r.date, r.amount]);

describe('a Dutch "Mutatie" heading', () => {
  it("heads the bookings' money beside the balance, which is not their amount", () => {
    const overview = `
Datum       Omschrijving                                  Mutatie             Saldo
05-02-2024  iDEAL storting                           EUR  1.500,00     EUR  1.747,50
31-01-2024  Aansluitingskosten beurs 2024                EUR  -2,50       EUR  247,50
`;
    expect(read(overview)).toEqual([
      ['Deposit', '2024-02-05', '1500.00'],
      ['Fee', '2024-01-31', '-2.50'],
    ]);
  });

  it('leaves "Mutatiesoort", the kind of booking, a column of words', () => {
    const ledger = `
Datum        Naam / Omschrijving                      Af Bij    Bedrag (EUR)    Mutatiesoort
01-02-2024   Werkgever BV                              Bij           2.640,00    Overschrijving
15-02-2024   Energie Direct BV                         Af               96,50    Incasso
`;
    expect(read(ledger)).toEqual([
      ['Deposit', '2024-02-01', '2640.00'],
      ['Withdrawal', '2024-02-15', '-96.50'],
    ]);
  });
});
