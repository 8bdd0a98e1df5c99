import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) =>
  parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, fees: r.fees, security_id: r.security_id }));

// a dividend notice that also prints the account statement's booking line for the same payment
const notice = `
Overzicht transacties en rekeninguittreksels voor klantnummer 1234567
15/03/2023
EUR-REKENING - 12
Borderel 000111222
15/03/2023 10:12:00 Valuta 15/03/2023
Uw Uitbetaling dividenden van 150 MUSTER HOLDING NV 300,00 EUR
aan 2,000000 EUR
Roerende voorheffing (basisbedrag 300,00 EUR) 90,00 EUR
Kosten incassostelling (basisbedrag 210,00 EUR) 5,00 EUR
Netto credit 205,00 EUR
Cash Dividend DE0008474503 ex 2023-03-10 pd 2023-03-15
Rekeninguittreksel Nr 7 Vorig Saldo: 1.000,00 EUR
15/03/2023 Uitbetaling dividenden MUSTER HOLDING Valuta 15/03/2023 205,00 EUR
Nieuw Saldo 1.205,00 EUR
`;

describe('the table and the single reading agreeing on the transactions', () => {
  it('keeps the table rows with the details only the notice states', () => {
    expect(read(notice)).toEqual([{ type: 'Dividend', date: '2023-03-15', amount: '205.00', fees: '5.00', security_id: 'DE0008474503' }]);
  });
});
