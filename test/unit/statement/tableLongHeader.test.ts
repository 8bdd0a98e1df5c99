import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';
import { parseActivityTables } from '../../../server/convert/statement/table';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => [r.type, r.date, r.amount, r.quantity]);

const STATEMENT = `
Monthly statement  01.02.2024 - 29.02.2024
Action           Time                  ISIN           Ticker   Name      No. of shares   Price / share   Currency   Exchange rate   Total (EUR)   Withholding tax
Deposit          2024-02-01 09:12:55                                                                                                    1,000.00
Market buy       2024-02-05 15:31:02   US0378331005   AAPL     Apple     2.5             187.68          USD        1.0781          435.22
Market sell      2024-02-27 16:05:44   US0378331005   AAPL     Apple     1               182.63          USD        1.0835          168.55
Withdrawal       2024-02-28 10:00:00                                                                                                    -200.00
`;

describe('a header of many words laid out in columns', () => {
  it('is read by its cells (Time, Name, No. of shares, Total (EUR)), its trades booked at their total', () => {
    expect(read(STATEMENT)).toEqual([
      ['Deposit', '2024-02-01', '1000.00', ''],
      ['Buy', '2024-02-05', '-435.22', '2.5'],
      ['Sell', '2024-02-27', '168.55', '1'],
      ['Withdrawal', '2024-02-28', '-200.00', ''],
    ]);
  });
});

describe('a money column heading that names its currency', () => {
  it('gives the currency of the amount before a currency column, which names the price’s', () => {
    expect(parseStatement(linesFromText(STATEMENT)).map((r) => r.currency)).toEqual(['EUR', 'EUR', 'EUR', 'EUR']);
  });
});

describe('a money heading that names its currency', () => {
  it('heads the amount column ("Value (EUR)"), not a value date', () => {
    const rows = parseActivityTables(
      linesFromText(`
Date         Side   Symbol   Quantity   Price     Value (EUR)    Fees
2024-03-04   Buy    ASML     2          880.00    -1,762.50      2.50
2024-03-12   Sell   SAP      5          175.20    873.50         2.50
`),
      { broker: '', account_number: '', statement_period: '' },
    );
    expect(rows.map((r) => [r.type, r.date, r.amount, r.currency])).toEqual([
      ['Buy', '2024-03-04', '-1762.50', 'EUR'],
      ['Sell', '2024-03-12', '873.50', 'EUR'],
    ]);
  });
});
