import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount }));

describe('a securities settlement whose title names no direction', () => {
  it('is a purchase where its cash is booked out, dated by the execution sentence', () => {
    expect(
      read(`
REGOLAMENTO TITOLI SAVEBACK
PANORAMICA
Esecuzione Saveback del 03.02.2025 su Esempio Exchange.
POSIZIONE QUANTITÀ PREZZO MEDIO IMPORTO
Esempio World ETF 0,170055 Pz. 42,045 EUR 7,15 EUR
ISIN: IE00BWT3KN65
TOTALE 7,15 EUR
PRENOTAZIONE
CONTO DI TRANSITO DATA VALUTA IMPORTO
DE12345678901234567890 2025-02-05 -7,15 EUR
`),
    ).toEqual([{ type: 'Buy', date: '2025-02-03', amount: '-7.15' }]);
  });

  it('is a sale where its cash is booked in', () => {
    expect(
      read(`
SECURITIES SETTLEMENT
OVERVIEW
Round up execution on 02.05.2024 on the Example Exchange.
POSITION QUANTITY AVERAGE RATE AMOUNT
Example Nasdaq ETF 0.016033 Pcs. 185.24 EUR 2.97 EUR
ISIN: LU1681038243
TOTAL 2.97 EUR
BOOKING
CLEARING ACCOUNT VALUE DATE AMOUNT
DE12345600001111222233 06.05.2024 2.97 EUR
`),
    ).toEqual([{ type: 'Sell', date: '2024-05-02', amount: '2.97' }]);
  });
});

describe('a trade dated in a sentence', () => {
  it('takes the date its execution sentence ends with', () => {
    expect(
      read(`
CONFIRMATION DE L'INVESTISSEMENT PROGRAMMÉ
Exécution de l'investissement programmé le 17/01/2022 sur Exemple Exchange.
INTITULÉ QUANTITÉ COURS MOYEN MONTANT
Exemple Holdings Ltd. 0,3773 titre(s) 53,00 EUR 20,00 EUR
ISIN : US88032Q1094
TOTAL 20,00 EUR
COMPTABILISATION DES OPÉRATIONS
COMPTE-ESPÈCES DATE DE VALEUR MONTANT
FR0000000000000000 19/01/2022 -20,00 EUR
`),
    ).toEqual([{ type: 'Buy', date: '2022-01-17', amount: '-20.00' }]);
  });

  it('reads a kind word glued to the word before it, and a time after "a las"', () => {
    expect(
      read(`
LIQUIDACIÓN DE VALORES
RESUMEN
Market-OrderVenta a día 15.02.2024, a las 16:15 (Europe/Berlin) en Ejemplo Exchange.
POSICIÓN CANTIDAD COTIZACIÓN IMPORTE
Ejemplo SE 16 tít. 24,20 EUR 387,20 EUR
ISIN: DE000A1ML7J1
TOTAL 387,20 EUR
RESERVA
CUENTA DE COMPENSACIÓN FECHA VALOR IMPORTE
ES0000000000000000 19.02.2024 387,20 EUR
`),
    ).toEqual([{ type: 'Sell', date: '2024-02-15', amount: '387.20' }]);
  });

  // one row: the trade value and the booking headed by the same "BETRAG" are one transaction, not two blocks
  it('reads a German compound ending in Ausführung as the execution it dates', () => {
    expect(
      read(`
WERTPAPIERABRECHNUNG SPARPLAN
ÜBERSICHT
Sparplanausführung am 18.11.2019 an der Beispielbörse.
POSITION ANZAHL KURS BETRAG
Beispiel MSCI World ETF 0,4534 Stk. 55,13 EUR 25,00 EUR
ISIN: IE00B4L5Y983
GESAMT 25,00 EUR
BUCHUNG
VERRECHNUNGSKONTO VALUTA BETRAG
DE88110101008889505855 20.11.2019 -25,00 EUR
`),
    ).toEqual([{ type: 'Buy', date: '2019-11-18', amount: '-25.00' }]);
  });
});
