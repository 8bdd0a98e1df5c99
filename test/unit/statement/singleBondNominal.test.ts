import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, amount: r.amount, quantity: r.quantity }));

describe("a bond's face value printed as money", () => {
  it('counts the hundreds its price in % applies to', () => {
    expect(
      read(`
Musterbank eG                                                  Musterstadt, 08.07.2024
Depot 55544433
                        Wertpapierabrechnung Kauf
Schlusstag/-Zeit 08.07.2024 10:14:22        Handelsplatz Börse Frankfurt
Wertpapier   0,000 % Bundesrep.Deutschland Anl.v.2020 (2030)
ISIN DE0001102580
Nominale                        EUR        3.000,00
Kurs                                          88,125 %
Kurswert                        EUR        2.643,75
Provision                       EUR           14,95
Börsenplatzgebühr               EUR            2,50
Ausmachender Betrag             EUR        2.661,20-
`),
    ).toEqual([{ type: 'Buy', amount: '-2661.20', quantity: '30' }]);
  });
});
