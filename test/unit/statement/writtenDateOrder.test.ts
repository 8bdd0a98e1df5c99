import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

const note = (placeAndDate: string) => `
Example Bank (Schweiz) AG
${placeAndDate}
Abrechnung Verkauf
ISIN IE00BZ02LR44
Abschlussdatum 08/06/2023 11:22:14
Anzahl 260 Stück
Kurs USD 32.095
Kurswert USD 8'344.70
Eidg. Umsatzabgabe USD -12.51
Gutschrift USD 8'332.19
Valuta 12/06/2023
`;

// Slashed dates in US dollars were read month first unless a date proved otherwise.
describe('the order of day and month where no numeric date proves it', () => {
  it('follows a date the document writes with the month named, day first', () => {
    expect(read(note('Zürich, 8. Juni 2023'))).toEqual([{ type: 'Sell', date: '2023-06-08', amount: '8332.19', currency: 'USD' }]);
  });

  it('follows a date written month first, as an American document does', () => {
    expect(read(note('New York, August 6, 2023'))).toEqual([{ type: 'Sell', date: '2023-08-06', amount: '8332.19', currency: 'USD' }]);
  });
});
