import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => `${r.type} ${r.date} ${r.amount} ${r.quantity}`);

const contractNote = (netLabel: string, net: string) => `
Example Securities Ltd
CONTRACT NOTE
Stock: Apple Inc.  ISIN US0378331005
Trade date: 14/03/2023
Quantity: 25
Price: 182.40 EUR
Consideration: 4,560.00 EUR
Commission: 9.90 EUR
${netLabel}: ${net} EUR
`;

describe('a trade whose title names no direction', () => {
  it('is a purchase where the net is above the value of its units, a sale where it is below', () => {
    expect(read(contractNote('Total due from you', '4,569.90'))).toEqual(['Buy 2023-03-14 -4569.90 25']);
    expect(read(contractNote('Net proceeds due to you', '4,550.10'))).toEqual(['Sell 2023-03-14 4550.10 25']);
  });

  it('is read where no title names a kind at all, from a security, its quantity and price and their product', () => {
    expect(
      read(`
Beispielbank AG
Abrechnung
Wertpapier: Apple Inc. ISIN US0378331005
Schlusstag: 14.03.2023
Stück: 25
Kurs: 182,40 EUR
Kurswert: 4.560,00 EUR
Provision: 9,90 EUR
Betrag zu Ihren Lasten: 4.569,90 EUR
`),
    ).toEqual(['Buy 2023-03-14 -4569.90 25']);
  });

  it('reads nothing where the product of the quantity and the price is not printed', () => {
    expect(read(`Beispielbank AG\nMitteilung\nWertpapier: Apple Inc. ISIN US0378331005\nStück: 25\nKurs: 182,40 EUR\nDatum: 14.03.2023`)).toEqual([]);
  });
});
