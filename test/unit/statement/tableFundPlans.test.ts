import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => [r.type, r.date, r.amount, r.quantity, r.price]);

describe('units and prices under abbreviated and fund headings', () => {
  it('reads "Qté" as the units column, so the price column holds the price alone', () => {
    expect(
      read(`
RELEVÉ DE COMPTE-TITRES PEA     Période du 01/01/2023 au 31/03/2023
Date        Valeur       Nature de l'opération              Qté      Cours        Débit        Crédit
09/01/2023  11/01/2023   Achat Cpt SCHNEIDER ELECTRIC        12     146,20     1 760,87
15/02/2023  17/02/2023   Vente Cpt ORANGE                   100      10,86                   1 080,57
`),
    ).toEqual([
      ['Buy', '2023-01-11', '-1760.87', '12', '146.20'],
      ['Sell', '2023-02-17', '1080.57', '100', '10.86'],
    ]);
  });

  it('reads an Italian savings plan\'s instalments ("Versamento PAC") as purchases and a partial redemption as a sale', () => {
    expect(
      read(`
RENDICONTO PIANO DI ACCUMULO (PAC)
Fondo: ESEMPIO AZIONARIO GLOBALE - Classe A   ISIN IT0005000002
Data        Operazione                 Importo lordo   Commissioni   Importo netto   Valore quota   N. quote
16/01/2023  Versamento PAC rata 13           200,00          2,00          198,00        6,412       30,880
17/04/2023  Rimborso parziale                500,00          0,00          500,00        6,650       75,188
15/05/2023  Versamento PAC rata 16           200,00          2,00          198,00        6,720       29,464
`).map((row) => row.slice(0, 4)),
    ).toEqual([
      ['Buy', '2023-01-16', '-200.00', '30.880'],
      ['Sell', '2023-04-17', '500.00', '75.188'],
      ['Buy', '2023-05-15', '-200.00', '29.464'],
    ]);
  });
});

describe('a Spanish fund ledger', () => {
  it('reads "Reembolso" as a sale, with the price of its "Valor liquidativo" column', () => {
    const rows = parseStatement(
      linesFromText(`
MOVIMIENTOS DE FONDOS DE INVERSIÓN
Fecha operación   Fondo                          ISIN            Tipo de operación      Participaciones   Valor liquidativo   Importe
05/01/2024        FONDO INDEXADO GLOBAL          ES0165151004    Suscripción                 40,2231          24,8611        1.000,00
22/05/2024        FONDO RENTA FIJA EURO          ES0105046009    Reembolso                   152,4311          12,3456        1.881,85
`),
    );
    expect(rows.map((r) => [r.type, r.amount, r.quantity, r.price])).toEqual([
      ['Buy', '-1000.00', '40.2231', '24.8611'],
      ['Sell', '1881.85', '152.4311', '12.3456'],
    ]);
  });
});
