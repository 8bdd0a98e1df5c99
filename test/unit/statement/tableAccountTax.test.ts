import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, taxes: r.taxes }));

describe('a tax on the account itself', () => {
  it("books Italy's stamp duty beside the quarter's interest as a tax of its own, the withholding still netted", () => {
    expect(
      read(`
Banca Esempio S.p.A.                         Lista movimenti conto deposito
Conto deposito n. 000099887766               Dal 01/04/2024 al 30/06/2024

Data contabile   Data valuta   Descrizione operazione                Importo (EUR)
30/06/2024       30/06/2024    Interessi creditori lordi                  +80,00
30/06/2024       30/06/2024    Ritenuta fiscale 26%                       -20,80
30/06/2024       30/06/2024    Imposta di bollo II trimestre 2024         -15,50
`),
    ).toEqual([
      { type: 'Interest', date: '2024-06-30', amount: '59.20', taxes: '20.80' },
      { type: 'Tax', date: '2024-06-30', amount: '-15.50', taxes: '' },
    ]);
  });

  it("books Belgium's tax on securities accounts printed after a dividend as a tax of its own", () => {
    expect(
      read(`
Banque Exemple SA                              Extrait de compte
Période du 01/09/2024 au 30/09/2024

Date         Description                                                   Montant
30/09/2024   Dividende Ageas BE0974264930                              EUR 150,00
30/09/2024   Précompte mobilier 30 %                                    EUR -45,00
30/09/2024   Taxe annuelle sur les comptes-titres                       EUR -22,40
`),
    ).toEqual([
      { type: 'Dividend', date: '2024-09-30', amount: '105.00', taxes: '45.00' },
      { type: 'Tax', date: '2024-09-30', amount: '-22.40', taxes: '' },
    ]);
  });
});
