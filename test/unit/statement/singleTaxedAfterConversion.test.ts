import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

describe('foreign income converted, then taxed at home', () => {
  it('books the net credited after the home taxes, not the foreign net nor its conversion', () => {
    expect(
      read(`
Musterbank
Ertragsgutschrift
Wertpapier   MUSTER CORP. REGISTERED SHARES   US5949181045
Bestand   50 Stück
Zahltag   13.06.2024
Ertrag pro Stück   0,75 USD
Bruttobetrag                                          37,50 USD
Quellensteuer 15 %                                     5,63- USD
Ausmachender Betrag                                   31,87 USD
Devisenkurs   1,0790
Gutschrift in EUR                                     29,54 EUR
anrechenbare Quellensteuer                             5,22 EUR
Kapitalertragsteuer                                    2,08- EUR
Solidaritätszuschlag                                   0,11- EUR
Endbetrag zu Ihren Gunsten                            27,35 EUR
Valuta 13.06.2024
`),
    ).toEqual([{ type: 'Dividend', date: '2024-06-13', amount: '27.35', currency: 'EUR' }]);
  });
});
