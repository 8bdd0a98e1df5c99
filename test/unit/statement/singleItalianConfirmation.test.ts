import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) =>
  parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, quantity: r.quantity, fees: r.fees, taxes: r.taxes }));

describe('an Italian execution note (fissato bollato)', () => {
  it('is a trade by its title, a purchase where its total is labelled as debited, its units under "Q.tà"', () => {
    expect(
      read(`
Banca Esempio S.p.A.
FISSATO BOLLATO - NOTA DI ESEGUITO
Rif. ordine 2023/0045871                         Milano, 08/05/2023
Segno   Titolo                          Codice ISIN     Q.tà      Prezzo      Controvalore
A       GENERALI                        IT0000062072     250      19,2400        4.810,00
Data esecuzione 08/05/2023 ore 10:31:05   Mercato EXM   Data regolamento 10/05/2023
Commissioni                  9,62
Spese fisse                  1,50
Tobin tax                    4,81
Totale a Vostro debito   4.825,93   valuta 10/05/2023
`),
    ).toEqual([{ type: 'Buy', date: '2023-05-08', amount: '-4825.93', quantity: '250', fees: '11.12', taxes: '4.81' }]);
  });

  it('is a sale where its total is not labelled as debited', () => {
    expect(
      read(`
NOTA DI ESEGUITO
Segno   Titolo                          Codice ISIN     Q.tà      Prezzo      Controvalore
V       GENERALI                        IT0000062072     100      20,0000        2.000,00
Data esecuzione 09/06/2023
Commissioni                  4,00
Netto a Vostro credito   1.996,00   valuta 13/06/2023
`),
    ).toEqual([{ type: 'Sell', date: '2023-06-09', amount: '1996.00', quantity: '100', fees: '4.00', taxes: '' }]);
  });
});
