import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

describe('a bond paid back', () => {
  it('books a partial redemption ("Teiltilgung") as a sale', () => {
    expect(
      read(`
Beispielbank AG
Wertpapier-Abrechnung Teiltilgung                               Datum 25.07.2024
Wertpapier                  Muster Pfandbrief Serie 12 2020(2030)   ISIN DE000A0000E9
Nominale                    EUR 20.000,00
Getilgter Nennwert          EUR 2.000,00
Kurswert                                             EUR        2.000,00
Ausmachender Betrag                                  EUR        2.000,00
Den Betrag schreiben wir Ihrem Konto 123456700 mit Valuta 25.07.2024 gut.
`),
    ).toEqual([{ type: 'Sell', date: '2024-07-25', amount: '2000.00', currency: 'EUR' }]);
  });

  it('books a maturity notice as a sale of the bond', () => {
    expect(
      read(`
Example Securities Ltd
Maturity Notice                                              Date: 2024-05-15
Security:             US TREASURY BILL 0.000% 05/15/2024   CUSIP 912797GL5
Face value:           USD 25,000.00
Principal paid:                                      USD 25,000.00
Net amount credited on 2024-05-15:                   USD 25,000.00
`),
    ).toEqual([{ type: 'Sell', date: '2024-05-15', amount: '25000.00', currency: 'USD' }]);
  });
});
