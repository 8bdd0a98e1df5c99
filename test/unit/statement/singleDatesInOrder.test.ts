import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount }));

describe('date labels heading a row whose columns collapsed into single spaces', () => {
  it('pair with the dates of the row below in order: the payment date, not the ex-date', () => {
    expect(
      read(`
Dividendengutschrift
Gattungsbezeichnung ISIN
Beispiel Co. Registered Shares o.N. US7427181091
Nominal Ex-Tag Zahltag Dividenden-Betrag pro Stück
STK 100,000 14.04.2015 16.05.2015 USD 0,669500
Wert Konto-Nr. Betrag zu Ihren Gunsten
16.05.2015 111111111 USD 56,91
`),
    ).toEqual([{ type: 'Dividend', date: '2015-05-16', amount: '56.91' }]);
  });
});
