import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => `${r.type} ${r.amount} fees:${r.fees} taxes:${r.taxes}`);

describe('a row that is a charge itself', () => {
  it('carries no fees or taxes: its amount is the charge', () => {
    expect(
      read(`
Steuerabrechnung
Valuta: 18.05.2023
Kapitalertragsteuer EUR 10,11
Solidaritätszuschlag EUR 0,56
Ausmachender Betrag EUR 10,67
`),
    ).toEqual(['Tax -10.67 fees: taxes:']);
    expect(
      read(`
Depotgebührenabrechnung
Valuta: 31.12.2024
Depotgebühr EUR 24,00
MwSt 19 % EUR 4,56
Belastung EUR 28,56
`),
    ).toEqual(['Fee -28.56 fees: taxes:']);
  });
});
