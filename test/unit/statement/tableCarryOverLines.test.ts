import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => `${r.type} ${r.date} ${r.amount}`);

// a ledger carrying its balance from one page to the next under the carry-over words of its language
const ledger = (carry: string, heads: string) => `
Example Bank
Extracto de cuenta
Periodo: 01.03.2023 - 31.03.2023
${heads}
01.03.2023    Saldo anterior                                             5.000,00 EUR
02.03.2023    Ingreso                                1.000,00 EUR        6.000,00 EUR
15.03.2023    Dividendo Apple Inc.                      12,34 EUR        6.012,34 EUR
15.03.2023    ${carry.padEnd(30)}                                 6.012,34 EUR

Example Bank
Página 2 de 2
${heads}
15.03.2023    ${carry.padEnd(30)}                                 6.012,34 EUR
24.03.2023    Retirada de efectivo                    -200,00 EUR        5.812,34 EUR
31.03.2023    Saldo final                                                5.812,34 EUR
`;
const heads = 'Fecha         Concepto                                 Importe               Saldo';

describe('a line carrying the balance over a page break', () => {
  it.each(['Suma y sigue', 'Riporto', 'A riportare', 'Transport', 'Übertrag'])('is no booking: "%s"', (carry) => {
    expect(read(ledger(carry, heads))).toEqual(['Deposit 2023-03-02 1000.00', 'Dividend 2023-03-15 12.34', 'Withdrawal 2023-03-24 -200.00']);
  });
});
