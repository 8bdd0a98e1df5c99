import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Testbank AG', account_number: '6655443322', statement_period: '2024-04-01 to 2024-04-30' };
const read = (text: string) => parseActivityTables(linesFromText(text), header).map((r) => [r.type, r.date, r.amount, r.quantity]);

describe('a German compound naming a day ("Ausführungstag", "Valutatag")', () => {
  it('heads a date column: the savings plan rates below it are purchases, not sales at the unit price', () => {
    const table = `
Abrechnung Ihrer Sparplanausführungen im April 2024

Ausführungstag  Wertpapier                        ISIN           Sparrate   Kurs      Anteile
02.04.2024      Vanguard FTSE All-World ETF       IE00BK5BQT80   150,00     118,46    1,2662
15.04.2024      Xtrackers MSCI Emerging Markets   IE00BTJRMP35    75,00      52,83    1,4196
`;
    expect(read(table)).toEqual([
      ['Buy', '2024-04-02', '-150.00', '1.2662'],
      ['Buy', '2024-04-15', '-75.00', '1.4196'],
    ]);
  });
});
