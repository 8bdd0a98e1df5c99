import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency }));

describe('a repayment of share premium to shareholders, paid on the holding', () => {
  it('books a Spanish "Devolución de prima de emisión" as income on the holding', () => {
    expect(
      read(`
Banco Ejemplo, S.A.                                       Madrid, 10 de julio de 2024
DEVOLUCIÓN DE PRIMA DE EMISIÓN
Valor:                    EJEMPLO CONCESIONES, S.A.
ISIN:                     ES0144580Y14
Títulos:                  120
Importe por título:       0,50 EUR
Importe bruto:            60,00 EUR
Importe líquido:          60,00 EUR
Fecha valor:              09/07/2024
`),
    ).toEqual([{ type: 'Dividend', date: '2024-07-09', amount: '60.00', currency: 'EUR' }]);
  });

  it("books a French 'Remboursement de prime d'émission' as income, not a redemption", () => {
    expect(
      read(`
Banque Exemple                                            Paris, le 10/07/2024
Remboursement de prime d'émission
Valeur :                  SOCIETE EXEMPLE SA
Code ISIN :               FR0000120271
Quantité détenue :        50
Montant unitaire :        1,20 EUR
Montant net crédité :     60,00 EUR
Date de paiement :        09/07/2024
`),
    ).toEqual([{ type: 'Dividend', date: '2024-07-09', amount: '60.00', currency: 'EUR' }]);
  });
});
