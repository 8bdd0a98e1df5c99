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

// A title opening the line names what the table below it lists: priced positions, dated by their price date.
describe('a holdings statement whose positions print their price date', () => {
  it.each([
    [
      'RELEVÉ DE PORTEFEUILLE AU 31/12/2024                 Compte titres n° 00012345678',
      'Valeur                 Code ISIN          Quantité     Cours  Date cours    Valorisation EUR',
    ],
    [
      'POSICIÓN GLOBAL DE VALORES A 31/12/2024              Cuenta de valores: 0049 0456 81',
      'Valor                  ISIN                Títulos  Cotización  Fecha cotiz.  Valoración EUR',
    ],
    [
      'PORTFOLIO VALUATION AS AT 31 DECEMBER 2024           Account: 100234567',
      'Holding                ISIN               Quantity     Price  Valuation date           Value',
    ],
  ])('books no sale of the positions under "%s"', (title, headings) => {
    const text = `
Example Bank
${title}
Account holder: J. Doe

${headings}
APPLE INC              US0378331005          25    173,50    31/12/2024        4.337,50
TOTALENERGIES SE       FR0000120271         100     62,27    31/12/2024        6.227,00
`;
    expect(parseStatement(linesFromText(text))).toEqual([]);
  });
});
