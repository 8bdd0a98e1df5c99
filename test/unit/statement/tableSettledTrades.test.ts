import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Beispiel Fondsbank', account_number: '777', statement_period: '' };
const read = (text: string) => parseActivityTables(linesFromText(text), header);
const pick = (rows: ReturnType<typeof read>) => rows.map((r) => ({ date: r.date, type: r.type, amount: r.amount, currency: r.currency }));

describe('a trade printed as a short confirmation, its cash settled further down', () => {
  it('books the settled amount of a trade opened by its word and date, dated by its booking date', () => {
    const text = `
Umsatzabrechnung für Ihr Depot
Verkauf 2,500000 Anteile mit Kursdatum 10.03.2022 aus Depotposition 12.3
Beispiel Aktienfonds Inhaber-Anteile
Ref. Nr. 555/10032022, Buchungsdatum 11.03.2022
ISIN Anteile Abrechnungskurs Betrag
DE0000000001 -2,500000 40,000000 EUR 100,00 EUR
Kapitalertragsteuer Solidaritätszuschlag Kirchensteuer abzgl. Steuern
1,50 EUR 0,08 EUR 0,00 EUR 1,58 EUR
Abwicklung über IBAN Institut Zahlungsbetrag
DE00 1234 Beispielsparkasse 98,42 EUR
Kauf 50,00 EUR mit Kursdatum 14.03.2022 in Depotposition 12.4
Beispiel Rentenfonds
Ref. Nr. 556/14032022, Buchungsdatum 15.03.2022
ISIN Anteile Abrechnungskurs Betrag
DE0000000002 1,000000 50,000000 EUR 50,00 EUR
Zahlungsbetrag aus Überweisung 50,00 EUR
`;
    const rows = read(text);
    expect(pick(rows)).toEqual([
      { date: '2022-03-11', type: 'Sell', amount: '98.42', currency: 'EUR' },
      { date: '2022-03-15', type: 'Buy', amount: '-50.00', currency: 'EUR' },
    ]);
    expect(rows[0].quantity).toBe('2.5'); // the count printed with its unit
  });

  it('books an income paid in a foreign currency at its converted amount', () => {
    const text = `
Fondsertrag (Ausschüttung) mit Bestandsdatum 01.06.2023 in Depotposition 9.1
Beispiel World Fund USD Dis.
Ref. Nr. 777/05062023, Buchungsdatum 05.06.2023
ISIN Anteilsbestand Betrag je Anteil Betrag
LU0000000003 10,000000 1,100000000 USD 11,00 USD
Zahlungsbetrag in Fremdwährung 11,00 USD
Zahlungsbetrag nach Währungskonvertierung mit Devisenkurs 1,100000 EUR/USD 10,00 EUR
`;
    expect(pick(read(text))).toEqual([{ date: '2023-06-05', type: 'Dividend', amount: '10.00', currency: 'EUR' }]);
  });

  it('reads a switch between funds as the sale of one and the purchase of the other', () => {
    const text = `
Fondsumschichtung (Abgang) 1,000000 Anteile mit Kursdatum 02.05.2022 aus Depotposition 1.1
Beispiel Fonds A
Ref. Nr. 1/02052022, Buchungsdatum 04.05.2022
Zahlungsbetrag 60,00 EUR
Fondsumschichtung (Zugang) mit Kursdatum 02.05.2022 in Depotposition 1.2
Beispiel Fonds B
Ref. Nr. 1/02052022, Buchungsdatum 04.05.2022
ISIN Anteile Abrechnungskurs Betrag
DE0000000004 3,000000 20,000000 EUR 60,00 EUR
Zahlungsbetrag 60,00 EUR
`;
    expect(pick(read(text)).map((r) => [r.date, r.type, r.amount])).toEqual([
      ['2022-05-04', 'Sell', '60.00'],
      ['2022-05-04', 'Buy', '-60.00'],
    ]);
  });

  it('books a charge paid with units, settled at nothing, as the charge and the sale of units that paid it', () => {
    const text = `
Entgelt Verkauf mit Kursdatum 21.12.2020 aus Depotposition 1.1
Beispiel World UCITS ETF
Ref. Nr. 9/11122020, Buchungsdatum 23.12.2020
ISIN Anteile Abrechnungskurs Betrag
IE0000000005 -0,200000 60,000000 EUR 12,50 EUR
Entgelte abzgl. Entgelte
Depotführungsentgelt inkl. 19% USt 12,00 EUR
Kapitalertragsteuer Solidaritätszuschlag Kirchensteuer abzgl. Steuern
0,48 EUR 0,02 EUR 0,00 EUR 0,50 EUR
Zahlungsbetrag 0,00 EUR
`;
    expect(pick(read(text)).map((r) => [r.date, r.type, r.amount])).toEqual([
      ['2020-12-23', 'Fee', '-12.00'],
      ['2020-12-23', 'Sell', '12.00'],
    ]);
  });

  it('books nothing for a sentence naming a trade and a date where no settled amount follows', () => {
    const text = `
Kontoauszug
Aktion: Kaufen Sie alle Aktien am 16.03.2017 ohne Entgelt.
Buchungstag Vorgang Betrag
02.03.2017 Gutschrift Überweisung 200,00
`;
    expect(pick(read(text)).map((r) => [r.date, r.type, r.amount])).toEqual([['2017-03-02', 'Deposit', '200.00']]);
  });

  it('books a tax opened by its word and date at the amount a sentence below states, on its booking date', () => {
    const text = `
Depotauszug für Ihr Fondsdepot
Vorabpauschale zum Stichtag 31.12.2023 aus Depotposition 4433221100.02
Musterfonds Europa Inhaber-Anteile
Ref. Nr. 000/19012024, Buchungsdatum 19.01.2024
ISIN Betrag je Anteil
DE0007164600 0,412000000 EUR
Kapitalertragsteuer Solidaritätszuschlag Kirchensteuer
1,71 EUR 0,09 EUR 0,00 EUR
Belastung der angefallenen Steuern in Höhe von 1,80 EUR erfolgt durch Verkauf aus Depotposition 4433221100.02
Verkauf wegen Vorabpauschale 1,80 EUR mit Kursdatum 22.01.2024 aus Depotposition 4433221100.02
ISIN Anteile Abrechnungskurs Betrag
DE0007164600 -0,004200 428,570000 EUR 1,80 EUR
`;
    expect(pick(read(text)).map((r) => [r.date, r.type, r.amount])).toEqual([
      ['2024-01-19', 'Tax', '-1.80'],
      ['2024-01-22', 'Sell', '1.80'],
    ]);
  });
});

describe('a booking whose amount closes the reference line below its dates', () => {
  it('takes that amount, signed as printed', () => {
    const text = `
Kontoauszug
Buchung Valuta Buchungsinformationen Betrag
Überweisung
01.10. 01.10. BEISPDEFFXXX
Ref132692519750748439 3.000,00-
Anna Beispiel
09.10. 09.10. BEISPDEFFXXX
Ref100457973588945924 550,00+
`;
    const rows = parseActivityTables(linesFromText(text), { ...header, statement_period: '2025-10-01 to 2025-12-31' });
    expect(pick(rows).map((r) => [r.date, r.type, r.amount])).toEqual([
      ['2025-10-01', 'Withdrawal', '-3000.00'],
      ['2025-10-09', 'Deposit', '550.00'],
    ]);
  });
});
