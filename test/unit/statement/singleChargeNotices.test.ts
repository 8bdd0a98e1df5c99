import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount }));

const notice = (title: string, date: string, amount: string) => `
Example Bank S.A.
Main Street 1

${title}

ISIN: US0378331005  Apple Inc.
${date}
${amount}
`;

describe('notices of a charge', () => {
  it('books the sum under the bare word for an amount where a tax or fee notice prints no other total', () => {
    expect(read(notice('Tax charge', 'Value date: 05/18/2023', 'Amount: 51.00 EUR'))).toEqual([{ type: 'Tax', date: '2023-05-18', amount: '-51.00' }]);
    expect(read(notice('Belastingafrekening', 'Valutadatum: 18.05.2023', 'Bedrag: 51,00 EUR'))).toEqual([
      { type: 'Tax', date: '2023-05-18', amount: '-51.00' },
    ]);
    expect(read(notice('Addebito spese', 'Data valuta: 18.05.2023', 'Importo: 51,00 EUR'))).toEqual([{ type: 'Fee', date: '2023-05-18', amount: '-51.00' }]);
  });

  it("names a notice by the charge whose name stands alone above the document's figures", () => {
    expect(read(notice('Kapitalertragsteuer', 'Valuta: 18.05.2023', 'Betrag: 51,00 EUR'))).toEqual([{ type: 'Tax', date: '2023-05-18', amount: '-51.00' }]);
    expect(read(notice('Retenue à la source', 'Date de valeur: 18.05.2023', 'Montant: 51,00 EUR'))).toEqual([
      { type: 'Tax', date: '2023-05-18', amount: '-51.00' },
    ]);
    expect(read(notice('Stamp duty', 'Value date: 05/18/2023', 'Amount: 51.00 EUR'))).toEqual([{ type: 'Tax', date: '2023-05-18', amount: '-51.00' }]);
  });

  it("reads a charge's name below a figure as a line of its breakdown, not as the title", () => {
    const text = `
Example Bank S.A.

Valuta: 18.05.2023
Betrag: 51,00 EUR
Kapitalertragsteuer
`;
    expect(read(text).map((r) => r.type)).not.toContain('Tax');
  });
});

describe('a charge titled with the period it covers', () => {
  it('names a fee notice, the ordinal of a quarter being no figure its title labels', () => {
    expect(
      read(`
Belastungsanzeige                                     Vaduz, 05.07.2024
Verwaltungsgebühr 2. Quartal 2024
Periode          01.04.2024 - 30.06.2024
Gebühr           CHF   2'473.93
MWST 8.1 %       CHF     200.39
Total Belastung  CHF   2'674.32
Valuta 30.06.2024 zulasten Konto 0044.7711.2.001 CHF
`),
    ).toEqual([{ type: 'Fee', date: '2024-06-30', amount: '-2674.32' }]);
  });
});
