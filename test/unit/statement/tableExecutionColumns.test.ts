import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, quantity: r.quantity }));

describe("a savings plan's execution list", () => {
  it('reads "Ausführung" and "Wertpapier" as the date and the security columns, so the debits are purchases', () => {
    expect(
      read(`
Beispiel Direktbank AG                               Übersicht Sparplanausführungen
Depot-Nr. 1234 5678 00                               Zeitraum: 2. Quartal 2024

Ausführung   Wertpapier                    ISIN             Stück      Kurs     Kurswert   Provision   Belastung
02.04.2024   Vanguard FTSE All-World       IE00BK5BQT80    1,6000    125,00     200,00       1,00      201,00
02.05.2024   Vanguard FTSE All-World       IE00BK5BQT80    1,6000    125,00     200,00       1,00      201,00
`),
    ).toEqual([
      { type: 'Buy', date: '2024-04-02', amount: '-201.00', quantity: '1.6000' },
      { type: 'Buy', date: '2024-05-02', amount: '-201.00', quantity: '1.6000' },
    ]);
  });

  it('reads an Italian execution list with the same headings as purchases', () => {
    expect(
      read(`
Esempio Banca S.p.A.                                 Esecuzioni piano di accumulo
Dossier titoli n. 0099 1122                          Periodo: II trimestre 2024

Esecuzione   Titolo                        ISIN             Quantità    Prezzo   Controvalore  Commissioni   Addebito
02/04/2024   Vanguard FTSE All-World       IE00BK5BQT80    1,6000    125,00     200,00       1,00      201,00
`),
    ).toEqual([{ type: 'Buy', date: '2024-04-02', amount: '-201.00', quantity: '1.6000' }]);
  });
});
