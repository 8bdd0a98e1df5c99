import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

describe('a US activity line naming its security by CUSIP', () => {
  it('takes the CUSIP after its label as the security, where no ISIN is printed', () => {
    const text = `
Example Securities LLC                                               Account Statement
Member FINRA/SIPC
ACTIVITY
Date        Transaction        Description                                   Quantity         Price          Amount
03/04/24    Bought             APPLE INC (AAPL) CUSIP 037833100                10.0000      179.6600      -1,796.60
03/15/24    Interest           BANK DEPOSIT SWEEP INTEREST                                                      4.17
`;
    expect(parseStatement(linesFromText(text)).map((r) => [r.type, r.amount, r.security_id])).toEqual([
      ['Buy', '-1796.60', '037833100'],
      ['Interest', '4.17', ''],
    ]);
  });
});
