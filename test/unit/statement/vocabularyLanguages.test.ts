import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

// The common wording of Spanish, Italian, Dutch and French confirmations and notices: net and gross
// amounts, trade, value and payment dates, charges and taxes, each in its language's own words.
const read = (text: string) =>
  parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, quantity: r.quantity, fees: r.fees, taxes: r.taxes }));

describe('a Spanish confirmation', () => {
  it('dates a purchase by its "Fecha contratación" and books the "Importe cargado" with brokerage and exchange fees', () => {
    expect(
      read(`
Confirmación de operación
Cuenta de valores: 12345678
Compra 40 EJEMPLO SA (ES0000000001)
Fecha contratación: 12/03/2024
Fecha liquidación: 14/03/2024
Precio: 25,00 EUR
Importe bruto 1.000,00 EUR
Corretaje 5,00 EUR
Cánones de bolsa 1,10 EUR
Importe cargado 1.006,10 EUR
`),
    ).toEqual([{ type: 'Buy', date: '2024-03-12', amount: '-1006.10', quantity: '40', fees: '6.10', taxes: '' }]);
  });

  it('dates a purchase by its "Fecha operación" heading a column, written without "de"', () => {
    expect(
      read(`
Confirmación de operación: COMPRA
Fecha operación   Fecha valor   Títulos   Precio   Efectivo   Comisión   Importe neto
14/03/2024        18/03/2024    100       4,215    421,50     3,00       424,50
BANCO EJEMPLO   ES0113900J37
`),
    ).toEqual([{ type: 'Buy', date: '2024-03-14', amount: '-424.50', quantity: '100', fees: '3.00', taxes: '' }]);
  });

  it('reads the "Amortización" of a bond as its redemption, paid on its "Fecha de pago"', () => {
    expect(
      read(`
Amortización
Cuenta de valores: 12345678
BONO EJEMPLO 3% 2024 (ES0000000002)
Nominal: 1.000
Fecha de pago: 15/07/2024
Importe bruto 1.000,00 EUR
Importe abonado 1.000,00 EUR
`),
    ).toEqual([{ type: 'Sell', date: '2024-07-15', amount: '1000.00', quantity: '1000', fees: '', taxes: '' }]);
  });
});

describe('an Italian notice', () => {
  it('reads a dividend\'s "Data di pagamento", "Dividendo lordo" and "Importo accreditato"', () => {
    expect(
      read(`
Accredito dividendo
Conto titoli 123456
ESEMPIO SPA ISIN IT0000000001
Quantità 200
Data di stacco 18/05/2024
Data di pagamento 20/05/2024
Dividendo lordo 100,00 EUR
Ritenuta 26,00 EUR
Importo accreditato 74,00 EUR
`),
    ).toEqual([{ type: 'Dividend', date: '2024-05-20', amount: '74.00', quantity: '200', fees: '', taxes: '26.00' }]);
  });

  it('books the "Importo accreditato" of a sale, not its commissions', () => {
    expect(
      read(`
Conferma di esecuzione
Conto titoli 123456
ESEMPIO SPA ISIN IT0000000001
Segno: Vendita
Data negoziazione 03/04/2024
Data liquidazione 05/04/2024
Quantità 50
Controvalore 1.500,00 EUR
Commissioni 4,00 EUR
Importo accreditato 1.496,00 EUR
`),
    ).toEqual([{ type: 'Sell', date: '2024-04-03', amount: '1496.00', quantity: '50', fees: '4.00', taxes: '' }]);
  });
});

describe('a Dutch notice', () => {
  it('reads a "Dividenduitkering" paid on its "Datum betaalbaarstelling", less the "Roerende voorheffing"', () => {
    expect(
      read(`
Dividenduitkering
Effectenrekening 7200879
VOORBEELD NV (BE0000000001)
Aantal 100
Datum betaalbaarstelling 15/05/2024
Brutobedrag 120,00 EUR
Roerende voorheffing 30,00% 36,00 EUR
Netto credit 84,00 EUR
`),
    ).toEqual([{ type: 'Dividend', date: '2024-05-15', amount: '84.00', quantity: '100', fees: '', taxes: '36.00' }]);
  });

  it('reads an "Inlevering effecten" as securities transferred in', () => {
    expect(
      read(`
Inlevering effecten
Effectenrekening 7200879
VOORBEELD NV (BE0000000001)
Aantal 25
Valutadatum 02/02/2024
`),
    ).toEqual([{ type: 'Transfer In', date: '2024-02-02', amount: '0.00', quantity: '25', fees: '', taxes: '' }]);
  });
});

describe('a French notice', () => {
  it('dates a sale by its "Date de transaction", not its value date', () => {
    expect(
      read(`
Vente au comptant
Compte-titres 123456
EXEMPLE SA (FR0000000001)
Quantité 20
Date valeur 06/03/2024
Date de transaction 04/03/2024
Montant brut 2.000,00 EUR
Frais de courtage 6,00 EUR
Net à recevoir 1.994,00 EUR
`),
    ).toEqual([{ type: 'Sell', date: '2024-03-04', amount: '1994.00', quantity: '20', fees: '6.00', taxes: '' }]);
  });

  it('dates a coupon by its "Date de mise en paiement" and takes the "Précompte mobilier" as its tax', () => {
    expect(
      read(`
Avis de paiement de coupon
Compte-titres 123456
EXEMPLE SA (FR0000000001)
Quantité 40
Date de mise en paiement 24/05/2024
Date de détachement 22/05/2024
Montant brut 80,00 EUR
Précompte mobilier 30,00% 24,00 EUR
Net à recevoir 56,00 EUR
`),
    ).toEqual([{ type: 'Dividend', date: '2024-05-24', amount: '56.00', quantity: '40', fees: '', taxes: '24.00' }]);
  });
});
