import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, amount: r.amount, quantity: r.quantity }));

// the title states the count and the value; the security's name wraps and carries the price onto the next line
const notice = `
Borderel 000333444
20/06/2023 09:00:00 Valuta 20/06/2023
Uw Uitbetaling dividenden van 240 MUSTER WERELD OBLIGATIE FONDS UC 504,00 EUR
ACC-D aan 2,100000 EUR
Roerende voorheffing (basisbedrag 504,00 EUR) 151,20 EUR
Netto credit 352,80 EUR
`;

describe('a title wrapped onto the next line', () => {
  it('gives the count whose product with the price there is the title value', () => {
    expect(read(notice)).toEqual([{ type: 'Dividend', amount: '352.80', quantity: '240' }]);
  });
});
