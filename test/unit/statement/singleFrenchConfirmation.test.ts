import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount }));

describe('a French trade confirmation', () => {
  it('reads the kind before the count and name of the security, and the amount debited', () => {
    expect(
      read(`
Bordereau
Compte titres: 7634568
Achat 20 EXEMPLE SA (BE0003565737) à 74,5 EUR
Type d'ordre: Limit (74,50 EUR)
Date et heure d'exécution: 13/12/2021 16:24:15 CET
Date valeur: 15/12/2021
Montant brut - 1.490,00 EUR
Taxe boursière - 0,35% - 5,22 EUR
Courtage - 7,50 EUR
Débit 1.502,72 EUR
`),
    ).toEqual([{ type: 'Buy', date: '2021-12-13', amount: '-1502.72' }]);
  });
});

describe('a confirmation whose text layer glued its words together', () => {
  it('finds the kind glued to the reference before it ("01AAchat")', () => {
    expect(
      read(`
Bordereau T
Compte titres: 7634568
Numéro de réf. : 7763C9846/01AAchat 15 EXEMPLE GROUP (BE0974274061) à 46,3 EURType d' instrument: Actions
Date et heure d'exécution: 26/11/2021 13:25:24 CETDate de comptabilisation: 26/11/2021Date valeur: 30/11/2021
Montant brut U - 694,50 EURD - 694,50 EURTaxe boursière - 0,35% - 2,43 EURCourtage - 7,50 EUR
Débit 704,43 EUR
`),
    ).toEqual([{ type: 'Buy', date: '2021-11-26', amount: '-704.43' }]);
  });
});

describe('a French execution notice in prose', () => {
  it('reads the price a sentence states ("au cours de 385,10 EUR")', () => {
    const rows = parseStatement(
      linesFromText(`
AVIS D'OPÉRÉ
Nous avons exécuté pour votre compte l'ordre suivant :
ACHAT AU COMPTANT de 30 L'OREAL (FR0000120321)
Exécuté le 14/03/2023 à 10:12:45 sur Euronext Paris au cours de 385,10 EUR
Montant brut                                        11 553,00 EUR
Courtage                                                 23,11 EUR
Net à débiter valeur 16/03/2023                     11 576,11 EUR
`),
    );
    expect(rows.map((r) => [r.type, r.date, r.amount, r.price])).toEqual([['Buy', '2023-03-14', '-11576.11', '385.10']]);
  });
});

describe('a confirmation titled after its execution', () => {
  it('dates a sale by its "Date d\'exécution", not the letter\'s date under the title "BORDEREAU D\'EXÉCUTION"', () => {
    expect(
      read(`
BORDEREAU D'EXÉCUTION – VENTE
Compte-titres : 733-0458812-45                       Bruxelles, le 11/10/2024
Valeur        : ANHEUSER-BUSCH INBEV      Code ISIN : BE0974293251
Bourse        : Euronext Bruxelles        Date d'exécution : 10/10/2024
Date valeur   : 14/10/2024
Quantité      : 80
Montant brut                                            4.588,80 EUR
Courtage                                                   -9,95 EUR
Taxe sur les opérations de bourse (TOB 0,35 %)            -16,06 EUR
Montant net en votre faveur                             4.562,79 EUR
`),
    ).toEqual([{ type: 'Sell', date: '2024-10-10', amount: '4562.79' }]);
  });
});
