import { repairDigits } from '../../../server/convert/ocr/digitRepair';

describe('repairDigits', () => {
  it.each([
    ['1,O79.95', undefined, '1,079.95'],
    ['(1,5OO.00)', undefined, '(1,500.00)'],
    ['2O24', undefined, '2024'],
    ['USDO.25', undefined, 'USD0.25'],
    ['\u201a95', undefined, ',95'],
    ['-1.234\u201a50', undefined, '-1.234,50'],
    ['EURl2,5O', undefined, 'EUR12,50'],
    ['OO0123A567B9', 'n.', '000123456789'],
    ['l23-4S6-789', 'Konto', '123-456-789'],
    ['OO0123A567B9', 'Account Number:', '000123456789'],
  ])('reads %s (after %s) as %s', (text, previous, repaired) => {
    expect(repairDigits(text, previous)).toBe(repaired);
  });

  it.each([
    ['OO', undefined, 'no real digit'],
    ['Oslo', 'n.', 'a word'],
    ['OO0123A567B9', 'Divisa', 'no number label before it'],
    ['GB0007980591', 'Number:', 'an ISIN of a country spelt with look-alikes (GB)'],
    ['5XK-20417', 'Number:', 'letters that look like no digit'],
    ['A1B2C3', 'Nr.', 'as many letters as digits'],
    ['XYZ0.25', undefined, 'no currency code before the figure'],
    ['\u201aquoted', undefined, 'a low quotation mark before a word'],
  ])('keeps %s (after %s): %s', (text, previous) => {
    expect(repairDigits(text, previous)).toBe(text);
  });
});
