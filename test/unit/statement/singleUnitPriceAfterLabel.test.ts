import { linesFromText } from '../../../server/convert/layout/fromText';
import { settlementAmount } from '../../../server/convert/statement/single/amount';
import { documentContext } from '../../../server/convert/statement/context';

const amountOf = (text: string, type: 'Dividend' | 'Buy') => {
  const lines = linesFromText(text);
  return settlementAmount(lines, type, documentContext(lines, { ranker: null }))?.value;
};

describe('a unit price printed after a label', () => {
  it('is no sum booked: "CREDIT COUPON ... à 3 € A" leaves the gross less its withholding', () => {
    const notice = `
Avis de coupon
CREDIT COUPON NR 12 : 40 SOLVAY (BE0003470755) à 3 € A
Date valeur: 17/11/2021
Montant brut + 120,00 €
Précompte mobilier - 36,00 €
84,00 €
`;
    expect(amountOf(notice, 'Dividend')).toBe('84.00');
  });

  it('is no sum booked after a German price word either ("Gutschrift 25 Stk. zu EUR 2,10")', () => {
    const notice = `
Dividendengutschrift
Gutschrift 25 Stk. Musterwerte AG zu EUR 2,10
Bruttobetrag EUR 52,50
`;
    expect(amountOf(notice, 'Dividend')).toBe('52.50');
  });

  it('still books a total in Australian dollars ("PAYABLE A$10,458.04")', () => {
    const note = `
BUY CONFIRMATION
QUANTITY 512
AMOUNT DUE & PAYABLE A$10,458.04
`;
    expect(amountOf(note, 'Buy')).toBe('10458.04');
  });
});
