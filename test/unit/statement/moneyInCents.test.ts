import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

describe('money columns', () => {
  it('are in cents whatever the document printed: whole units padded, finer figures rounded', () => {
    const rows = parseStatement(
      linesFromText(`
Dividend notice
Security: EXAMPLE CORP  ISIN US0378331005
Payment date: 16.05.2024
Gross dividend: EUR 1.500
Withholding tax: EUR 225
Net amount: EUR 1.275
`),
    );
    expect(rows.map(({ amount, taxes }) => ({ amount, taxes }))).toEqual([{ amount: '1275.00', taxes: '225.00' }]);
    const bought = parseStatement(
      linesFromText(`
Trade confirmation
Bought 12.5 EXAMPLE CORP  ISIN US0378331005
Trade date: 02/28/2025
Net amount: USD 959.313750
`),
    );
    expect(bought.map(({ type, amount }) => ({ type, amount }))).toEqual([{ type: 'Buy', amount: '-959.31' }]);
  });
});
