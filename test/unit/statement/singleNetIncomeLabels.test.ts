import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

describe('the net of an interest notice labelled by a compound ("Nettozins")', () => {
  it('books the interest net of the withholding tax', () => {
    expect(
      read(`
Musterbank AG                                                       Bern, 02.12.2024
Kontonummer 15-123456-7
                        Gutschriftsanzeige Zins Kassenobligation
Kassenobligation Nr. 88-1234     Laufzeit 02.12.2021 - 02.12.2026
Nominal                        CHF       25'000.00
Zinssatz                                     0.750 %
Bruttozins                     CHF          187.50
Verrechnungssteuer 35 %        CHF           65.63
Nettozins                      CHF          121.87
Gutschrift Valuta 02.12.2024 auf Konto 15-123456-7
`),
    ).toEqual([{ type: 'Interest', date: '2024-12-02', amount: '121.87', currency: 'CHF' }]);
  });
});

describe('the net of an interest notice labelled "Zinsertrag netto"', () => {
  it('books that net, not the sum the deposit invests', () => {
    expect(
      read(`
Zinsgutschrift                                       05.03.2024
Konto          Festzins-Sparen 24M    Nr. 8812 0043
Anlagebetrag                              EUR 10.000,00
Zinsertrag brutto                         325,00 EUR
Kapitalertragsteuer                        81,25 EUR
Solidaritätszuschlag                        4,47 EUR
Zinsertrag netto                          239,28 EUR
Wertstellung: 05.03.2024
`),
    ).toEqual([{ type: 'Interest', date: '2024-03-05', amount: '239.28', currency: 'EUR' }]);
  });
});
