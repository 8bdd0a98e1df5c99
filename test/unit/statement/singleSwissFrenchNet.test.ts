import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => `${r.type} ${r.date} ${r.amount} ${r.currency}`);

const settlement = (title: string, netLabel: string, net: string) => `
Banque Exemple SA                                Lausanne, le 12 mars 2024
${title}
Dépôt n° 0123-456789.01
Quantité      Désignation                 ISIN              Cours
50            Exemple SA, nom.            CH0038863350      CHF 80.00
Date de conclusion 08.03.2024                    Valeur 12.03.2024
Montant du titre                                 CHF       4'000.00
Courtage                                         CHF          20.00
Droit de timbre fédéral                          CHF           3.00
${netLabel}                                      CHF       ${net}
`;

// A Swiss French settlement books its net "en votre faveur" (credited) or "en votre défaveur" (debited).
describe('a Swiss French settlement', () => {
  it('books a purchase at its net "en votre défaveur"', () => {
    expect(read(settlement('DÉCOMPTE ACHAT', 'Montant en votre défaveur', "4'023.00"))).toEqual(['Buy 2024-03-08 -4023.00 CHF']);
  });

  it('books a sale at its net "en votre faveur"', () => {
    expect(read(settlement('DÉCOMPTE VENTE', 'Montant en votre faveur', "3'977.00"))).toEqual(['Sell 2024-03-08 3977.00 CHF']);
  });
});
