import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => [r.type, r.date, r.amount, r.quantity, r.price, r.taxes]);

describe('a Danish ledger', () => {
  it('reads its kinds (Køb, Salg, Udbytte, Udbytteskat, Depotgebyr, Indbetaling, Hævning) and its headings', () => {
    expect(
      read(`
Kontoudtog                                                  Valuta: DKK
Bogføringsdag  Valørdag     Transaktionstype   Værdipapir                     Antal     Kurs         Beløb
02.04.2024     02.04.2024   Indbetaling        Overførsel fra lønkonto                               10.000,00
04.04.2024     08.04.2024   Køb                NOVO NORDISK B A/S                 10     873,40     -8.763,00
25.04.2024     25.04.2024   Udbytte            DSV A/S                             5      7,00         35,00
25.04.2024     25.04.2024   Udbytteskat        DSV A/S                                                  -9,45
14.05.2024     16.05.2024   Salg               CARLSBERG B                         4     892,00      3.539,00
28.06.2024     28.06.2024   Depotgebyr         2. kvartal                                                -25,00
30.06.2024     30.06.2024   Hævning            Overførsel til lønkonto                               -2.000,00
`),
    ).toEqual([
      ['Deposit', '2024-04-02', '10000.00', '', '', ''],
      ['Buy', '2024-04-08', '-8763.00', '10', '873.40', ''],
      ['Dividend', '2024-04-25', '25.55', '5', '7.00', '9.45'],
      ['Sell', '2024-05-16', '3539.00', '4', '892.00', ''],
      ['Fee', '2024-06-28', '-25.00', '', '', ''],
      ['Withdrawal', '2024-06-30', '-2000.00', '', '', ''],
    ]);
  });

  it('dates a trade note by its "Handelsdato", not the value date', () => {
    const [row] = parseStatement(
      linesFromText(`
Handelsnota – Salg af værdipapirer
Værdipapir:   Ørsted A/S                             ISIN: DK0060094928
Handelsdato:  18.09.2024          Valørdato: 20.09.2024
Antal:        30 stk.
Kursværdi                                             DKK 12.654,00
Kurtage                                               DKK    -37,96
Afregningsbeløb                                       DKK 12.616,04
`),
    );
    expect([row.type, row.date, row.amount]).toEqual(['Sell', '2024-09-18', '12616.04']);
  });
});
