import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ date: r.date, type: r.type, amount: r.amount }));

describe('an account closing in a ledger', () => {
  it('books interest itemised at two rates as one row, dated by its booking where the value date is a 30-day-month day', () => {
    expect(
      read(`
Kontoauszug Nr. 2/2021
Abschluss vom 01.02.2021 bis 28.02.2021
Bu-Tag Wert Vorgang
alter Kontostand vom 29.01.2021                       1.002,15 H
17.02. 17.02. Dauerauftragsgutschr                    150,00 H
26.02. 30.02. Abschluss                                 0,52 H
               0,25000% Habenzins       0902       0,06H
               0,20000% Habenzins       2802       0,46H
neuer Kontostand vom 26.02.2021                       1.152,67 H
`),
    ).toEqual([
      { date: '2021-02-17', type: 'Deposit', amount: '150.00' },
      { date: '2021-02-26', type: 'Interest', amount: '0.52' },
    ]);
  });

  it('still books a closing itemised into interest and a fee as one row each', () => {
    expect(
      read(`
Kontoauszug Nr. 2/2021
Abschluss vom 01.02.2021 bis 28.02.2021
Bu-Tag Wert Vorgang
alter Kontostand vom 29.01.2021                       1.002,15 H
26.02. 28.02. Abschluss                                 2,54 S
               Sollzinsen                          0,01 S
               Kontoführungsentgelt                2,53 S
neuer Kontostand vom 26.02.2021                         999,61 H
`),
    ).toEqual([
      { date: '2021-02-28', type: 'Interest', amount: '-0.01' },
      { date: '2021-02-28', type: 'Fee', amount: '-2.53' },
    ]);
  });
  it('types a closing line by the item it names ("Abschluss Kontoführungsentgelt"), not as interest', () => {
    expect(
      read(`
Musterbank eG                                   Kontoauszug 5/2024
Buchungstag  Wert    Verwendungszweck                                   Betrag
             alter Kontostand vom 30.04.2024                           1.234,56 H
02.05.   02.05.   Überweisung Max Mustermann Miete Mai                   850,00 S
31.05.   31.05.   Abschluss Kontoführungsentgelt                          4,95 S
31.05.   31.05.   Abschluss Habenzinsen                                   0,12 H
             neuer Kontostand vom 31.05.2024                             384,73 H
`),
    ).toEqual([
      { date: '2024-05-02', type: 'Withdrawal', amount: '-850.00' },
      { date: '2024-05-31', type: 'Fee', amount: '-4.95' },
      { date: '2024-05-31', type: 'Interest', amount: '0.12' },
    ]);
  });
});
