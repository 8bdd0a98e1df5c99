import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => `${r.type} ${r.date} ${r.amount} ${r.currency}`);

// The trade word, the count and the security's name printed as columns of one line state the trade;
// a charge labelling its figure further down ("Transaction Fee  $0.24", "Imposta ... (Tobin tax)") names no kind before it.
describe('a trade word whose count stands in a column of its own, the name in the next', () => {
  it('is the trade, not the fee labelled below it', () => {
    expect(
      read(`
Example Brokerage Inc.                          Member FINRA, SIPC
                                                TRADE CONFIRMATION
TRADE DATE   SETTLEMENT DATE   CAPACITY
04/15/2024   04/16/2024        Agent
YOU BOUGHT   40   EXAMPLE CORP COM           CUSIP: 037833100
AT           52.1000
Principal Amount                 $2,084.00
Transaction Fee                      $0.05
Net Amount                       $2,084.05
`),
    ).toEqual(['Buy 2024-04-15 -2084.05 USD']);
  });

  it('is the trade in a row of columns under their headings, not the transaction tax below', () => {
    expect(
      read(`
Banca Esempio S.p.A.
NOTA INFORMATIVA - ESEGUITO DI BORSA
Segno      Quantità     Titolo                  Codice ISIN      Prezzo        Controvalore
ACQUISTO        150     ESEMPIO SPA             IT0003128367     8,2000 EUR       1.230,00
Data eseguito        18/04/2024
Data valuta          22/04/2024
Commissioni                                          EUR        2,46
Imposta sulle transazioni finanziarie (Tobin tax)    EUR        2,46
Totale a Vostro debito valuta 22/04/2024             EUR    1.234,92
`),
    ).toEqual(['Buy 2024-04-18 -1234.92 EUR']);
  });
});
