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

describe('a daily statement of one booking under Debit, Credit and Balance headings', () => {
  it('books the credit, not the balance carried forward printed first under the headings', () => {
    expect(
      read(`
Zurich, 18 November 2025
Currency CHF
Investment account: Daily statement nr.  1  18.11.2025
Date Detail Value date Debit Credit Balance
Balance carried forward  0.00
18.11.2025 Deposit 18.11.2025  1'000.00  1'000.00
Transaction volume  0.00  1'000.00
New balance  1'000.00
`),
    ).toEqual([{ type: 'Deposit', date: '2025-11-18', amount: '1000.00' }]);
  });
});

describe('a booking row headed by its total', () => {
  it('books the figure under "GESAMT" beside a booking date, not the first period listed above', () => {
    expect(
      read(`
ABRECHNUNG ZINSEN
zum 30.06.2024
VERMÖGENSWERT EINKOMMENSART ZINSEN DATUM GESAMT
Cash Zinsen 4,00% 01.06.2024 - 11.06.2024 21,02 EUR
Cash Zinsen 3,75% 12.06.2024 - 30.06.2024 52,06 EUR
BUCHUNG
IBAN BUCHUNGSDATUM GESAMT
DE12321546856552266333 01.07.2024 73,08 EUR
`),
    ).toEqual([{ type: 'Interest', date: '2024-07-01', amount: '73.08' }]);
  });
});

describe('an amount printed to three decimals under its heading', () => {
  it('is booked where its last digits are zeros: it is cents, not a rate per unit', () => {
    expect(
      read(`
AUSSCHÜTTUNG
Ausschüttung mit dem Ex-Tag 15.01.2020.
POSITION ANZAHL ERTRÄGNIS BETRAG
Beispiel Dividenden ETF 8 Stk. 0,204 EUR 1,630 EUR
GESAMT 1,630 EUR
BUCHUNG
VERRECHNUNGSKONTO VALUTA BETRAG
DE12345678901234567890 15.01.2020 1,630 EUR
`),
    ).toEqual([{ type: 'Dividend', date: '2020-01-15', amount: '1.63' }]);
  });
});
