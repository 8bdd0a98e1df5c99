import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';
import { repairLetterSpacing } from '../../../server/convert/statement/spacing';

const repaired = (text: string) => repairLetterSpacing(linesFromText(text))[0].text;

describe('letter-spaced lines', () => {
  it('joins a line printed letter by letter', () => {
    expect(repaired('W e r t p a p i e r k a u f  E U R  1 2 3 , 4 5')).toBe('Wertpapierkauf EUR 123,45');
  });

  it('leaves a line of short words and spaced thousands as printed', () => {
    expect(repaired('Balance as of 2023-03-02  6 000,00 CR')).toBe('Balance as of 2023-03-02  6 000,00 CR');
    expect(repaired('Saldo al 02/03/2023  6 000,00')).toBe('Saldo al 02/03/2023  6 000,00');
  });

  it("reads a ledger's balance lines as balances, not as bookings", () => {
    const rows = parseStatement(
      linesFromText(`
Account Statement
Statement period: 2023-03-01 - 2023-03-31
EUR
Date          Description                                     Amount
2023-03-02    Deposit                                       1 000,00
Balance as of 2023-03-02                                                6 000,00
2023-03-20    Account maintenance fee                          -4,95
Balance as of 2023-03-20                                                5 995,05
`),
    );
    expect(rows.map((r) => [r.date, r.type, r.amount])).toEqual([
      ['2023-03-02', 'Deposit', '1000.00'],
      ['2023-03-20', 'Fee', '-4.95'],
    ]);
  });
});
