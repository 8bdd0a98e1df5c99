import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, fees: r.fees, taxes: r.taxes }));

describe('ledger lines naming a trade inside a charge, a tax or a word for either direction', () => {
  it('folds "COURTAGE SUR ACHAT" and "TTF ACHAT" lines into the purchase, not as purchases of their own', () => {
    const rows = read(`
RELEVÉ DE COMPTE ESPÈCES
Compte n° 0004 123456 78          Du 01/05/2024 au 31/05/2024
Date opé.   Date valeur   Libellé                                             Débit         Crédit
02/05/2024  02/05/2024    VIREMENT RECU M. MARTIN                                           5 000,00
06/05/2024  08/05/2024    ACHAT COMPTANT 60 AXA FR0000120628 COURS 32,15      1 929,00
06/05/2024  08/05/2024    COURTAGE SUR ACHAT AXA                                  9,65
06/05/2024  08/05/2024    TTF ACHAT AXA                                           5,79
31/05/2024  31/05/2024    DROITS DE GARDE 2E TRIM.                               12,00
`);
    expect(rows).toEqual([
      { type: 'Deposit', date: '2024-05-02', amount: '5000.00', fees: '', taxes: '' },
      { type: 'Buy', date: '2024-05-08', amount: '-1944.44', fees: '9.65', taxes: '5.79' },
      { type: 'Fee', date: '2024-05-31', amount: '-12.00', fees: '', taxes: '' },
    ]);
  });

  it('folds a Belgian ledger\'s "Makelaarsloon aankoop" and "Beurstaks (TOB 0,12%) aankoop" lines into the purchase', () => {
    const rows = read(`
Rekeninguittreksel nr. 2024/06                       Munt: EUR
Boekingsdatum  Valutadatum  Omschrijving                                              Bedrag
03/06/2024     03/06/2024   Overschrijving van BE68 5390 0754 7034                    2.000,00
05/06/2024     07/06/2024   Aankoop 40 IWDA ISHARES CORE MSCI WORLD @ 88,12         -3.524,80
05/06/2024     07/06/2024   Makelaarsloon aankoop IWDA                                  -7,50
05/06/2024     07/06/2024   Beurstaks (TOB 0,12%) aankoop IWDA                          -4,23
28/06/2024     28/06/2024   Bewaarloon 2e kwartaal                                      -6,05
`);
    expect(rows).toEqual([
      { type: 'Deposit', date: '2024-06-03', amount: '2000.00', fees: '', taxes: '' },
      { type: 'Buy', date: '2024-06-07', amount: '-3536.53', fees: '7.50', taxes: '4.23' },
      { type: 'Fee', date: '2024-06-28', amount: '-6.05', fees: '', taxes: '' },
    ]);
  });

  it('reads "Compravendita Titoli" as a purchase or a sale by its cash, and a line opened by "RITENUTA" as a tax', () => {
    const rows = read(`
MOVIMENTI DI CONTO CORRENTE
Data Operazione   Descrizione                                   Uscite        Entrate
05/01/2024        Compravendita Titoli ENEL                     2.014,90
12/01/2024        Compravendita Titoli ISP                                    1.517,80
15/04/2024        ACCREDITO CEDOLE BTP IT0005370306                             112,50
15/04/2024        RITENUTA 12,50% SU CEDOLE                       14,06
`);
    expect(rows.map((r) => [r.type, r.amount, r.taxes])).toEqual([
      ['Buy', '-2014.90', ''],
      ['Sell', '1517.80', ''],
      ['Dividend', '98.44', '14.06'],
    ]);
  });
});

describe('a trade word followed by how the order settled', () => {
  it('reads the units after "ACHAT COMPTANT" and leaves the word out of the security\'s name', () => {
    const [, buy] = parseStatement(
      linesFromText(`
RELEVÉ DE COMPTE ESPÈCES
Date opé.   Date valeur   Libellé                                             Débit         Crédit
02/05/2024  02/05/2024    VIREMENT RECU M. MARTIN                                           5 000,00
06/05/2024  08/05/2024    ACHAT COMPTANT 60 AXA FR0000120628 COURS 32,15      1 929,00
`),
    );
    expect([buy.type, buy.amount, buy.quantity, buy.price, buy.description]).toEqual(['Buy', '-1929.00', '60', '32.15', 'AXA']);
  });
});

describe('an Italian ledger abbreviating the trade in its full description', () => {
  it('reads the units after "Acq"/"Ven" and the price after "Prz", not the commission closing the text', () => {
    const rows = parseStatement(
      linesFromText(`
MOVIMENTI DI CONTO CORRENTE
Data Operazione   Data Valuta   Entrate       Uscite       Descrizione               Descrizione Completa
03/01/2024        05/01/2024                  2.014,90     Compravendita Titoli      Acq 300 ENEL Prz 6,7065 Comm 2,95
10/01/2024        12/01/2024    1.517,80                   Compravendita Titoli      Ven 550 ISP Prz 2,7650 Comm 2,95
`),
    );
    expect(rows.map((r) => [r.type, r.amount, r.quantity, r.price])).toEqual([
      ['Buy', '-2014.90', '300', '6.7065'],
      ['Sell', '1517.80', '550', '2.7650'],
    ]);
  });
});
