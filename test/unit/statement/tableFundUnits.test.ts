import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Testbank AG', account_number: '0077123456', statement_period: '' };
const read = (text: string) => parseActivityTables(linesFromText(text), header).map((r) => [r.type, r.date, r.amount, r.quantity, r.price]);

describe('a table of fund units sold', () => {
  it('reads the units under "Anteile", as printed, and the price under "Anteilpreis"', () => {
    expect(
      read(`
Für Ihren Auszahlplan wurden folgende Anteile verkauft:
Fonds                   ISIN             Abrechnungstag   Anteilpreis   Anteile       Betrag EUR
Example Fonds I LD      DE0008476524     03.05.2024       275,14        -1,454        400,05
Example Fonds I LD      DE0008476524     03.06.2024       281,02        -1,423        399,89
`),
    ).toEqual([
      ['Sell', '2024-05-03', '400.05', '-1.454', '275.14'],
      ['Sell', '2024-06-03', '399.89', '-1.423', '281.02'],
    ]);
  });
});
