import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount }));

describe('sections titled by the way their cash went', () => {
  it('reads an unsigned card payment under "Cash added" as money in', () => {
    expect(
      read(`
Example Wealth Platform Ltd                                 Annual Transaction Summary
Stocks and Shares ISA 5500123                               6 April 2023 to 5 April 2024

Cash added
Date            Description                                                      Amount
02/05/2023      Debit card payment                                              £800.00
11/11/2023      Bank transfer                                                   £400.00
`),
    ).toEqual([
      { type: 'Deposit', date: '2023-05-02', amount: '800.00' },
      { type: 'Deposit', date: '2023-11-11', amount: '400.00' },
    ]);
  });

  it('reads a direct debit collected under "Einzahlungen" as money in', () => {
    expect(
      read(`
Beispiel Fondsdepot GmbH                                    Jahresübersicht 2024
Depot 778 120 11

Einzahlungen
Datum           Text                                                             Betrag
15.01.2024      Lastschrifteinzug von DE02 1203 0000 0000 2020 51               100,00 EUR
15.02.2024      Lastschrifteinzug von DE02 1203 0000 0000 2020 51               100,00 EUR
`),
    ).toEqual([
      { type: 'Deposit', date: '2024-01-15', amount: '100.00' },
      { type: 'Deposit', date: '2024-02-15', amount: '100.00' },
    ]);
  });
});
