import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map(({ type, date, amount }) => ({ type, date, amount }));

// A charge for a period is dated by the day a sentence says it left the account, not by the period's last day.
describe('a charge dated by the sentence that debits it', () => {
  it('reads the English sentence naming where the cash was taken from', () => {
    expect(
      read(`
Example Wealth Ltd
ADVICE FEE INVOICE
Period: 1 January 2025 to 31 March 2025
Ongoing advice fee                     £120.00
Total                                  £120.00
This amount was deducted from your cash account on 03/04/2025.
`),
    ).toEqual([{ type: 'Fee', date: '2025-04-03', amount: '-120.00' }]);
  });

  it('reads the Dutch sentence whose verb follows the date', () => {
    expect(
      read(`
Voorbeeld Vermogensbeheer
Kostennota
Periode: 1 januari 2025 t/m 31 maart 2025
Beheerkosten                           € 31,40
Totaal                                 € 31,40
Dit bedrag wordt op 4 april 2025 van uw rekening afgeschreven.
`),
    ).toEqual([{ type: 'Fee', date: '2025-04-04', amount: '-31.40' }]);
  });
});
