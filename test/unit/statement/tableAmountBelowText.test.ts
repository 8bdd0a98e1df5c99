import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Beispielbank AG', account_number: '4711', statement_period: '' };
const read = (text: string) => parseActivityTables(linesFromText(text), header).map((r) => ({ date: r.date, type: r.type, amount: r.amount }));

describe('a booking whose amount stands alone below its text', () => {
  it('takes the amount printed a line or two under the booking text', () => {
    expect(
      read(`
Datum Wert Erläuterung Betrag Soll EUR Betrag Haben EUR
 Kontostand am 30.09.2020, Auszug Nr.    9            6.248,80+
01.10.2020 01.10.2020
Dauerauftrag
             200,00-
Max Muster
Miete
01.10.2020 01.10.2020
GutschriftÜberweisung
              44,01+
PAYPAL EUROPE
`),
    ).toEqual([
      { date: '2020-10-01', type: 'Withdrawal', amount: '-200.00' },
      { date: '2020-10-01', type: 'Deposit', amount: '44.01' },
    ]);
  });
});

describe('a booking whose own line prints a figure only in its words', () => {
  it('takes the money printed under the money columns on its second line ("à 163,10" over "frais 6,52  6 530,52")', () => {
    const rows = parseActivityTables(
      linesFromText(`
RELEVÉ DE COMPTE ESPÈCES
Compte n° 0012345  -  Devise EUR         Période du 1er au 31 mai 2023
Date        Libellé                                                     Débit          Crédit          Solde
01.05.2023  Solde reporté                                                                            1 532,40
04.05.2023  Virement reçu
            de M. Jean MARTIN réf. VIR-8812                                            2 500,00      4 032,40
10.05.2023  Achat 40 AIR LIQUIDE à 163,10
            frais 6,52                                                6 530,52                       -2 498,12
16.05.2023  Coupon TOTALENERGIES 0,74 x 100                                               74,00     -2 424,12
`),
      header,
    );
    expect(rows.map((r) => [r.type, r.date, r.amount, r.quantity, r.price])).toEqual([
      ['Deposit', '2023-05-04', '2500.00', '', ''],
      ['Buy', '2023-05-10', '-6530.52', '40', '163.10'],
      ['Dividend', '2023-05-16', '74.00', '100', ''],
    ]);
  });
});
