import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => `${r.type} ${r.date} ${r.amount} ${r.quantity}`);

// A fund's contract note names its units by the deal that moved them; the price in pence beside them is no count.
describe('units labelled by the deal that moved them', () => {
  it('counts the "Units sold", not the price in pence', () => {
    expect(
      read(`
Example Fund Platform Limited
CONTRACT NOTE - SALE
Fund:              Example Global Fund Acc                ISIN: GB00B03MLX29
Deal date:         03/07/2024
Units sold:        800.0000
Price (pence):     212.50
Net proceeds:      £1,700.00
`),
    ).toEqual(['Sell 2024-07-03 1700.00 800.0000']);
  });

  it('counts the "Shares purchased" of a plan purchase', () => {
    expect(
      read(`
Example Plan Services
Purchase confirmation
Purchase Date        06-28-2024
Shares purchased     4.1250
Purchase Price       $100.00
Total Purchase Price $412.50
`),
    ).toEqual(['Buy 2024-06-28 -412.50 4.1250']);
  });
});
