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

  it('books no trade from the positions of a "Depotauszug"', () => {
    const text = `
Musterbank eG                                                  Musterstadt, 31.12.2024
Depotauszug per 31.12.2024
Depot 1122334455                     Seite 1 von 1
Nominale/Stück  Wertpapierbezeichnung                  ISIN             Kurs       Kurswert EUR
   120 Stück    SAP SE Inhaber-Aktien o.N.             DE0007164600   234,10         28.092,00
   300 Stück    Deutsche Telekom AG Namens-Aktien      DE0005557508    29,38          8.814,00
Gesamtkurswert                                                                      36.906,00
`;
    expect(parseStatement(linesFromText(text))).toEqual([]);
  });
});
