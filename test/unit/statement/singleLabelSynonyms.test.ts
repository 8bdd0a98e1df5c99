import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

// Titles and trade-date labels that banks of each language print, beside the settlement date they must not be taken for.
const read = (title: string, tradeLabel: string, settleLabel: string) =>
  parseStatement(
    linesFromText(`
Example Bank S.A.
${title}
ISIN: US0378331005  Apple Inc.
${tradeLabel}: 14.03.2023
${settleLabel}: 16.03.2023
Stück: 25
Kurs: 182,40 EUR
Kurswert: 4.560,00 EUR
Provision: 9,90 EUR
Ausmachender Betrag: 4.569,90 EUR
`),
  ).map((r) => `${r.type} ${r.date} ${r.amount}`);

describe('confirmation titles and trade-date labels in each language', () => {
  it('reads compound titles naming the trade ("Kaufabrechnung", "Verkaufsabrechnung") and Dutch fund orders', () => {
    expect(read('Kaufabrechnung', 'Schlusstag', 'Valuta')).toEqual(['Buy 2023-03-14 -4569.90']);
    expect(read('Verkaufsabrechnung', 'Schlusstag', 'Valuta')).toEqual(['Sell 2023-03-14 4569.90']);
    expect(read('Inschrijving', 'Transactiedatum', 'Valutadatum')).toEqual(['Buy 2023-03-14 -4569.90']);
    expect(read('Terugkoop', 'Transactiedatum', 'Valutadatum')).toEqual(['Sell 2023-03-14 4569.90']);
  });

  it('dates the trade by "Traded on", "Exécuté le", "F. operación", "Data contratto", "Transactie datum"', () => {
    expect(read('Purchase confirmation', 'Traded on', 'Settlement date')).toEqual(['Buy 2023-03-14 -4569.90']);
    expect(read("Avis d'opéré - Achat", 'Exécuté le', 'Date de règlement')).toEqual(['Buy 2023-03-14 -4569.90']);
    expect(read('Compra de valores', 'F. operación', 'Fecha valor')).toEqual(['Buy 2023-03-14 -4569.90']);
    expect(read('Acquisto titoli', 'Data contratto', 'Data valuta')).toEqual(['Buy 2023-03-14 -4569.90']);
    expect(read('Effectennota aankoop', 'Transactie datum', 'Valutadatum')).toEqual(['Buy 2023-03-14 -4569.90']);
  });

  it('dates a dividend by the day it is credited and counts the holding it is paid on', () => {
    const dividend = (payLabel: string, holdingLabel: string) =>
      parseStatement(
        linesFromText(`
Dividend notice
ISIN: US0378331005  Apple Inc.
Ex-date: 11.05.2023
Record date: 12.05.2023
${payLabel}: 18.05.2023
${holdingLabel}: 250
Gross amount: 60,00 EUR
Withholding tax: 9,00 EUR
Net amount: 51,00 EUR
`),
      ).map((r) => `${r.type} ${r.date} ${r.amount} ${r.quantity}`);
    expect(dividend('Credit date', 'Shares held')).toEqual(['Dividend 2023-05-18 51.00 250']);
    expect(dividend('Date de versement', 'Quantité détenue')).toEqual(['Dividend 2023-05-18 51.00 250']);
    expect(dividend('Data accredito', 'Quantità in possesso')).toEqual(['Dividend 2023-05-18 51.00 250']);
    expect(dividend('Betaaldag', 'Aantal aandelen')).toEqual(['Dividend 2023-05-18 51.00 250']);
  });

  it('dates a Swiss confirmation by its bare "Abschluss", not the value date beside it', () => {
    const text = `
Börsenabrechnung Kauf
Kauf 150 Namenaktien Nestlé SA
ISIN CH0038863350   Valor 3886335
Abschluss 07.05.2024   Valuta 09.05.2024   Börse SIX Swiss Exchange
Kurs CHF 91.46
Kurswert                                               CHF      13'719.00
Zu Ihren Lasten                                        CHF      13'719.00
`;
    expect(parseStatement(linesFromText(text)).map((r) => `${r.type} ${r.date} ${r.amount}`)).toEqual(['Buy 2024-05-07 -13719.00']);
  });
});
