import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Testbank', account_number: '12345678', statement_period: '2024-01-01 to 2024-03-31' };
const read = (text: string) => parseActivityTables(linesFromText(text), header).map((r) => [r.type, r.date, r.amount, r.fees]);

describe('a ledger printed newest first', () => {
  it('folds the charges printed above a trade into it, as it folds those printed below in a ledger printed oldest first', () => {
    const newestFirst = `
Date         Description                                  ISIN            Amount       Balance
29-03-2024   Withdrawal to bank account                                  -500.00        135.59
15-02-2024   Transaction fee                              IE00BK5BQT80      -1.00        635.59
15-02-2024   Buy 10 Vanguard FTSE All-World @ 112.34      IE00BK5BQT80   -1,123.40        636.59
05-02-2024   Deposit                                                     1,500.00      1,759.99
`;
    expect(read(newestFirst)).toEqual([
      ['Withdrawal', '2024-03-29', '-500.00', ''],
      ['Buy', '2024-02-15', '-1124.40', '1.00'],
      ['Deposit', '2024-02-05', '1500.00', ''],
    ]);
  });
});
