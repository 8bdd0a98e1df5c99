import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount }));

describe('a time of day written with a point right after a date', () => {
  it('is no amount where decimals take a comma', () => {
    expect(
      read(`
Kontoauszug Nr. 8/2021
Bu-Tag Wert Vorgang
alter Kontostand vom 30.07.2021                      1.000,31 H
02.08. 02.08. Kartenzahlung girocard PN:931                                       10,00 S
              BEISPIEL
              D3939 Beispielstadt 29.07.2021 09:58 EREF: ELV88809340
              29.07.2021 09.58 ME0 MREF: 8098109834098210348 CRED: D
02.08. 02.08. BASISLASTSCHRIFT PN:931                                             20,00 S
              BEISPIEL
              29.07.2021 11.12 ME0 MREF: 8098109834098210349 CRED: D
neuer Kontostand vom 02.08.2021                        970,31 H
`),
    ).toEqual([
      { type: 'Withdrawal', date: '2021-08-02', amount: '-10.00' },
      { type: 'Withdrawal', date: '2021-08-02', amount: '-20.00' },
    ]);
  });
});
