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

  it('finds the value the added figures sum from among the figures of its line, a rebate added like a charge', () => {
    const plan = `
Abrechnung Sparplan
Umsatzart Sparrate in Ordernummer Preis je Stück Anteilsumsatz Schlusstag Valuta Zwischengewinn Steuerausgleich
EUR in EUR in Stück in EUR in EUR
Kauf 145,00 172520/34.00 282,3348 1,0000 0,5269 02.07.2021 06.07.2021 0,00 0,00
+ Anlagerabatt 3,76 Summe 148,76
`;
    expect(pick(read(plan))).toEqual([{ date: '2021-07-02', type: 'Buy', amount: '-148.76', fees: '3.76' }]);
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
