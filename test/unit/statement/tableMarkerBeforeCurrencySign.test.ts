import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

describe('a Bij/Af marker with the currency sign between it and the figure', () => {
  it('signs the figure after "Af  €" as a debit and after "Bij  €" as a credit', () => {
    expect(
      read(`
Voorbeeld Platform B.V.                                         Transactieoverzicht
Klantnummer 556677                                              Periode 01-05-2024 t/m 31-05-2024

Datum        Omschrijving                                            Bij/Af        Bedrag
02-05-2024   Storting via iDEAL                                      Bij       € 1.000,00
06-05-2024   Project Zonnepark Noord                                 Af          € 750,00
28-05-2024   Project Zonnepark Noord                                 Bij          € 12,50
`),
    ).toEqual([
      { type: 'Deposit', date: '2024-05-02', amount: '1000.00', currency: 'EUR' },
      { type: 'Withdrawal', date: '2024-05-06', amount: '-750.00', currency: 'EUR' },
      { type: 'Deposit', date: '2024-05-28', amount: '12.50', currency: 'EUR' },
    ]);
  });
});
