import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, taxes: r.taxes }));

describe('an Irish deposit account statement', () => {
  it('reads DIRT (deposit interest retention tax) as the tax withheld from the interest above it', () => {
    expect(
      read(`
Example Bank Ireland plc
Deposit Account Statement                              Statement date 31-Dec-2023
Date          Details                                   Debit (€)       Credit (€)      Balance (€)
01-Oct-2023   Balance forward                                                           15,000.00
15-Oct-2023   Lodgement                                                    500.00       15,500.00
31-Dec-2023   Gross interest                                               232.50       15,732.50
31-Dec-2023   DIRT deducted                                 76.73                       15,655.77
`),
    ).toEqual([
      { type: 'Deposit', date: '2023-10-15', amount: '500.00', taxes: '' },
      { type: 'Interest', date: '2023-12-31', amount: '155.77', taxes: '76.73' },
    ]);
  });
});
