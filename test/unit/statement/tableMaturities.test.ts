import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => [r.type, r.date, r.amount, r.taxes]);

describe('maturities and the income tax withheld on them in a Mexican statement', () => {
  it('reads "Vencimiento" as a sale and "ISR retenido" as the tax withheld from it', () => {
    expect(
      read(`
ESTADO DE CUENTA
Periodo: 01-mar-2023 al 31-mar-2023          Moneda: Pesos
Fecha        Concepto                        Emisora   Serie    Títulos     Precio        Cargo          Abono          Saldo
09-mar-2023  COMPRA REPORTO                  BI CETES  230511   500       9.850000   4,925.00                           162.65
16-mar-2023  VENCIMIENTO REPORTO             BI CETES  230511   500                                 4,935.10       5,097.75
16-mar-2023  ISR RETENIDO                                                                2.36                         5,095.39
`),
    ).toEqual([
      ['Buy', '2023-03-09', '-4925.00', ''],
      ['Sell', '2023-03-16', '4932.74', '2.36'],
    ]);
  });
});
