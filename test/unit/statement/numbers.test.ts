import { moneyIn } from '../../../server/convert/statement/values';
import {
  addDecimals,
  canonicalDecimal,
  compareDecimals,
  detectDecimalSeparator,
  findNumbers,
  negate,
  parseNumber,
  productInCents,
} from '../../../server/convert/statement/numbers';

describe('parseNumber', () => {
  it.each([
    ['1.234,56', ',', '1234.56'],
    ['1,234.56', '.', '1234.56'],
    ["1'272.88", '.', '1272.88'],
    ['1 234,56', ',', '1234.56'],
    ['0,3160', ',', '0.3160'],
    ['(1,234.56)', '.', '-1234.56'],
    ['12,50-', ',', '-12.50'],
    ['-0.48', '.', '-0.48'],
    ['41.981,240', ',', '41981.240'],
    ['5.000', ',', '5000'],
    ['12.5', ',', '12.5'],
  ] as const)('%s with decimal %s → %s', (raw, decimal, expected) => {
    expect(parseNumber(raw, decimal)).toBe(expected);
  });

  it('finds signs printed apart from the figure and currency signs glued to it', () => {
    expect(findNumbers('Quellensteuer  USD  0,03 -', ',').map((n) => n.value)).toEqual(['-0.03']);
    expect(findNumbers('Steuern €-0.44', '.').map((n) => n.value)).toEqual(['-0.44']);
  });

  it('reads a minus printed before the currency sign as the figure sign ("-$2,423.41", "-€ 12,50")', () => {
    expect(findNumbers('Net Cash Proceeds  -$2,423.41', '.').map((n) => n.value)).toEqual(['-2423.41']);
    expect(findNumbers('Zins -€ 12,50', ',').map((n) => n.value)).toEqual(['-12.50']);
    // a dash apart from the currency sign may be an empty cell before it
    expect(findNumbers('Ausschüttung - € 12,50', ',').map((n) => n.value)).toEqual(['12.50']);
    expect(moneyIn('Net Cash Proceeds  -$2,423.41', { decimal: '.', dates: { dayFirst: false } }).map((a) => [a.value, a.currency])).toEqual([
      ['-2423.41', 'USD'],
    ]);
  });

  it('reads a minus before a dollar printed with its country ("-US$1,000.00", "-HK$12.30")', () => {
    expect(findNumbers('Cash withdrawal  -US$1,000.00', '.').map((n) => n.value)).toEqual(['-1000.00']);
    expect(findNumbers('Platform fee  -HK$12.30', '.').map((n) => n.value)).toEqual(['-12.30']);
    expect(moneyIn('Cash withdrawal  -US$1,000.00', { decimal: '.', dates: { dayFirst: false } }).map((a) => [a.value, a.currency])).toEqual([
      ['-1000.00', 'USD'],
    ]);
  });

  it('does not read a hyphen in a word as a minus sign', () => {
    expect(findNumbers('Ex-Tag 21', ',').map((n) => n.value)).toEqual(['21']);
  });
});

describe('detectDecimalSeparator', () => {
  it('picks the separator that precedes two-digit decimals most often', () => {
    expect(detectDecimalSeparator('Kurswert EUR 1.370,00\nProvision EUR 5,00')).toBe(',');
    expect(detectDecimalSeparator('Total USD 1,285.61\nCommission USD 12.73')).toBe('.');
  });
});

describe('decimal arithmetic', () => {
  it('adds without floating point error', () => {
    expect(addDecimals('0.1', '0.2')).toBe('0.3');
    expect(addDecimals('5.81', '0.31', '0.00')).toBe('6.12');
    expect(addDecimals('1.5', '-0.25')).toBe('1.25');
  });

  it('negates, keeping zero unsigned', () => {
    expect(negate('101.75')).toBe('-101.75');
    expect(negate('-3')).toBe('3');
    expect(negate('0.00')).toBe('0.00');
  });

  it('multiplies to cents, also past what a float holds (a reference number taken for a price)', () => {
    expect(productInCents('310', '15.9324')).toBe('4939.04');
    expect(productInCents('310', '17320353129433559000000')).toBe('5369309470124403290000000.00');
  });
});

describe('canonicalDecimal', () => {
  it('spells equal values alike, as compareDecimals finds them equal', () => {
    const pairs = [
      ['012.50', '12.5'],
      ['4939.040', '4939.04'],
      ['7.00', '7'],
      ['-0.00', '0'],
      ['.5', '0.5'],
      ['-3.10', '-3.1'],
    ];
    for (const [a, b] of pairs) {
      expect(compareDecimals(a, b)).toBe(0);
      expect(canonicalDecimal(a)).toBe(canonicalDecimal(b));
    }
    expect(canonicalDecimal('100')).not.toBe(canonicalDecimal('1'));
    expect(canonicalDecimal('10.01')).not.toBe(canonicalDecimal('10.1'));
  });
});
