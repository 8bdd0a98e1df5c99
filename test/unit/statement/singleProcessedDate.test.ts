import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map(({ type, date, amount }) => ({ type, date, amount }));

// A request to move money is dated by the day it was carried out, not the day it was asked for.
describe('a cash movement carried out after its request', () => {
  it('is dated by the day it was processed', () => {
    expect(
      read(`
Example Markets
Withdrawal Confirmation
Net amount         $800.00
Requested          April 2, 2025
Processed on       April 3, 2025
`),
    ).toEqual([{ type: 'Withdrawal', date: '2025-04-03', amount: '-800.00' }]);
  });
});
