import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, quantity: r.quantity }));

// A confirmation printing its details as one row under a row of headings, the figures grouped by spaces.
const confirmation = (tradeDate: string) => `
Example Bank S.A.
Main Street 1

Avis d'opéré - Achat

ISIN                                US0378331005  Apple Inc.

${tradeDate.padEnd(22)}Date de règlement   Quantité   Cours        Montant brut   Courtage   Montant net
14.03.2023            16.03.2023          25         182,40 EUR   4 560,00 EUR   9,90 EUR   4 569,90 EUR
`;

describe("a confirmation's details as one row under its headings", () => {
  it('pairs the headings with the cells of the row, not the words of its space-grouped figures', () => {
    // the headings and the row's words are thirteen each: paired word by word, "Quantité" got "560,00"
    expect(read(confirmation('Date de négociation'))).toEqual([{ type: 'Buy', date: '2023-03-14', amount: '-4569.90', quantity: '25' }]);
  });

  it('reads no label across the gap between two headings', () => {
    // "transaction   Date" read as "Transaction date" headed the settlement date
    expect(read(confirmation('Date de transaction'))).toEqual([{ type: 'Buy', date: '2023-03-14', amount: '-4569.90', quantity: '25' }]);
  });

  it('pairs wide columns only where the row starts with its headings', () => {
    // the row opens with a column no heading names: the price is the figure under "Prezzo", not the fourth cell
    const text = `
Tipo di Operazione: Acquisto
                                              Quantita'                USD              Euro     Prezzo         Valuta
24.09.2023 19:02:34 Eseguito                          9           780,3000           732,88*      86,70
Controvalore:                                                     780,3000           732,88
`;
    expect(parseStatement(linesFromText(text)).map((r) => r.price)).toEqual(['86.70']);
  });
});
