import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

// A statement of the positions held: each prints its count, price and value, which multiply out as a trade's do.
describe('a statement of holdings', () => {
  it.each([
    ['Vermögensaufstellung per 31.12.2023', 'Stück      Wertpapier    ISIN             Kurs         Kurswert'],
    ['Estratto conto titoli al 31/12/2023', 'Quantità   Titolo        ISIN             Prezzo       Controvalore'],
  ])('books no trade for the one position of "%s"', (title, headings) => {
    const text = `
Example Bank
${title}

${headings}
25         APPLE INC     US0378331005     173,50       4.337,50 EUR
`;
    expect(parseStatement(linesFromText(text))).toEqual([]);
  });

  it('books no trade for positions of several securities under a title it does not know', () => {
    const text = `
Example Bank
Positions au 31/12/2023

Quantité   Valeur              Code ISIN        Cours        Valorisation
25         APPLE INC           US0378331005     173,50       4 337,50 EUR
100        TOTALENERGIES SE    FR0000120271     62,27        6 227,00 EUR

Total valorisation                                           10 564,50 EUR
`;
    expect(parseStatement(linesFromText(text))).toEqual([]);
  });
});
