import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

describe('a title naming interest and a distribution joined by a slash', () => {
  it('books a bond coupon notice titled "Zinsgutschrift / Ertragsgutschrift" as the income of the security', () => {
    expect(
      read(`
Musterbank eG                                                 Musterstadt, 15.05.2024
Depot-Nr. 0987654321
                    Zinsgutschrift / Ertragsgutschrift
Wertpapier   1,625 % Muster Finance N.V. EO-MTN 2019(2029)
Nominale                  EUR        5.000,00
Zinstermin                15.05.2024
Zinsbetrag                EUR           81,25
Kapitalertragsteuer       EUR           20,31-
Solidaritätszuschlag      EUR            1,11-
Ausmachender Betrag       EUR           59,83
Gutschrift auf Konto DE44 3705 0198 0001 2345 67 Valuta 15.05.2024
`),
    ).toEqual([{ type: 'Dividend', date: '2024-05-15', amount: '59.83', currency: 'EUR' }]);
  });
});
