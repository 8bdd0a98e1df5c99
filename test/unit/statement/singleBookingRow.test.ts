import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount }));

describe('an amount heading beside a value-date heading', () => {
  it('names the cash booked, not the trade value headed the same way above it', () => {
    expect(read(`
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
`)).toEqual([{ type: 'Buy', date: '2019-05-13', amount: '-25.05' }]);
  });
});
