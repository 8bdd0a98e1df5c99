import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Beispielbank AG', account_number: '4711', statement_period: '' };
const read = (text: string) => parseActivityTables(linesFromText(text), header);
const pick = (rows: ReturnType<typeof read>) => rows.map((r) => ({ date: r.date, type: r.type, amount: r.amount, fees: r.fees }));

describe('a trade whose next line states its total with the charges', () => {
  it('books the stated total, not the value, and the difference as fees', () => {
    const plan = `
Abrechnung Sparplan
Umsatzart Sparrate in Ordernummer Preis je Stück Anteilsumsatz Schlusstag Valuta
EUR in EUR in Stück
Kauf 150,00 100200/11.00 30,0000 5,0000 03.03.2021 05.03.2021
+ Provision 1,20 Summe 151,20
Kauf 150,00 100201/12.00 25,0000 6,0000 05.05.2021 07.05.2021
+ Provision 1,20 Summe 151,20
`;
    expect(pick(read(plan))).toEqual([
      { date: '2021-03-03', type: 'Buy', amount: '-151.20', fees: '1.20' },
      { date: '2021-05-05', type: 'Buy', amount: '-151.20', fees: '1.20' },
    ]);
  });

  it('keeps the value where the total below is far from it (a total of the table, not of the order)', () => {
    const plan = `
Abrechnung Sparplan
Umsatzart Sparrate in Ordernummer Preis je Stück Anteilsumsatz Schlusstag Valuta
EUR in EUR in Stück
Kauf 150,00 100200/11.00 30,0000 5,0000 03.03.2021 05.03.2021
Summe 900,00
`;
    expect(pick(read(plan))).toEqual([{ date: '2021-03-03', type: 'Buy', amount: '-150.00', fees: '' }]);
  });
});
