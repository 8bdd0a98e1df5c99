import fc from 'fast-check';
import { isValidIsin, repairIsin } from '../../../server/convert/ocr/codeRepair';

const REAL_ISINS = ['US0378331005', 'DE0007236101', 'IE00B4L5Y983', 'DE000BASF111', 'CH0038863350', 'IE00BK5BQT80', 'US5949181045'];

describe('isValidIsin', () => {
  it.each(REAL_ISINS)('accepts %s', (isin) => expect(isValidIsin(isin)).toBe(true));

  it('rejects a wrong check digit', () => {
    expect(isValidIsin('US0378331006')).toBe(false);
  });
});

describe('repairIsin', () => {
  it.each([
    ['IEO0B4L5Y983', 'IE00B4L5Y983'], // O for 0, seen on a 300 dpi scan
    ['IEOOB4L5Y983', 'IE00B4L5Y983'], // passes the check digit by chance, but NSINs never hold O
    ['DEOOOBASF111', 'DE000BASF111'],
    ['DE000BA5F111', 'DE000BASF111'], // 5 for S: only the check digit can tell
    ['1E00B4L5Y983', 'IE00B4L5Y983'], // digit in the country code
    ['CHO0038863350', 'CH0038863350'], // one 0 read as "O0", seen on a 300 dpi scan
    ['IEOOBAL5Y983', 'IE00B4L5Y983'], // 4 read as A, seen on a 300 dpi page
    ['(DEOOOA14KEB5)', '(DE000A14KEB5)'], // in brackets after a security's name, seen on a 300 dpi scan
    ['IEGOBHZKQ946', 'IE00BHZKQ946'], // a dotted zero read as G, seen on a 300 dpi scan
  ])('repairs %s to %s', (read, isin) => {
    expect(repairIsin(read)).toBe(isin);
  });

  it.each(['Apple', '4.877,79', 'DE00072361011', 'XS12345678901', 'US037833100', 'Verrechnungskonto', ...REAL_ISINS])('leaves %s alone', (token) => {
    expect(repairIsin(token)).toBe(token);
  });

  it('undoes any O-for-0 and I-for-1 misreads in the national number of a valid ISIN', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REAL_ISINS), fc.infiniteStream(fc.boolean()), (isin, flips) => {
        const read =
          isin.slice(0, 2) +
          [...isin.slice(2, 11)].map((c) => (c === '0' && flips.next().value ? 'O' : c === '1' && flips.next().value ? 'I' : c)).join('') +
          isin[11];
        expect(repairIsin(read)).toBe(isin);
      }),
    );
  });
});
