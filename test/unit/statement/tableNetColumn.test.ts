import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, amount: r.amount, fees: r.fees, taxes: r.taxes }));

describe('a table printing the gross and the net in two money columns', () => {
  it('books the "Neto" column, the charges and withholding between them in fees and taxes', () => {
    expect(
      read(`
EXTRACTO DE OPERACIONES DE VALORES
Periodo: 01/01/24 - 31/03/24
F. Operación  F. Liquidación  Operación   Valor           ISIN            Títulos   Precio     Importe     Comisiones   Retención   Neto
08/01/24      10/01/24        Compra      SANTANDER       ES0113900J37    500       3,812     1.906,00       4,76         0,00     -1.910,76
01/03/24      01/03/24        Dividendo   SANTANDER       ES0113900J37    500       0,0950       47,50       0,00         9,03         38,47
`),
    ).toEqual([
      { type: 'Buy', amount: '-1910.76', fees: '4.76', taxes: '0.00' },
      { type: 'Dividend', amount: '38.47', fees: '0.00', taxes: '9.03' },
    ]);
  });

  it("keeps a purchase's gross where its net is what was invested, below the cash paid", () => {
    expect(
      read(`
RENDICONTO PIANO DI ACCUMULO (PAC)
Data        Operazione                 Importo lordo   Commissioni   Importo netto   Valore quota   N. quote
16/01/2023  Versamento PAC rata 13           200,00          2,00          198,00        6,412       30,880
15/02/2023  Versamento PAC rata 14           200,00          2,00          198,00        6,588       30,055
`),
    ).toEqual([
      { type: 'Buy', amount: '-200.00', fees: '2.00', taxes: '' },
      { type: 'Buy', amount: '-200.00', fees: '2.00', taxes: '' },
    ]);
  });
});
