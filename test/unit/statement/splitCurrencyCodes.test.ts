import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';
import { findCurrencies } from '../../../server/convert/statement/currency';

describe('currency codes split by letter spacing', () => {
  it('reads a code split in two beside a figure', () => {
    expect(findCurrencies('Netto U SD 320.66').map((c) => c.code)).toEqual(['USD']);
    expect(findCurrencies('Brutto 2.00 CH F').map((c) => c.code)).toEqual(['CHF']);
  });

  it('reads no code away from a figure, nor capitals that spell none', () => {
    expect(findCurrencies('Portfolio Stiftung 3a / H BL')).toEqual([]);
    expect(findCurrencies('Anla gefonds U SD')).toEqual([]);
    expect(findCurrencies('A CH 12.00')).toEqual([]);
  });

  it('books a letter-spaced sale at the amount converted on its "Change USD/CHF" line', () => {
    const rows = parseStatement(
      linesFromText(`
Börsenabrechnung-Verkauf
Wir haben für Sie am 06.03.2025 verkauft
ISIN: IE00BHZRQZ17
Menge 8 SIX Swiss Exchange U SD 40.1483
Total Kurswert U SD 321.19
Stem pel U SD -0.48
Netto U SD 320.71
Change USD/ CHF 0.885050 CH F 283.84
Valuta 10.03.2025
`),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'Sell', date: '2025-03-06', amount: '283.84', currency: 'CHF' });
  });
});
