import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, amount: r.amount, currency: r.currency }));

const sale = (credit: string) => `
Beispielbank AG
Wertpapierabrechnung Verkauf
ISIN AT0000837307
Abgang: 4.500 Stk
Kurs: 8,205151 EUR
Schlusstag 07.04.2021
${credit}
Valuta 09.04.2021
`;

// An IBAN grouped by spaces ends at its country's length, not at the figure printed after it.
describe('an IBAN followed by the amount it is credited', () => {
  it('leaves the figure its first group of thousands', () => {
    expect(read(sale('Zu Gunsten IBAN AT27 3284 2000 0011 1111 36 115,76 EUR'))).toEqual([{ type: 'Sell', amount: '36115.76', currency: 'EUR' }]);
  });

  it('leaves a zero written with a dash its zero', () => {
    expect(read(sale('Zu Gunsten IBAN AT48 2048 5050 9000 9796 0,-- EUR'))).toEqual([{ type: 'Sell', amount: '0.00', currency: 'EUR' }]);
  });
});
