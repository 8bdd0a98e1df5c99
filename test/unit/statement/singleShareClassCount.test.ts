import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map(({ type, amount, quantity }) => ({ type, amount, quantity }));

// The units a notice is about, where they are named by the holding or the class of share they are.
describe("a notice's units", () => {
  it('are the figure before a Swiss share class', () => {
    expect(
      read(`
Musterbank AG                                          Basel
Dividendengutschrift                                   Valuta 22.04.2025
120 Inh.-Akt. MUSTER HOLDING AG     ISIN CH0012032048
Bruttobetrag                      CHF        540.00
35% Eidg. Verrechnungssteuer      CHF       -189.00
Nettobetrag                       CHF        351.00
`),
    ).toEqual([{ type: 'Dividend', amount: '351.00', quantity: '120' }]);
  });

  it('are the quantity held a dividend is paid on', () => {
    expect(
      read(`
Example Brokerage
Dividend Notice
Pay Date: 04/15/2025
Quantity Held: 250                  Rate: $0.4000
Gross Dividend                      $100.00
Net Amount                          $100.00
`),
    ).toEqual([{ type: 'Dividend', amount: '100.00', quantity: '250' }]);
  });
});
