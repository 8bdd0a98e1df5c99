import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

describe("a loan's principal paid back to the lender in a lending platform's ledger", () => {
  it('books "Tilgung Kredit" as cash coming in, not as a bond redemption\'s cash leg', () => {
    expect(
      read(`
Beispiel Kreditplattform                                              Kontoauszug
Datum        Art                                                    Betrag         Saldo
02.04.2024   Einzahlung                                           € 300,00      € 300,00
16.04.2024   Zinszahlung Kredit 22-118804                           € 1,12      € 301,12
16.04.2024   Tilgung Kredit 22-118804                              € 14,30      € 315,42
`),
    ).toEqual([
      { type: 'Deposit', date: '2024-04-02', amount: '300.00', currency: 'EUR' },
      { type: 'Interest', date: '2024-04-16', amount: '1.12', currency: 'EUR' },
      { type: 'Deposit', date: '2024-04-16', amount: '14.30', currency: 'EUR' },
    ]);
  });
});
