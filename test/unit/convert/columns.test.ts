/**
 * emptyRow is written out by hand (one hidden class for every row, see its comment), so nothing
 * ties it to COLUMNS but this: the same keys, in the column order, every one empty.
 */
import { COLUMNS, emptyRow } from '../../../server/convert/columns';

describe('emptyRow', () => {
  it('holds exactly the columns, in their order, all empty', () => {
    const row = emptyRow();
    expect(Object.keys(row)).toEqual(COLUMNS.map((c) => c.key));
    expect(Object.values(row).every((v) => v === '')).toBe(true);
  });

  it('is a new object each time', () => {
    expect(emptyRow()).not.toBe(emptyRow());
  });
});
