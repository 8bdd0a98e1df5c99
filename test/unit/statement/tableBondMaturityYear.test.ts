import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, amount: r.amount, quantity: r.quantity }));

describe("a bond's name in a ledger line", () => {
  it('reads no units from the maturity year printed after the coupon rate ("BTP 1,5% 2029")', () => {
    expect(
      read(`
LISTA MOVIMENTI
Data contabile   Data valuta   Descrizione                                          Dare          Avere
02/04/2024       02/04/2024    BONIFICO A VOSTRO FAVORE DA ROSSI MARIO                            3.000,00
15/04/2024       15/04/2024    ACCREDITO CEDOLE BTP 1,5% 2029 IT0005370306                          112,50
15/04/2024       15/04/2024    RITENUTA 12,50% SU CEDOLE                              14,06
`),
    ).toEqual([
      { type: 'Deposit', amount: '3000.00', quantity: '' },
      { type: 'Dividend', amount: '98.44', quantity: '' },
    ]);
  });
});
