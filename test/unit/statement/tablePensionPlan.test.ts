import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Beispiel Fondsbank', account_number: '42', statement_period: '' };
const read = (text: string) => parseActivityTables(linesFromText(text), header);
const pick = (rows: ReturnType<typeof read>) => rows.map((r) => [r.date, r.type, r.amount]);

// a pension plan's units table: amount, price per unit, units moved, booking and settlement day
const plan = (rows: string) => `
Übersicht der erfolgten Zahlungen
Umsatzart Fondsname Ein-/Auszahlung Preis je Anteil Abgerechnete Buchungs- Abrech-
EUR EUR Anteile tag nungstag
${rows}
`;

describe('a fund savings plan table', () => {
  it('reads a kind word inside a fund name joined by a hyphen as part of the name', () => {
    const rows = plan('Vertragspreis Beispiel-DividendenFonds 2,00 100,000000 -0,020 24.08.2020 24.08.2020');
    // the plan's price, paid by selling units: a fee and the sale that paid it, not a dividend
    expect(pick(read(rows))).toEqual([
      ['2020-08-24', 'Fee', '-2.00'],
      ['2020-08-24', 'Sell', '2.00'],
    ]);
  });

  it('reads a state allowance paid into the plan as units coming in, and its repayment as units going out', () => {
    const rows = plan(
      [
        'Zulagenzahlung       2019 Beispiel-Rentenfonds 70,00 50,000000 +1,400 19.05.2020 19.05.2020',
        'Zulagenrückzahlung Beispiel-Rentenfonds 40,00 50,000000 -0,800 24.08.2020 24.08.2020',
      ].join('\n'),
    );
    expect(pick(read(rows))).toEqual([
      ['2020-05-19', 'Transfer In', '70.00'],
      ['2020-08-24', 'Transfer Out', '-40.00'],
    ]);
  });

  it('reads the tax benefit repaid out of the plan (Steuerrückzahlung) as units going out, like the allowance', () => {
    const rows = plan('Steuerrückzahlung Beispiel-Rentenfonds 25,00 50,000000 -0,500 24.08.2020 24.08.2020');
    expect(pick(read(rows))).toEqual([['2020-08-24', 'Transfer Out', '-25.00']]);
  });

  it('reads a tax refund paid into the plan as units coming in', () => {
    const rows = plan(
      [
        'Kauf aus Steuererstattung 12,00 40,000000 +0,300 19.08.2020 19.08.2020',
        'Steuererstattung Beispiel-Rentenfonds 1,60 100,000000 +0,016 06.01.2023 06.01.2023',
      ].join('\n'),
    );
    expect(pick(read(rows))).toEqual([
      ['2020-08-19', 'Transfer In', '12.00'],
      ['2023-01-06', 'Transfer In', '1.60'],
    ]);
  });

  it('keeps a sale that paid a charge whole: the charge on the next line, paid with units of its own, does not join it', () => {
    const rows = plan(
      [
        'Entgelt Auflösung Beispiel-Rentenfonds 10,00 50,000000 -0,200 24.08.2020 24.08.2020',
        'Vertragspreis Beispiel-Rentenfonds 3,00 50,000000 -0,060 24.08.2020 24.08.2020',
      ].join('\n'),
    );
    expect(pick(read(rows))).toEqual([
      ['2020-08-24', 'Fee', '-10.00'],
      ['2020-08-24', 'Sell', '10.00'],
      ['2020-08-24', 'Fee', '-3.00'],
      ['2020-08-24', 'Sell', '3.00'],
    ]);
  });

  it('does not fold a charge paid with units of its own into the sale printed above it', () => {
    const rows = plan(
      [
        'Schädliche Verwendung Beispiel-Rentenfonds 200,00 50,000000 -4,000 24.08.2020 24.08.2020',
        'Entgelt Auflösung Beispiel-Rentenfonds 10,00 50,000000 -0,200 24.08.2020 24.08.2020',
      ].join('\n'),
    );
    expect(pick(read(rows))).toEqual([
      ['2020-08-24', 'Sell', '200.00'],
      ['2020-08-24', 'Fee', '-10.00'],
      ['2020-08-24', 'Sell', '10.00'],
    ]);
  });
});
