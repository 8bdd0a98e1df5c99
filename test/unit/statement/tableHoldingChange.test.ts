import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount }));

describe('a fund statement that prints each booking as the change of the holding', () => {
  it('books a sale printed with its units and value going out as cash coming in', () => {
    expect(
      read(`
Example Unit Trust Managers Ltd
Half-yearly statement for the period 1 October 2023 to 31 March 2024
Example Strategic Bond Fund Income Units  GB00B0000017

Date           Transaction                      Units         Price (p)     Value (GBP)
01/11/2023     Regular savings purchase            101.523      98.50           100.00
15/02/2024     Sale                               -500.000     101.10          -505.50
`),
    ).toEqual([
      { type: 'Buy', date: '2023-11-01', amount: '-100.00' },
      { type: 'Sell', date: '2024-02-15', amount: '505.50' },
    ]);
  });
});
