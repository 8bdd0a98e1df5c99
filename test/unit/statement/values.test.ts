import { amountsIn, moneyIn } from '../../../server/convert/statement/values';

const ctx = { decimal: ',' as const, dates: { dayFirst: true } };

describe('amounts in a line', () => {
  it('a currency code may touch its figure, other capitals may not (a WKN in parentheses is no amount)', () => {
    expect(amountsIn('EUR5,00', ctx).map((a) => [a.value, a.currency])).toEqual([['5.00', 'EUR']]);
    expect(amountsIn('IE00B0M62Q58 (A0HGV0) 5,214577 66,4800 USD', ctx).map((a) => a.value)).toEqual(['5.214577', '66.4800']);
  });

  it('a count after its unit ("STK 50,000") is no money; a price after a count and its unit is', () => {
    expect(moneyIn('STK 50,000 07.02.2024 08.02.2024', ctx).map((a) => a.value)).toEqual([]);
    expect(moneyIn('Nominal STK 0,0024 EUR 41.981,240', ctx).map((a) => a.value)).toEqual(['41981.240']);
    expect(moneyIn('0,18854 Stück 24,08 EUR 4,54 EUR', ctx).map((a) => a.value)).toEqual(['0.18854', '24.08', '4.54']);
  });

  it('an IBAN is no figure, nor the thousands of the figure after it where spaces group thousands', () => {
    const line = 'Netto zugunsten IBAN DE90 1234 5678 1234 5678 90 450,84 EUR';
    expect(amountsIn(line, { ...ctx, spaceGroups: true }).map((a) => [a.value, a.currency])).toEqual([['450.84', 'EUR']]);
  });

  it('a date is no figure, nor the thousands of the figure after it where spaces group thousands', () => {
    const line = 'DE12345678901234567890 2025-01-21 165,42 EUR';
    expect(amountsIn(line, { ...ctx, spaceGroups: true }).map((a) => [a.value, a.currency])).toEqual([['165.42', 'EUR']]);
  });
});
