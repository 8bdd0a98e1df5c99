import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount }));

describe('a sale whose net adds its itemised taxes to the value less fees', () => {
  it('books the sale without the taxes, and the taxes as paid back', () => {
    expect(
      read(`
WERTPAPIERABRECHNUNG
Stop-Market-Order Verkauf am 10.06.2020, um 11:42 Uhr.
POSITION ANZAHL KURS BETRAG
Beispiel Call DAX 500 Stk. 7,19 EUR 3.595,00 EUR
ISIN: DE000TR95XU9
GESAMT 3.595,00 EUR
ABRECHNUNG
POSITION BETRAG
Fremdkostenzuschlag -1,00 EUR
Kapitalertragssteuer Optimierung 20,50 EUR
Solidaritätszuschlag Optimierung 1,13 EUR
GESAMT 3.615,63 EUR
BUCHUNG
VERRECHNUNGSKONTO VALUTA BETRAG
DE49110101001234567890 12.06.2020 3.615,63 EUR
`),
    ).toEqual([
      { type: 'Sell', date: '2020-06-10', amount: '3594.00' },
      { type: 'Tax Refund', date: '2020-06-10', amount: '21.63' },
    ]);
  });

  it('leaves a sale whose net takes its taxes off as it is', () => {
    expect(
      read(`
WERTPAPIERABRECHNUNG
Market-Order Verkauf am 10.06.2020, um 11:42 Uhr.
POSITION ANZAHL KURS BETRAG
Beispiel AG 500 Stk. 7,19 EUR 3.595,00 EUR
ISIN: DE000TR95XU9
GESAMT 3.595,00 EUR
ABRECHNUNG
POSITION BETRAG
Fremdkostenzuschlag -1,00 EUR
Kapitalertragssteuer -20,50 EUR
Solidaritätszuschlag -1,13 EUR
GESAMT 3.572,37 EUR
BUCHUNG
VERRECHNUNGSKONTO VALUTA BETRAG
DE49110101001234567890 12.06.2020 3.572,37 EUR
`),
    ).toEqual([{ type: 'Sell', date: '2020-06-10', amount: '3572.37' }]);
  });
});
