import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) =>
  parseStatement(linesFromText(text)).map((r) => ({
    type: r.type,
    date: r.date,
    amount: r.amount,
    currency: r.currency,
    quantity: r.quantity,
    price: r.price,
    fees: r.fees,
    taxes: r.taxes,
  }));

describe('confirmations labelling their fields in Spanish, Italian and French words the lists lacked', () => {
  it('reads "Títulos ejecutados" as the units of a Spanish order', () => {
    expect(
      read(`
ORDEN DE COMPRA EJECUTADA
Valor:              REPSOL, S.A.
ISIN:               ES0173516115
Fecha ejecución:    14/03/2024        Hora: 10:42:17        Fecha liquidación: 18/03/2024
Títulos ejecutados:                  150
Precio:                           14,865 EUR
Efectivo:                       2.229,75 EUR
Corretaje:                          5,57 EUR
Canon de bolsa:                     2,45 EUR
Comisión de liquidación:            0,75 EUR
Total cargo en cuenta:          2.238,52 EUR
`),
    ).toEqual([{ type: 'Buy', date: '2024-03-14', amount: '-2238.52', currency: 'EUR', quantity: '150', price: '14.865', fees: '8.77', taxes: '' }]);
  });

  it('books the net "Importe líquido abonado" in euros, not the net in the foreign currency above it', () => {
    const [row] = read(`
ABONO DE DIVIDENDOS
Fecha de pago: 15-04-2024            Fecha valor: 16-04-2024
Valor: MICROSOFT CORP                ISIN: US5949181045
Títulos: 40                          Dividendo por título: 0,75 USD
Importe bruto:                       30,00 USD
Retención en origen (15 %):           4,50 USD
Importe neto en divisa:              25,50 USD
Cambio aplicado:                    1,0852
Importe bruto en euros:              27,64 EUR
Comisión de cobro:                    1,00 EUR
Importe líquido abonado:             22,49 EUR
`);
    expect([row.type, row.amount, row.currency]).toEqual(['Dividend', '22.49', 'EUR']);
  });

  it('reads an Italian sale\'s "Diritti fissi" as a charge and "Capital gain tassato" as its tax', () => {
    expect(
      read(`
COMPRAVENDITA TITOLI - ESEGUITO ORDINE DI VENDITA
Titolo: ENEL SPA                             ISIN: IT0003128367
Data operazione: 12/06/2024     Ora: 15:12:44     Data valuta: 14/06/2024
Quantità:                          1.000
Prezzo:                           6,8420
Controvalore:                   6.842,00 EUR
Commissioni:                       13,68 EUR
Diritti fissi:                      2,50 EUR
Capital gain tassato 26 %:        314,70 EUR
Netto a Vostro credito:         6.511,12 EUR
`),
    ).toEqual([{ type: 'Sell', date: '2024-06-12', amount: '6511.12', currency: 'EUR', quantity: '1000', price: '6.8420', fees: '16.18', taxes: '314.70' }]);
  });

  it('reads a Swiss Italian purchase: "Data di chiusura", the "Corso" heading, the federal stamp duty and the exchange levy', () => {
    expect(
      read(`
Conteggio borsa - Acquisto
Lugano, 07.03.2024
Quantità   Titolo                                Valore     ISIN             Corso
100        Nestlé SA azioni nom.                 3886335    CH0038863350     CHF 93.42
Data di chiusura: 07.03.2024        Borsa: SIX Swiss Exchange
Valuta: 11.03.2024
Controvalore                           CHF      9'342.00
Commissione                            CHF         46.71
Tassa di bollo federale                CHF          7.01
Tasse di borsa                         CHF          0.93
Addebito a Vostro conto                CHF      9'396.65
`),
    ).toEqual([{ type: 'Buy', date: '2024-03-07', amount: '-9396.65', currency: 'CHF', quantity: '100', price: '93.42', fees: '47.64', taxes: '7.01' }]);
  });

  it('reads "Nombre de titres" as the units of a French coupon', () => {
    const [row] = read(`
AVIS DE CRÉDIT - COUPON
Titre : ASML HOLDING NV             ISIN : NL0010273215
Nombre de titres : 25
Date de détachement : 24/04/2024       Date de paiement : 02/05/2024
Montant brut :                      43,75 EUR
Retenue à la source 15 % :           6,56 EUR
Montant net crédité :               37,19 EUR
`);
    expect([row.type, row.date, row.amount, row.quantity, row.taxes]).toEqual(['Dividend', '2024-05-02', '37.19', '25', '6.56']);
  });
});
