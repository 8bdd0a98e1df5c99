import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => `${r.type} ${r.amount} fees ${r.fees} taxes ${r.taxes}`);

describe('charges named as Spanish and Italian banks print them', () => {
  it('counts the Spanish "Canon de la Bolsa" among the fees', () => {
    expect(
      read(`
Banco Ejemplo
LIQUIDACIÓN DE VENTA DE VALORES
Valor: EJEMPLO SA (ES0113900J37)
Fecha ejecución: 10/04/2024
Nº de títulos: 200
Importe bruto                           1.000,00 EUR
Comisión de intermediación                 -5,00 EUR
Canon de la Bolsa                          -1,10 EUR
Importe neto a abonar                     993,90 EUR
`),
    ).toEqual(['Sell 993.90 fees 6.10 taxes ']);
  });

  it('counts the Italian "Imposta sulle transazioni finanziarie (Tobin tax)" among the taxes', () => {
    expect(
      read(`
Banca Esempio
CONFERMA DI ESEGUITO - ACQUISTO
Titolo: ESEMPIO SPA   IT0003128367
Data operazione: 12/03/2024
Quantità: 100
Controvalore                                        EUR          1.000,00
Commissioni                                         EUR              2,00
Imposta sulle transazioni finanziarie (Tobin tax)   EUR              2,00
Totale a Vostro debito                              EUR          1.004,00
`),
    ).toEqual(['Buy -1004.00 fees 2.00 taxes 2.00']);
  });
});
