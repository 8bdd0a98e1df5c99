import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) =>
  parseStatement(linesFromText(text)).map((r) => ({ type: r.type, amount: r.amount, quantity: r.quantity, price: r.price, fees: r.fees, taxes: r.taxes }));

describe('fund confirmations: units and the net asset value', () => {
  it('reads "Participaciones suscritas" as the units and "Valor liquidativo aplicado" as the price', () => {
    expect(
      read(`
CONFIRMACIÓN DE SUSCRIPCIÓN
Fondo: EJEMPLO RENTA VARIABLE EUROPA, FI          ISIN: ES0110000009
Fecha valor liquidativo:         15/03/2023
Valor liquidativo aplicado:      12,345678 EUR
Importe bruto suscrito:          3.000,00 EUR
Importe neto invertido:          3.000,00 EUR
Participaciones suscritas:       243,0001
`),
    ).toEqual([{ type: 'Buy', amount: '-3000.00', quantity: '243.0001', price: '12.345678', fees: '', taxes: '' }]);
  });

  it('reads "Nombre de parts", the VNI and the entry charge ("Droits d\'entrée")', () => {
    expect(
      read(`
CONFIRMATION D'OPÉRATION
Type d'opération : Souscription
Compartiment : EXEMPLE SICAV - GLOBAL BOND - Classe C EUR     ISIN : LU0123456781
Date de transaction : 12/07/2023        Date de règlement : 14/07/2023
Nombre de parts : 45,320     Valeur nette d'inventaire (VNI) : 110,34 EUR
Montant brut                                    5 000,61 EUR
Droits d'entrée (1,00 %)                           50,01 EUR
Montant total à régler                          5 050,62 EUR
`),
    ).toEqual([{ type: 'Buy', amount: '-5050.62', quantity: '45.320', price: '110.34', fees: '50.01', taxes: '' }]);
  });
});

describe('charges of Belgian, Swiss and Argentine trades', () => {
  it('reads the Belgian stock exchange tax without its article ("Taxe sur opérations de bourse") as a tax', () => {
    expect(
      read(`
BORDEREAU DE VENTE
Date d'opération : 21/06/2023       Date valeur : 23/06/2023
Titre                                      Code ISIN         Quantité     Cours       Montant
SOLVAY SA                                  BE0003470755          40       105,35      4 214,00
Courtage                                                                                 -12,64
Taxe sur opérations de bourse (0,35 %)                                                   -14,75
Montant net en votre faveur                                                           4 186,61 EUR
`),
    ).toEqual([{ type: 'Sell', amount: '4186.61', quantity: '40', price: '105.35', fees: '12.64', taxes: '14.75' }]);
  });

  it('reads a Swiss exchange levy ("Taxe de bourse") and Argentine "Arancel", "Derechos de mercado" as fees', () => {
    const swiss = read(`
DÉCOMPTE D'ACHAT
Nombre      Titre                                  Cours           Montant
25          NESTLE SA NOM.  CH0038863350          CHF 108.92       CHF 2'723.00
Courtage                                                          CHF    27.23
Droit de timbre fédéral                                           CHF     2.04
Taxe de bourse                                                    CHF     0.27
Débit sur compte 0123-456789-01 valeur 07.06.2023                CHF 2'752.54
`);
    expect(swiss.map((r) => [r.fees, r.taxes])).toEqual([['27.50', '2.04']]);
    const boleto = read(`
BOLETO DE COMPRA  Nro. 000457812
Concertación: 12/04/2023                 Liquidación: 14/04/2023
Cantidad            Precio            Bruto
400                 215,500           86.200,00
Arancel                                   430,00
Derechos de mercado                        68,96
Neto a pagar                           86.698,96
`);
    expect(boleto.map((r) => [r.amount, r.fees])).toEqual([['-86698.96', '498.96']]);
  });
});

describe('trade dates labelled in Belgian and Swiss French', () => {
  it('dates a trade by "Date d\'opération" (elided) and "Date de conclusion", not by its value date', () => {
    const dated = (text: string) => parseStatement(linesFromText(text)).map((r) => [r.type, r.date]);
    expect(
      dated(`
BORDEREAU DE VENTE
Date d'opération : 21/06/2023       Date valeur : 23/06/2023
Titre                                      Code ISIN         Quantité     Cours       Montant
SOLVAY SA                                  BE0003470755          40       105,35      4 214,00
Montant net en votre faveur                                                           4 214,00 EUR
`),
    ).toEqual([['Sell', '2023-06-21']]);
    expect(
      dated(`
DÉCOMPTE D'ACHAT
Nombre      Titre                                  Cours           Montant
25          NESTLE SA NOM.  CH0038863350          CHF 108.92       CHF 2'723.00
Date de conclusion 05.06.2023   Lieu d'exécution SIX Swiss Exchange
Courtage                                                          CHF    27.23
Droit de timbre fédéral                                           CHF     2.04
Débit sur compte 0123-456789-01 valeur 07.06.2023                CHF 2'752.27
`),
    ).toEqual([['Buy', '2023-06-05']]);
  });
});

describe('a conversion rate in parentheses', () => {
  it('is no price ("Montant brut en euros (cours 1,0798)")', () => {
    expect(
      read(`
AVIS DE CRÉDIT - REVENUS DE VALEURS MOBILIÈRES
Valeur : ROYAL DUTCH SHELL A         Code ISIN : GB00BP6MXD84
Paiement : 27/03/2023
Nombre de titres : 200     Revenu unitaire : 0,2875 USD
Montant brut en devise                        57,50 USD
Montant brut en euros (cours 1,0798)          53,25 EUR
Prélèvements sociaux 17,2 %                    9,16 EUR
Net crédité en compte valeur 27/03/2023       44,09 EUR
`),
    ).toEqual([{ type: 'Dividend', amount: '44.09', quantity: '200', price: '', fees: '', taxes: '9.16' }]);
  });
});
