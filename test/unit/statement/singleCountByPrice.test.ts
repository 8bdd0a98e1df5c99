import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, amount: r.amount, quantity: r.quantity, price: r.price }));

describe('a count under a label the vocabulary lacks: quantity × price = gross value', () => {
  it('reads the figure whose product with the price is the printed value as the quantity', () => {
    expect(
      read(`
Effectennota aankoop
ISIN: US0378331005  Apple Inc.
Transactiedatum: 14.03.2023
Stukken geleverd: 25
Koers: 182,40 EUR
Bruto bedrag: 4.560,00 EUR
Provisie: 9,90 EUR
Netto bedrag: 4.569,90 EUR
`),
    ).toEqual([{ type: 'Buy', amount: '-4569.90', quantity: '25', price: '182.40' }]);
  });

  it('takes no figure that is money, a count of one, or one whose product nothing prints', () => {
    expect(
      read(`
Sale confirmation
ISIN: US0378331005  Apple Inc.
Trade date: 03/14/2023   Page 1
Reference 37
Price: 182.40 EUR
Gross amount: 4,560.00 EUR
Commission: 9.90 EUR
Net amount: 4,550.10 EUR
`),
    ).toEqual([{ type: 'Sell', amount: '4550.10', quantity: '', price: '182.40' }]);
  });
});

describe('the holding of a dividend notice under a label the vocabulary lacks', () => {
  it.each([
    ['Holding', 'Dividend per share'],
    ['Titres', 'Dividende par action'],
    ['Quote', 'Dividendo unitario'],
  ])('reads "%s" as the count whose product with "%s" is the gross', (holding, rate) => {
    const text = [
      'Dividend notice',
      'ISIN: US0378331005  Apple Inc.',
      'Payment date: 05/18/2023',
      `${holding}: 250`,
      `${rate}: EUR 0.24`,
      'Gross amount: 60.00 EUR',
      'Withholding tax: 9.00 EUR',
      'Net amount: 51.00 EUR',
    ].join('\n');
    expect(parseStatement(linesFromText(text)).map((r) => [r.type, r.amount, r.quantity])).toEqual([['Dividend', '51.00', '250']]);
  });
});

describe('a title stating the units and their price, the value printed below', () => {
  const note = (title: string) => `
Example Bank S.A.
${title}
Date d'exécution : 19/10/2020 11:53:03
Montant brut 4.939,04 EUR
Frais de transaction 24,95 EUR
Débit 4.963,99 EUR Date valeur 21/10/2020
`;

  it('reads the units whose product with the price is a value the document prints', () => {
    expect(read(note('Achat 310 HOME24 SE (DE000A14KEB5) à 15,9324 EUR'))[0]).toMatchObject({ type: 'Buy', quantity: '310' });
    expect(read(note('Aankoop 310 HOME24 SE (DE000A14KEB5) aan 15,9324 EUR'))[0]).toMatchObject({ type: 'Buy', quantity: '310' });
  });

  it('takes no units whose product nothing prints', () => {
    expect(read(note('Achat 300 HOME24 SE (DE000A14KEB5) à 15,9324 EUR'))[0]).toMatchObject({ quantity: '' });
  });
});
