import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount }));

describe('an amount heading beside a value-date heading', () => {
  it('names the cash booked, not the trade value headed the same way above it', () => {
    expect(
      read(`
WERTPAPIERABRECHNUNG
Market-Order Kauf am 13.05.2019, um 12:14 Uhr.
POSITION ANZAHL KURS BETRAG
Beispiel MSCI EM ETF 1 Stk. 24,045 EUR 24,05 EUR
IE00BKM4GZ66
GESAMT 24,05 EUR
ABRECHNUNG
POSITION BETRAG
Fremdkostenzuschlag -1,00 EUR
GESAMT -25,05 EUR
BUCHUNG
VERRECHNUNGSKONTO VALUTA BETRAG
DE12345678901234567890 15.05.2019 -25,05 EUR
`),
    ).toEqual([{ type: 'Buy', date: '2019-05-13', amount: '-25.05' }]);
  });
});

describe('a booking row in English', () => {
  it('books the converted amount of its row, not the first foreign total', () => {
    expect(
      read(`
CASH DIVIDEND
Cash Dividend with Ex-Date 28.06.2024.
POSITION QUANTITY YIELD AMOUNT
Example Corp US6092071058 2.000000 Pcs. 0.425 USD
0.85 USD
TOTAL 0.85 USD
Withholding Tax for US issuer -0.13 USD
Sub Total 0.72 USD
Sub Total 1.0855 USD/EUR 0.66 EUR
TOTAL 0.66 EUR
BOOKING
SETTLEMENT ACCOUNT PAYMENT DATE AMOUNT
DE12345678901234567890 12.07.2024 0.66 EUR
`),
    ).toEqual([{ type: 'Dividend', date: '2024-07-12', amount: '0.66' }]);
  });
});
