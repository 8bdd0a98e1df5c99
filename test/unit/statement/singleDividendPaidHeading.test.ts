import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map(({ type, date, amount, quantity }) => ({ type, date, amount, quantity }));

// A registrar's confirmation heads the cash it paid on the holding "Dividend paid", over a row of the holding's figures.
describe("a registrar's dividend confirmation", () => {
  it('books the dividend paid under its heading', () => {
    expect(
      read(`
SAMPLE SHARE SERVICES LIMITED
PO Box 82, Bristol BS99 7NH

                              DIVIDEND CONFIRMATION

Ms A Jones                                 Shareholder reference   C0098765432
2 Mill Lane                                Payment date            20 June 2025
York YO1 7HH                               Record date             16 May 2025

SAMPLE INDUSTRIES PLC  Ordinary shares of 10p each
Interim dividend for the half year ended 31 March 2025

Shares held at        Dividend rate         Dividend paid
record date           per share
1,250                 12.50p                £156.25

The dividend has been paid to your nominated bank account.
`),
    ).toEqual([{ type: 'Dividend', date: '2025-06-20', amount: '156.25', quantity: '1250' }]);
  });
});
