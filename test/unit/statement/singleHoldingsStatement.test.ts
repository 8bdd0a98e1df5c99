import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

describe('a statement of holdings naming no transaction', () => {
  it('books no trade from a security printed with its units, price and value', () => {
    const rows = parseStatement(
      linesFromText(`
Musterbank eG                                                  Musterstadt, 31.12.2024
Depotauszug per 31.12.2024
Depot 1122334455                     Seite 1 von 1
Nominale/Stück  Wertpapierbezeichnung                  ISIN             Kurs       Kurswert EUR
   120 Stück    SAP SE Inhaber-Aktien o.N.             DE0007164600   234,10         28.092,00
   300 Stück    Deutsche Telekom AG Namens-Aktien      DE0005557508    29,38          8.814,00
Gesamtkurswert                                                                      36.906,00
`),
    );
    expect(rows).toEqual([]);
  });
});
