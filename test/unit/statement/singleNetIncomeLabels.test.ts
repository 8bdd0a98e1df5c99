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
