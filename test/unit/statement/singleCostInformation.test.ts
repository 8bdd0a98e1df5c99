import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map(({ type, date, amount }) => ({ type, date, amount }));

// the costs a broker discloses before an order (MiFID ex-ante information) name the order they are for
describe('cost information before an order', () => {
  it('is a fee of the order costs, not the purchase it names', () => {
    expect(
      read(`
Example Broker Ltd
Ex-ante costs and charges information
Date: 12 March 2024
Order: Buy 10 Apple Inc. US0378331005, estimated value 1,700.00 EUR
One-off costs                    1.00 EUR     0.06 %
Ongoing costs                    0.00 EUR     0.00 %
Total costs                      1.00 EUR     0.06 %
`),
    ).toEqual([{ type: 'Fee', date: '2024-03-12', amount: '-1.00' }]);
  });

  it('reads the German title the same way', () => {
    expect(
      read(`
Beispielbank AG
DATUM 08.04.2025
EX-ANTE KOSTENINFORMATION ZUM WERTPAPIERKAUF
WERTPAPIER BESTELLUNG / BETRAG WERT
Beispiel AG
Kauf 12 Stk. 464,64 €
ISIN: DE0005557508
KOSTEN DES WERTPAPIERKAUFS BETRAG
Fremdkostenpauschale 1,00 €
GESAMT 1,00 €
`),
    ).toEqual([{ type: 'Fee', date: '2025-04-08', amount: '-1.00' }]);
  });
});
