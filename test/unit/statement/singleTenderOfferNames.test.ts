import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) =>
  parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency, quantity: r.quantity }));

describe('shares tendered into a public offer named in Romance languages and Dutch', () => {
  it("books a French 'apport à l'OPA' as a sale, though the offer's name says purchase", () => {
    expect(
      read(`
Banque Exemple                                            Lyon, le 3 juin 2024
Compte titres n° 00991122
AVIS D'OPÉRATION SUR TITRES
Apport à l'offre publique d'achat
Valeur :                  SOCIETE CIBLE SA
Code ISIN :               FR0000120271
Quantité apportée :       25
Prix de l'offre :         30,00 EUR
Montant net crédité :     750,00 EUR
Date de règlement :       31/05/2024
`),
    ).toEqual([{ type: 'Sell', date: '2024-05-31', amount: '750.00', currency: 'EUR', quantity: '25' }]);
  });

  it("books an Italian 'adesione all'offerta pubblica di acquisto' as a sale", () => {
    expect(
      read(`
Banca Esempio S.p.A.                                      Roma, 04/06/2024
Dossier titoli n. 12/4455
ADESIONE ALL'OFFERTA PUBBLICA DI ACQUISTO
Titolo:                   SOCIETA BERSAGLIO SPA
ISIN:                     IT0003128367
Quantità consegnata:      80
Corrispettivo unitario:   EUR 5,00
Netto accreditato:        EUR 400,00
Data di pagamento:        04/06/2024
`),
    ).toEqual([{ type: 'Sell', date: '2024-06-04', amount: '400.00', currency: 'EUR', quantity: '80' }]);
  });

  it("books a Spanish 'aceptación de la OPA' as a sale, though the offer's name says purchase", () => {
    expect(
      read(`
Banco Ejemplo, S.A.                                       Madrid, 05/06/2024
ACEPTACIÓN DE LA OFERTA PÚBLICA DE ADQUISICIÓN
Valor:                    SOCIEDAD OBJETIVO, S.A.
ISIN:                     ES0144580Y14
Títulos:                  60
Precio de la oferta:      10,00 EUR
Importe líquido:          600,00 EUR
Fecha valor:              05/06/2024
`),
    ).toEqual([{ type: 'Sell', date: '2024-06-05', amount: '600.00', currency: 'EUR', quantity: '60' }]);
  });
});
