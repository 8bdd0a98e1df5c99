import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

describe('a column headed "S/H" after the amounts, printing S or H', () => {
  it('signs each amount by its S (debit) or H (credit), not reading the heading as activity initials', () => {
    expect(
      read(`
Beispielbank AD
Kontoauszug Festgeldkonto                              Konto BG80 BNBG 9661 1020 3456 78
Datum               Buchungstext                                              Betrag EUR    S/H
8. März 2024        Überweisung vom Referenzkonto                               5.000,00     H
8. Juni 2024        Zinsgutschrift Festgeld 3 Monate                               45,00     H
8. Juni 2024        Rückzahlung Festgeld auf Referenzkonto                      5.045,00     S
`),
    ).toEqual([
      { type: 'Deposit', date: '2024-03-08', amount: '5000.00', currency: 'EUR' },
      { type: 'Interest', date: '2024-06-08', amount: '45.00', currency: 'EUR' },
      { type: 'Withdrawal', date: '2024-06-08', amount: '-5045.00', currency: 'EUR' },
    ]);
  });
});
