import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, taxes: r.taxes }));

describe("a savings product's statement", () => {
  it("is read as a statement by its title, each month's interest net of the tax withheld", () => {
    expect(
      read(`
Example Bank Australia Limited
High Interest Savings - Statement                      1 April 2024 to 30 June 2024
BSB 062-000   Account 1234 5678
Date        Transaction                                      Withdrawals ($)   Deposits ($)   Balance ($)
01 Apr      Opening balance                                                                    8,000.00
30 Apr      Interest credit                                                        29.59      8,029.59
30 Apr      Non-resident withholding tax                          2.96                        8,026.63
31 May      Interest credit                                                        30.67      8,057.30
31 May      Non-resident withholding tax                          3.07                        8,054.23
`),
    ).toEqual([
      { type: 'Interest', date: '2024-04-30', amount: '26.63', taxes: '2.96' },
      { type: 'Interest', date: '2024-05-31', amount: '27.60', taxes: '3.07' },
    ]);
  });
});
