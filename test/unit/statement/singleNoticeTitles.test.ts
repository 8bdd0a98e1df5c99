import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

// A short notice whose title alone names its kind.
const read = (title: string, amountLabel: string) =>
  parseStatement(linesFromText(`Example Bank S.A.\nMain Street 1\n\n${title}\n\nValuta: 18.05.2023\n${amountLabel}: 51,00 EUR`)).map(
    (r) => `${r.type} ${r.date} ${r.amount}`,
  );

describe('notice titles in each language', () => {
  it('reads distributions and interest named by compounds', () => {
    expect(read('Fondsausschüttung', 'Betrag')).toEqual(['Dividend 2023-05-18 51.00']);
    expect(read('Dividendenausschüttung', 'Betrag')).toEqual(['Dividend 2023-05-18 51.00']);
    expect(read('Rentebijschrijving', 'Bedrag')).toEqual(['Interest 2023-05-18 51.00']);
  });

  it("reads fee notices by each language's title", () => {
    expect(read('Depotgebührenabrechnung', 'Betrag')).toEqual(['Fee 2023-05-18 -51.00']);
    expect(read('Kontoführungsentgelt', 'Betrag')).toEqual(['Fee 2023-05-18 -51.00']);
    expect(read('Commission de tenue de compte', 'Montant')).toEqual(['Fee 2023-05-18 -51.00']);
    expect(read('Spese di custodia', 'Importo')).toEqual(['Fee 2023-05-18 -51.00']);
    expect(read('Kostennota', 'Bedrag')).toEqual(['Fee 2023-05-18 -51.00']);
    expect(read('Beheervergoeding', 'Bedrag')).toEqual(['Fee 2023-05-18 -51.00']);
  });

  it('reads tax notices by their title', () => {
    expect(read('Tax charge', 'Total')).toEqual(['Tax 2023-05-18 -51.00']);
    expect(read("Prélèvement d'impôt", 'Montant net')).toEqual(['Tax 2023-05-18 -51.00']);
    expect(read('Belastingafrekening', 'Te betalen')).toEqual(['Tax 2023-05-18 -51.00']);
  });
});

describe('a sentence of boilerplate above the title', () => {
  it('reads no title in a line that carries on a sentence ("… Dividends and" over "interest may be …")', () => {
    const text = `
This contract note is issued subject to the rules and customs of the exchange. Dividends and
interest may be subject to withholding tax. Please retain this statement for tax purposes.

Contract note - Sale
ISIN: US0378331005  Apple Inc.
Trade date: 03/14/2023
Quantity: 25
Price: 182.40 USD
Net amount: 4,550.10 USD
`;
    expect(parseStatement(linesFromText(text)).map((r) => [r.type, r.date, r.amount])).toEqual([['Sell', '2023-03-14', '4550.10']]);
  });
});
