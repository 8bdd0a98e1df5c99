import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

describe('a dividend reinvestment notice', () => {
  it('books the dividend and the shares bought with it, by the labelled cost of the shares', () => {
    expect(
      read(`
Example Share Dealing Services
Dividend Reinvestment Confirmation                           Date: 12-Apr-2024
Company:                Example Oil plc   ISIN GB0000000031
Payment date:           11-Apr-2024
Shares held:            850
Dividend per share:     7.2075p
Dividend amount:        £61.26
Shares purchased:       13
Purchase price:         471.20p
Cost of shares:         £61.26
Dealing charge:         £0.00
`),
    ).toEqual([
      { type: 'Dividend', date: '2024-04-11', amount: '61.26', currency: 'GBP' },
      { type: 'Buy', date: '2024-04-11', amount: '-61.26', currency: 'GBP' },
    ]);
  });
});
