import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

describe("a late borrower's payment to the lender", () => {
  it('books English "Late payment fee income" as interest', () => {
    expect(
      read(`
Example Lending Platform                                          Account statement
Date         Details                                                      Turnover      Balance
2024-06-03   Incoming bank transfer                                         500.00       500.00
2024-06-18   Late payment fee income 31-2200417-01                            0.42       500.42
`),
    ).toEqual([
      { type: 'Deposit', date: '2024-06-03', amount: '500.00', currency: 'EUR' },
      { type: 'Interest', date: '2024-06-18', amount: '0.42', currency: 'EUR' },
    ]);
  });

  it('books Dutch "Boeterente" as interest', () => {
    expect(
      read(`
Voorbeeld Crowdfunding B.V.                                     Transactieoverzicht
Datum        Omschrijving                                                   Bedrag (EUR)        Saldo
01-06-2024   Storting via iDEAL                                               1.000,00       1.000,00
28-06-2024   Boeterente lening Garage Pietersen                                   0,91       1.000,91
`),
    ).toEqual([
      { type: 'Deposit', date: '2024-06-01', amount: '1000.00', currency: 'EUR' },
      { type: 'Interest', date: '2024-06-28', amount: '0.91', currency: 'EUR' },
    ]);
  });
});
