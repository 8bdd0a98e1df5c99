import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

describe("a term deposit's maturity notice that credits principal and interest together", () => {
  it('books the net interest labelled "Intereses netos", not the sum credited with the principal', () => {
    expect(
      read(`
Banco Ejemplo, S.A.
LIQUIDACIÓN DE DEPÓSITO A PLAZO                                   Fecha: 05/02/2024
Importe del depósito:           8.000,00 EUR
Intereses brutos:               200,00 EUR
Retención IRPF (19 %):          38,00 EUR
Intereses netos:                162,00 EUR
Importe abonado en cuenta:      8.162,00 EUR
Fecha valor:                    05/02/2024
`),
    ).toEqual([{ type: 'Interest', date: '2024-02-05', amount: '162.00', currency: 'EUR' }]);
  });

  it('books the net interest labelled "Intérêts nets", not the sum credited with the principal', () => {
    expect(
      read(`
Banque Exemple
AVIS D'ÉCHÉANCE - COMPTE À TERME                                  Le 05/02/2024
Capital placé :                 8 000,00 EUR
Intérêts bruts :                200,00 EUR
Prélèvement forfaitaire :       60,00 EUR
Intérêts nets :                 140,00 EUR
Montant crédité :               8 140,00 EUR
Date de valeur :                05/02/2024
`),
    ).toEqual([{ type: 'Interest', date: '2024-02-05', amount: '140.00', currency: 'EUR' }]);
  });
});
