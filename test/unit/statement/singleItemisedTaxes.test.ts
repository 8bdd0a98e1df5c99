import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount }));

describe('a tax notice that totals no figure under a label', () => {
  it('books the sum of the taxes it itemises', () => {
    expect(
      read(`
VORABPAUSCHALE
ÜBERSICHT
Besteuerung der Vorabpauschale gem. § 18 InvStG.
POSITION ANZAHL
Beispiel Consumer Staples USD (Acc) 591,791634 Stück
IE00B40B8R38
POSITION BETRAG
Steuerpflichtige Vorabpauschale 45,40 EUR
ABRECHNUNG
Kapitalertragssteuer -11.35 EUR
Solidaritätszuschlag -0.62 EUR
-11,97 EUR
BUCHUNG
VERRECHNUNGSKONTO DATUM DER ZAHLUNG
DE61000000000000000000 24.01.2025 -11,97 EUR
`),
    ).toEqual([{ type: 'Tax', date: '2025-01-24', amount: '-11.97' }]);
  });
});

describe('the base a tax is computed on', () => {
  it('is no tax ("Base de retención 1.250,00" over "Retención 19% 237,50")', () => {
    const rows = parseStatement(
      linesFromText(`
Broker Ejemplo S.V.
LIQUIDACIÓN DE RETENCIONES
Fecha: 15/01/2025
Base de retención              1.250,00 EUR
Retención 19%                    237,50 EUR
Importe cargado en cuenta        237,50 EUR
`),
    );
    expect(rows.map((r) => [r.type, r.amount, r.taxes])).toEqual([['Tax', '-237.50', '']]);
  });
});
