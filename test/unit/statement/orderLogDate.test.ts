import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

describe('an order log that stamps each step with a date and time', () => {
  it('dates the trade by the step named as its execution, not by the first stamp', () => {
    const rows = parseStatement(
      linesFromText(`
Banca Esempio S.p.A.
Conferma d'ordine
Titolo EXAMPLE CORP  ISIN US0000000001
Tipo di Operazione: Acquisto
                                    Quantita'         Euro         Prezzo      Valuta
10.06.2024 21:10:00 Richiesta Immissione      4                       50,0000
11.06.2024 15:30:00 Inoltro
11.06.2024 15:30:05 Eseguito                  4       200,00          50,0000  13.06.2024
                    Controvalore:                     200,00
                    Commissioni:                        5,00
                    Totale a Vs. Debito                205,00
`),
    );
    expect(rows.map(({ date, type, amount, currency }) => ({ date, type, amount, currency }))).toEqual([
      { date: '2024-06-11', type: 'Buy', amount: '-205.00', currency: 'EUR' },
    ]);
  });
});
