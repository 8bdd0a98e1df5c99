import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

describe('a figure printed without a currency under a currency column heading', () => {
  it("takes the currency of the heading over its column, not the document's most printed one", () => {
    const rows = parseStatement(
      linesFromText(`
Banca Esempio S.p.A.
Conferma d'ordine  Divisa titolo USD
Titolo EXAMPLE CORP  ISIN US0000000001
Tipo di Operazione: Acquisto
                                   Quantita'         USD          Euro       Prezzo
11.06.2024 15:30:05 Eseguito              4       210,0000       195,00      52,5000
                    Controvalore:                 210,0000       195,00
                    Commissioni:                    5,0000         4,65
                    Totale a Vs. Debito           215,0000       199,65
`),
    );
    expect(rows.map(({ date, type, amount, currency }) => ({ date, type, amount, currency }))).toEqual([
      { date: '2024-06-11', type: 'Buy', amount: '-199.65', currency: 'EUR' },
    ]);
  });
});

describe('a figure printed without a currency under a heading cell that ends in one', () => {
  it('takes the currency closing the heading ("Controvalore EUR"), not the foreign one its line prints first', () => {
    const rows = parseStatement(
      linesFromText(`
Banca Esempio S.p.A.
AVVISO DI ACCREDITO DIVIDENDI
Titolo EXAMPLE CORP      ISIN US0378331005
Quantità 100             Data pagamento 14/03/2024
                                               Divisa          Controvalore EUR
Dividendo lordo                           USD  50,00                     46,08
Ritenuta alla fonte estera 15%            USD   7,50                      6,91
Ritenuta fiscale italiana 26%                                            10,18
Netto accreditato                                                        28,99
Cambio 1,0850                     Valuta 14/03/2024
`),
    );
    expect(rows.map(({ date, type, amount, currency }) => ({ date, type, amount, currency }))).toEqual([
      { date: '2024-03-14', type: 'Dividend', amount: '28.99', currency: 'EUR' },
    ]);
  });
});
