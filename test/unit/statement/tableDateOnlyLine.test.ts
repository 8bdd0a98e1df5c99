import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Testbank AG', account_number: '1234567', statement_period: '2024-08-01 to 2024-08-31' };
const read = (text: string) => parseActivityTables(linesFromText(text), header).map((r) => [r.type, r.date, r.amount]);

const heading = 'DATUM TYP BESCHREIBUNG ZAHLUNGSEINGANG ZAHLUNGSAUSGANG SALDO';
const bookings = [
  ['01 Aug.', '2024 Zinszahlung Ihre Zinsen 74,47 € 1.074,47 €'],
  ['02 Aug.', '2024 Steuern Steueroptimierung 6,54 € 1.081,01 €'],
  ['05 Aug.', '2024 Gebühr Depotentgelt 2,00 € 1.079,01 €'],
  ['06 Aug.', '2024 Überweisung Auszahlung 200,00 € 879,01 €'],
];

describe('an entry whose own line holds nothing but its date', () => {
  it('is typed by the words printed below it, as where they share its line', () => {
    const wrapped = [heading, ...bookings.map(([date, rest]) => `${date}\n${rest}`)].join('\n');
    const oneLine = [heading, ...bookings.map(([date, rest]) => `${date} ${rest}`)].join('\n');
    expect(read(wrapped)).toEqual([
      ['Interest', '2024-08-01', '74.47'],
      ['Tax Refund', '2024-08-02', '6.54'],
      ['Fee', '2024-08-05', '-2.00'],
      ['Withdrawal', '2024-08-06', '-200.00'],
    ]);
    expect(read(wrapped)).toEqual(read(oneLine));
  });
});
