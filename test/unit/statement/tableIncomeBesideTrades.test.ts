import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, quantity: r.quantity }));

describe('income lines of a ledger that records its trades in their own right', () => {
  it('keeps "Dividend VWRL IE00B3RBWM25" beside purchases printed with their units and price', () => {
    expect(
      read(`
Transactieoverzicht
Beleggingsrekening 12345678            Periode: 1 januari 2024 t/m 31 maart 2024
Datum        Omschrijving                                            Bij           Af         Saldo
02-01-2024   Storting                                                2.000,00                 2.000,00
03-01-2024   Aankoop 12 VWRL IE00B3RBWM25 @ 105,32                                1.263,84      736,16
27-03-2024   Dividend VWRL IE00B3RBWM25                                  9,13                   745,29
31-03-2024   Servicekosten Q1                                                        3,75      741,54
`),
    ).toEqual([
      { type: 'Deposit', date: '2024-01-02', amount: '2000.00', quantity: '' },
      { type: 'Buy', date: '2024-01-03', amount: '-1263.84', quantity: '12' },
      { type: 'Dividend', date: '2024-03-27', amount: '9.13', quantity: '' },
      { type: 'Fee', date: '2024-03-31', amount: '-3.75', quantity: '' },
    ]);
  });
});
