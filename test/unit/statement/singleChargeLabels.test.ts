import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

// A sale's fee and tax under the names banks of each language give them.
const charges = (fee: string, tax: string) =>
  parseStatement(
    linesFromText(`
Wertpapierabrechnung Verkauf
ISIN: US0378331005  Apple Inc.
Schlusstag: 14.03.2023
Stück: 25
Kurs: 182,40 EUR
Kurswert: 4.560,00 EUR
${fee}: 9,90 EUR
${tax}: 13,68 EUR
Ausmachender Betrag: 4.536,42 EUR
`),
  ).map((r) => `${r.fees} ${r.taxes}`);

describe('charge labels', () => {
  it('reads any named German fee ("Börsengebühr", "Xetra-Entgelt") as a fee, and a stamp duty as a tax', () => {
    expect(charges('Börsengebühr', 'Solidaritätszuschlag')).toEqual(['9.90 13.68']);
    expect(charges('Xetra-Entgelt', 'Stempelgebühr')).toEqual(['9.90 13.68']);
  });

  it("reads each language's fee and tax names", () => {
    expect(charges('Droits de garde', 'Taxe boursière')).toEqual(['9.90 13.68']);
    expect(charges('Canon de liquidación', 'ITF')).toEqual(['9.90 13.68']);
    expect(charges('Diritti di borsa', 'Tassa sulle transazioni finanziarie')).toEqual(['9.90 13.68']);
    expect(charges('Beurskosten', 'Transactietaks')).toEqual(['9.90 13.68']);
    expect(charges('Dealing charge', 'PTM levy')).toEqual(['9.90 13.68']);
  });
});

describe('a charge restating part of another', () => {
  it('does not add the tax "included in brokerage" to the brokerage that holds it', () => {
    const [row] = parseStatement(
      linesFromText(`
CONFIRMATION - TAX INVOICE
We have BOUGHT for you
Company: BHP GROUP LIMITED          Security: BHP
As at date: 12/03/2024      Settlement date: 14/03/2024
Quantity        Price           Consideration
250             44.3100         11,077.50
Brokerage (incl GST)                          19.95
GST included in brokerage                      1.81
TOTAL COST                                    11,097.45
`),
    );
    expect([row.type, row.amount, row.fees]).toEqual(['Buy', '-11097.45', '19.95']);
  });
});

describe('a US sale confirmation', () => {
  it('adds FINRA\'s trading activity fee ("FINRA TAF") to the SEC fee', () => {
    const [row] = parseStatement(
      linesFromText(`
TRADE CONFIRMATION
YOU SOLD      150 SHARES     NVIDIA CORP
Trade Date: 05/14/2024          Settlement Date: 05/15/2024
Price:                          $903.1200
Principal Amount:               $135,468.00
SEC Transaction Fee:            $3.76
FINRA TAF:                      $0.38
Net Amount:                     $135,463.86
`),
    );
    expect([row.type, row.amount, row.fees]).toEqual(['Sell', '135463.86', '4.14']);
  });
});
