import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => `${r.type} ${r.date} ${r.amount} ${r.currency}`);

// A tax notice states the value the tax was charged on and the tax named as due: it books the tax.
describe('a tax notice naming its tax as due', () => {
  it('books the stamp duty due, not the value of the holdings it was charged on', () => {
    expect(
      read(`
Banca Esempio S.p.A.
COMUNICAZIONE DI ADDEBITO IMPOSTA DI BOLLO
Dossier titoli:     000012345
Controvalore dei prodotti finanziari al 30/06/2024        EUR    25.000,00
Aliquota                                                         0,10 %
Imposta di bollo dovuta                                   EUR        25,00
Addebitata con valuta 30/06/2024
`),
    ).toEqual(['Tax 2024-06-30 -25.00 EUR']);
  });

  it('books the tax payable, not the gross amount it was charged on', () => {
    expect(
      read(`
Example Fund Managers Ltd
TAX DEDUCTION NOTICE
Account: 55102                                           Date: 02/09/2024
Gross amount                                             EUR     1,200.00
Rate                                                             41 %
Tax payable                                              EUR       492.00
`),
    ).toEqual(['Tax 2024-09-02 -492.00 EUR']);
  });
});
