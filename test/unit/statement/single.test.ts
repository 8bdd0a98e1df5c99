import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';
import { Row } from '../../../server/convert/columns';

/** The fields a user checks first, from the only row of a synthetic document. */
function read(text: string): Partial<Row> {
  const rows = parseStatement(linesFromText(text));
  expect(rows).toHaveLength(1);
  const { type, date, amount, currency, quantity, security_id, fees, taxes } = rows[0];
  return { type, date, amount, currency, quantity, security_id, fees, taxes };
}

describe('single-transaction documents', () => {
  it('a German buy: total paid incl. fees, dated by the trade, signed as cash out', () => {
    expect(
      read(`
Musterbank AG                                        Datum 17.03.2024
Wertpapierabrechnung Kauf
Schlusstag/-Zeit  15.03.2024 09:04:11      Auftragsnummer 123456
Stück  25        Muster Aktiengesellschaft        ISIN DE0007164600
Ausführungskurs   120,50 EUR
Kurswert                                       3.012,50 EUR
Provision                                          9,90 EUR
Ausmachender Betrag                            3.022,40- EUR
Valuta 19.03.2024  Zu Lasten Konto 1234567
`),
    ).toEqual({ type: 'Buy', date: '2024-03-15', amount: '-3022.40', currency: 'EUR', quantity: '25', security_id: 'DE0007164600', fees: '9.90', taxes: '' });
  });

  it('a German dividend: net after withholding tax, dated by value date', () => {
    expect(
      read(`
Dividendengutschrift
Stück 100          Example Corp.              US0378331005
Ex-Tag  09.02.2024          Zahltag  15.02.2024
Bruttobetrag                      USD           24,00
15 % Quellensteuer                USD            3,60-
Ausmachender Betrag               USD           20,40
zum Devisenkurs EUR/USD 1,0800                  EUR           18,89
Valuta 15.02.2024   Zu Ihren Gunsten            EUR           18,89
`),
    ).toMatchObject({ type: 'Dividend', date: '2024-02-15', amount: '18.89', currency: 'EUR', quantity: '100', security_id: 'US0378331005' });
  });

  it('an English contract note: the dollar is the one the document names', () => {
    expect(
      read(`
BUY CONFIRMATION
Trade Date: 1 Jul 2021           Settlement Date: 5 Jul 2021
Quantity  Security        Price     Consideration  Currency
25        EXAMPLE ETF     12.40     $312.50        AUD
Brokerage                           $9.50          AUD
Net Value                           $322.00        AUD
`),
    ).toMatchObject({ type: 'Buy', date: '2021-07-01', amount: '-322.00', currency: 'AUD' });
  });

  it('a French sale: the net amount stands under its column heading', () => {
    expect(
      read(`
AVIS D'OPERATION
VENTE COMPTANT
Date d'exécution : 07/04/2024
Quantité 10      Code ISIN : FR0000120271
Montant brut      Courtage      Montant net au crédit de votre compte
1 000,00 EUR      5,00 EUR      995,00 EUR
`),
    ).toMatchObject({ type: 'Sell', date: '2024-04-07', amount: '995.00', currency: 'EUR' });
  });

  it('a Dutch purchase booked in euro after a conversion from dollars', () => {
    expect(
      read(`
Overzicht transactie
Uitvoering op: 21/04/2025 om 19:44:00
ISIN: US0138721065
Je aankoop van: Example Corp
Aantal delen: 100
Netto bedrag: 2.347,56 USD
Wisselkoers USD/EUR 1,146626
Netto afrekening op BE12 7740 1745 3286 door afhaling van: -2.047,36 EUR
`),
    ).toMatchObject({ type: 'Buy', date: '2025-04-21', amount: '-2047.36', currency: 'EUR', quantity: '100' });
  });

  it('a letter-spaced text layer is joined back before it is read', () => {
    expect(
      read(`
W e r t p a p i e r k a u f
G e s c h ä f t s t a g :  1 2 . 0 7 . 2 0 1 8
IBAN  V a l u t a  Zu I h r e n L a s t e n
DE11 1 1 2 2 4 3 1 4 2 2 8 8 8 1 1 1 0 0 EUR 1 9 . 0 7 . 2 0 1 8 EUR 4 7 . 8 7 8 , 3 7
`),
    ).toMatchObject({ type: 'Buy', date: '2018-07-12', amount: '-47878.37', currency: 'EUR' });
  });

  it('a delivery of securities books no cash', () => {
    expect(
      read(`
Depotausgang
Stück 10   Example AG   DE0007164600
Übertrag an ein anderes Institut per 02.05.2024
`),
    ).toMatchObject({ type: 'Transfer Out', amount: '0.00', date: '2024-05-02' });
  });

  it('a merger that debits only the taxes on it stays a delivery without a price; one paid in cash is a sale', () => {
    const merger = (cash: string) => `
Buchungsanzeige
Fusion / Zusammenlegung
Ausbuchung aus Depot 1686005753 per 18.01.2024
Nominale ISIN: LU1861134382 WKN: A2JSDA
STK 277,691 AIS-AM.WORLD SRI PAB
Kapitalertragsteuer EUR 338,76 -
Solidaritätszuschlag EUR 18,63 -
Zu Lasten Konto 6960880181 Valuta: 18.01.2024 EUR ${cash}
`;
    expect(read(merger('357,39'))).toMatchObject({ type: 'Transfer Out', amount: '0.00', date: '2024-01-18' });
    expect(read(merger('1.357,39').replace('Zu Lasten', 'Zu Gunsten'))).toMatchObject({ type: 'Sell', amount: '1357.39' });
  });

  it('bond interest on a security is income like a dividend', () => {
    expect(
      read(`
Zinsgutschrift
Nominale EUR 10.000,00   Example Anleihe 2030   DE000A1EWWW0
Zinsen 4,000 %   Zahltag 02.01.2025
Ausmachender Betrag                 400,00+ EUR
`),
    ).toMatchObject({ type: 'Dividend', amount: '400.00', date: '2025-01-02' });
  });

  it('a confirmation listing two trades gives one row per security, each dated in its own lines', () => {
    const rows = parseStatement(
      linesFromText(`
AVIS D'OPERATIONS
VOTRE COMPTE PEA N° 123456789
ACTION : EXEMPLE UN (FR0000045072)
04-07-2023  Sens Achat
Quantité 460 Cours 10,996 €
Courtage et Commission 10,12 €
Montant NET 5 068,28 €
ACTION : EXEMPLE DEUX (FR0000133308)
05-07-2023  Sens Achat
Quantité 450 Cours 10,706 €
Courtage et Commission 9,64 €
Montant NET 4 827,34 €
`),
    );
    expect(rows.map((r) => [r.type, r.date, r.amount, r.security_id])).toEqual([
      ['Buy', '2023-07-04', '-5068.28', 'FR0000045072'],
      ['Buy', '2023-07-05', '-4827.34', 'FR0000133308'],
    ]);
  });

  it('confirmations printed one after another are each read by their own kind, trade date and net amount under its heading', () => {
    const confirmation = (kind: string, done: string, name: string, isin: string, day: string, value: string, net: string) => `
Wertpapierabrechnung
${kind}
Frankfurt am Main, 10.11.2017
Wir haben für Sie ${done}
Gattungsbezeichnung ISIN
${name} ${isin}
Nominal Kurs
STK 200,000 EUR 2,6230
Handelstag ${day} Kurswert EUR ${value}
Orderprovision EUR 5,00-
Wert Konto-Nr. Betrag zu Ihren ${kind === 'Kauf' ? 'Lasten' : 'Gunsten'}
13.11.2017 237584042 EUR ${net}
Dieser Beleg wird maschinell erstellt und daher nicht unterschrieben.
`;
    const rows = parseStatement(
      linesFromText(
        confirmation('Verkauf', 'verkauft', 'Bear 24.11.17 DAX', 'DE000GD8RHG7', '10.11.2017', '524,60', '519,60') +
          confirmation('Kauf', 'gekauft', 'Turbo 31.01.18 DAX', 'DE000LS27QS5', '09.11.2017', '418,00-', '423,00'),
      ),
    );
    expect(rows.map((r) => [r.type, r.date, r.amount])).toEqual([
      ['Sell', '2017-11-10', '519.60'],
      ['Buy', '2017-11-09', '-423.00'],
    ]);
  });

  it('confirmations one after another, a sale with its tax adjustment among them, are their trades, not cash lines', () => {
    const confirmation = (kind: string, done: string, isin: string, net: string, adjustment = '') => `
Wertpapierabrechnung
${kind}
Frankfurt am Main, 08.08.2018
Wir haben für Sie ${done}
Gattungsbezeichnung ISIN
Beispiel SE Inhaber-Aktien o.N. ${isin}
Nominal Kurs
STK 100,000 EUR 43,0010
Handelstag 08.08.2018 Kurswert EUR ${kind === 'Kauf' ? '4.300,10-' : '4.300,10'}
Handelszeit 17:27 Orderprovision EUR 5,00-
Handelsplatz außerbörslich Lang & Schwarz Handelsplatzgebühr EUR 1,50-
Verwahrart Girosammelverwahrung
Wert Konto-Nr. Betrag zu Ihren ${kind === 'Kauf' ? 'Lasten' : 'Gunsten'}
10.08.2018 330247043 EUR ${net}
${adjustment}Dieser Beleg wird maschinell erstellt und daher nicht unterschrieben.
`;
    const adjustment = `Hinweise zur steuerlichen Verrechnung: vorher aktuell
zu versteuern (negativ) EUR 67,40
Steuerausgleich nach § 43a EStG:
Kapitalertragsteuer EUR 16,85
Solidaritätszuschlag EUR 0,93
Wert Konto-Nr. Abrechnungs-Nr. Betrag zu Ihren Gunsten
08.08.2018 330247043 80817950 EUR 17,78
`;
    const rows = parseStatement(
      linesFromText(
        confirmation('Kauf', 'gekauft', 'DE000ZAL1111', '4.306,60') +
          confirmation('Verkauf', 'verkauft', 'DE000ZAL1111', '4.293,60', adjustment) +
          confirmation('Kauf', 'gekauft', 'DE000BAY0017', '4.306,60'),
      ),
    );
    expect(rows.map((r) => [r.type, r.date, r.amount])).toEqual([
      ['Buy', '2018-08-08', '-4306.60'],
      ['Sell', '2018-08-08', '4293.60'],
      ['Tax Refund', '2018-08-08', '17.78'],
      ['Buy', '2018-08-08', '-4306.60'],
    ]);
  });

  it('taxes paid back with a sale are a Tax Refund row of their own', () => {
    const rows = parseStatement(
      linesFromText(`
Wertpapierabrechnung Verkauf
Schlusstag 15.12.2020
Stück 10  Example AG  DE0007164600
Zu Ihren Gunsten vor Steuern:  EUR  1.263,05
erstattete Steuern  EUR  10,84
Zu Ihren Gunsten nach Steuern:  EUR  1.273,89
`),
    );
    expect(rows.map((r) => [r.type, r.date, r.amount, r.currency])).toEqual([
      ['Sell', '2020-12-15', '1263.05', 'EUR'],
      ['Tax Refund', '2020-12-15', '10.84', 'EUR'],
    ]);
  });

  it('reads nothing into a document that names no transaction', () => {
    expect(parseStatement(linesFromText('Allgemeine Geschäftsbedingungen\nSeite 1 von 3'))).toEqual([]);
  });
  it('income stated before taxes is booked gross of its withholding, converted at the printed rate', () => {
    expect(
      read(`
Dividendengutschrift
Stück 40           Example Corp.              US0378331005
Bruttobetrag:                     USD           20,00
15 % Quellensteuer                USD            3,00 -
Ausmachender Betrag               USD           17,00
zum Devisenkurs: EUR/USD 1,250000               EUR           13,60
Konto   Valuta   Zu Ihren Gunsten vor Steuern
DE00 1234   EUR   05.03.2024    EUR           13,60
Auf Antrag kann Quellensteuer in Höhe von maximal USD 0,60 erstattet werden.
`),
    ).toMatchObject({ type: 'Dividend', date: '2024-03-05', amount: '16.00', currency: 'EUR' });
  });

  it('a tax notice books the foreign withholding it credits along with the taxes it withholds', () => {
    expect(
      read(`
Steuerliche Behandlung: Ausländische Dividende vom 05.03.2024
Stk. 40  EXAMPLE CORP., WKN / ISIN: 123456 / US0378331005
Zu Ihren Gunsten vor Steuern:          EUR      13,60
Kapitalertragsteuer                    EUR      -0,55
(angerechnete ausländische Quellensteuer:  EUR  2,40 )
abgeführte Steuern                     EUR      -0,55
Zu Ihren Gunsten nach Steuern:         EUR      13,05
`),
    ).toMatchObject({ type: 'Tax', date: '2024-03-05', amount: '-2.95', currency: 'EUR' });
  });
  it('a tax notice whose tax base exceeds the income before taxes books the whole foreign withholding, not only the credited part', () => {
    expect(
      read(`
Steuerliche Behandlung: Ausländische Dividende vom 05.03.2024
Stk. 100  EXAMPLE AG, WKN / ISIN: 123456 / CH0012005267
Zu Ihren Gunsten vor Steuern:          EUR      65,00
Steuerbemessungsgrundlage              EUR     100,00
Kapitalertragsteuer                    EUR      -1,00
(angerechnete ausländische Quellensteuer:  EUR  15,00 )
abgeführte Steuern                     EUR      -1,00
Zu Ihren Gunsten nach Steuern:         EUR      64,00
`),
    ).toMatchObject({ type: 'Tax', date: '2024-03-05', amount: '-36.00', currency: 'EUR' });
  });

  it('a field naming the kind ("Geschäftsart: Ertrag") decides over a kind word labelling a date ("Endfälligkeit 25.2.2025")', () => {
    expect(
      read(`
Wir haben für Sie am 27.2.2023 unten angeführtes Geschäft abgerechnet:
Geschäftsart: Ertrag
Titel: DE000A14J587  Example AG  Medium Term Notes v.15(25)
Kup. 25.2.2023/GZJ Endfälligkeit 25.2.2025
Zinsertrag für 365 Tage: 50,-- EUR
Zu Gunsten IBAN AT12 1234 1234 1234 1234 48,86 EUR
Valuta 27.2.2023
`),
    ).toMatchObject({ type: 'Dividend', date: '2023-02-27', amount: '48.86', currency: 'EUR' });
  });

  it('a free receipt of securities (Freier Erhalt) enters at the acquisition value it carries, on its settlement day (Kassatag)', () => {
    expect(
      read(`
Wir haben für Sie folgende Transaktion durchgeführt:
Geschäftsart: Freier Erhalt
Zugang: 80 Stk
Titel: DK0060534915  Example AS  Aktier B DK -,20
Schlusstag: 28.3.2017
Kassatag: 29.3.2017
Wir haben für Sie folgende Anschaffungsdaten angesetzt:
steuerlicher Anschaffungswert: 3.225,37 EUR
`),
    ).toMatchObject({ type: 'Transfer In', date: '2017-03-29', amount: '3225.37', currency: 'EUR', security_id: 'DK0060534915' });
  });

  it('a tax is dated by the day a sentence says the account is debited, not by the day the deemed income is due', () => {
    expect(
      read(`
VORABPAUSCHALE
ISIN (WKN) Fondname Stück/ Nominale
DE000A0H0785 (A0H078) Example ETF Inhaber-Anteile 26,634225
Zahltag 02.01.2024
Kapitalertragsteuer: 8,36 EUR
Solidaritätszuschlag: 0,45 EUR
Summe Steuern 8,81 EUR
Die angefallenen Steuern werden am 05.03.2024 von Ihrem Konto DE1234567890 eingezogen.
`),
    ).toMatchObject({ type: 'Tax', date: '2024-03-05', amount: '-8.81', currency: 'EUR' });
  });

  it('an invoice (Rechnung) is a fee: its invoice total, debited on its debit date', () => {
    expect(
      read(`
Rechnung
Rechnung für Juli 2017
Datum: 01.08.2017
Leistungen                                            Beträge (EUR)
Vergütung des Vermögensverwalters 01.07.2017 - 31.07.2017      5,45
USt 19%                                                      1,03
Rechnungsbetrag                                              6,48
Wir werden den Rechnungsbetrag von Ihrem Verrechnungskonto abbuchen:
Abbuchungsdatum: 02.08.2017
`),
    ).toMatchObject({ type: 'Fee', date: '2017-08-02', amount: '-6.48', currency: 'EUR' });
  });

  it('a tax equalisation recomputing a sale is a tax event: a refund where its figure is paid back, a tax where it is charged', () => {
    const notice = (booking: string) =>
      read(`
Steuerausgleichsrechnung                                30.01.2024
wir haben für Sie eine Ausgleichsrechnung durchgeführt. Folgendes Geschäft wurde neu berechnet:
Depotnummer: 0571243-572    Verkauf aus steuerpflichtiger Fondsfusion
Nominale ISIN: LU1861134382
STK 277,691- Example World ETF
Kapitalertragsteuer 56,29
Solidaritätszuschlag 3,10
${booking}
`);
    expect(notice('Erstattung EUR 59,39')).toMatchObject({ type: 'Tax Refund', date: '2024-01-30', amount: '59.39', currency: 'EUR' });
    expect(notice('Nachbelastung EUR 59,39 -')).toMatchObject({ type: 'Tax', date: '2024-01-30', amount: '-59.39', currency: 'EUR' });
  });

  it('a collection of deliveries in, one security line each, gives a row per delivery at the count times its acquisition price', () => {
    const rows = parseStatement(
      linesFromText(`
Gutschrifts-/Belastungsanzeige                         01.12.2016
Ihre Depotnummer: 1111111111
------------------------------------------------------------------------------
Depoteingang  EXAMPLE FONDS (DE0008474503)
------------------------------------------------------------------------------
Stk./Nominale  : 0,052000 Stk   Einbeh. Steuer* :  0,00 EUR
Anschaffungsdaten
Kurs  : 105,769231 EUR   Devisenkurs  :  1,000000
Datum  : 16.02.2015
------------------------------------------------------------------------------
Depoteingang  EXAMPLE FONDS (DE0008474503)
------------------------------------------------------------------------------
Stk./Nominale  : 0,432000 Stk   Einbeh. Steuer* :  0,00 EUR
Anschaffungsdaten
Kurs  : 115,740741 EUR   Devisenkurs  :  1,000000
Datum  : 16.03.2015
`),
    );
    expect(rows.map(({ type, date, amount, currency, security_id }) => ({ type, date, amount, currency, security_id }))).toEqual([
      { type: 'Transfer In', date: '2015-02-16', amount: '5.50', currency: 'EUR', security_id: 'DE0008474503' },
      { type: 'Transfer In', date: '2015-03-16', amount: '50.00', currency: 'EUR', security_id: 'DE0008474503' },
    ]);
  });

  it('a count stands apart from a currency a word of the name separates from it ("STK 2 Xtr.II USD Emerging Markets")', () => {
    expect(
      read(`
Wertpapierabrechnung: Kauf
Auftragsdatum: 10.12.2019
Nominale ISIN: LU0677077884 WKN: DBX0MB Kurs
STK 2 Xtr.II USD Emerging Markets Bd EUR 14,09
Kurswert EUR 28,18
Zu Lasten Konto 1099999008 Valuta: 12.12.2019 EUR 28,18
`),
    ).toMatchObject({ type: 'Buy', date: '2019-12-10', amount: '-28.18', quantity: '2', security_id: 'LU0677077884' });
  });

  it('a holding labelled as such gives the count: "Bestand: 38 zu CHF 5.99", "Positie op ex-datum: 100"', () => {
    expect(
      read(`
Dividende                                        Zürich, 20.05.2024
ISIN: CH0111762537
Bestand: 38 zu CHF 5.99
Brutto CHF 227.60
Gutschrift Valuta 21.05.2024 CHF 147.95
`),
    ).toMatchObject({ type: 'Dividend', quantity: '38', security_id: 'CH0111762537' });
    expect(
      read(`
Uitbetaling dividend in contanten van BE0003470755
Betaaldatum: 17/01/2024
Positie op ex-datum: 100
Totaal bedrag: 162,00 EUR
Netto bedrag: 113,40 EUR
`),
    ).toMatchObject({ type: 'Dividend', date: '2024-01-17', amount: '113.40', quantity: '100' });
  });

  it('a count heading whose line prints other labels\' figures ("Stückzahl  Valor 918546  ISIN …") takes its count from the row under it', () => {
    expect(
      read(`
Abrechnung Kauf                                   Erstellt am 29. Dezember 2017
Abschlussdatum: 27.12.2017
Stückzahl   Valor 918546   ISIN US17275R1023   Kurs
100   N-Akt Example Systems Inc.   USD 38.51
Kurswert in Handelswährung   USD 3 851.00
Belastung   Valuta 29.12.2017   USD 3 870.25
`),
    ).toMatchObject({ type: 'Buy', date: '2017-12-27', quantity: '100', security_id: 'US17275R1023' });
  });

  it('a figure per unit abbreviated "pr. stk." is a rate, not the count', () => {
    expect(
      read(`
Udbytte                                              07.02.2025
Fondskode DK0060189041
A-contoudbytte pr. stk. 0,50000000
Beholdning 209 Stk.  Udbytte 104,50
Afkast i alt kr. 104,50 indsættes den 07.02.2025 på konto 1234567
`),
    ).toMatchObject({ type: 'Dividend', quantity: '209' });
  });

  it('a count printed with a French unit in the singular or with "(s)" ("1 titre(s)") is the quantity', () => {
    expect(
      read(`
Au 8 octobre 2021
Objet : Souscription à titre réductible
Nous vous informons que nous avons procédé à la souscription de 1 titre(s) EXAMPLE SA (FR0000124141).
montant net de  : - 22,70 EUR
`),
    ).toMatchObject({ type: 'Buy', amount: '-22.70', quantity: '1', security_id: 'FR0000124141' });
  });

  it('a tax notice on a trade that prints no tax (a loss) books a tax of 0.00', () => {
    expect(
      read(`
Effektenabrechnung (Steuerbeilage) 03.01.2023
Transaktionstyp Verkauf
Stück 4.000
WKN / ISIN UH3GTU / DE000UH3GTU5
Schlusstag / Handelszeit 03.01.2023 / 12:04:02
Steuerliche Bemessungsgrundlagen - keine Steuerbescheinigung
Veräußerungsverlust - 1.311,10 EUR
`),
    ).toMatchObject({ type: 'Tax', date: '2023-01-03', amount: '0.00', currency: 'EUR', quantity: '4000' });
  });

  it('a reversed income notice of a fund (Storno Ertragsmitteilung) is a dividend taken back, not a tax', () => {
    expect(
      read(`
Storno Ertragsmitteilung - ausschüttender/teilthesaurierender Fonds
Nr.1011111111  EXAMPLE STOXX EUROPE 600 (DE0002635307/263530)
St.  :  105,21  Bruttoausschüttung
Extag  :  16.12.2024  Bruttoausschüttung :  19,99 EUR
Valuta  :  02.01.2025
  Endbetrag  :  19,99 EUR
  Steuerkorrektur  :  0,00 EUR
`),
    ).toMatchObject({ type: 'Dividend', date: '2025-01-02', amount: '-19.99', currency: 'EUR', security_id: 'DE0002635307' });
  });

  it("a bond's nominal in a currency leaves no count to a reference: neither the WKN in parentheses nor a time's milliseconds", () => {
    expect(
      read(`
Zinsgutschrift
Nominale Wertpapierbezeichnung ISIN (WKN)
EUR 15.000,00 EXAMPLE FINANCE N.V. XS0177089298 (908043)
Zahltag 20.03.2023
Ausmachender Betrag 621,00 EUR
`),
    ).toMatchObject({ type: 'Dividend', amount: '621.00', quantity: '' });
    expect(
      read(`
Wertpapierabrechnung: Kauf
Handels- Handels-
Nominale Kurs Ausführungsplatz datum uhrzeit
EUR  1.000,00 97,28 % TradeLink 14.11.2023 11:24:19:586
Zu Lasten Konto 4406014003 Valuta: 16.11.2023 EUR 1.024,05
`),
    ).toMatchObject({ type: 'Buy', amount: '-1024.05', quantity: '' });
  });

  it('a tax notice on a sale at a loss refunds taxes, dated by the sale; a label ending a footnote sentence heads nothing', () => {
    expect(
      read(`
Steuerliche Behandlung: Wertpapierverkauf Nr. 11001100 vom 02.03.2018
Stk. 250 EXAMPLE SE NA O.N. , WKN / ISIN: 840400 / DE0008404005
Zu Ihren Gunsten vor Steuern:          EUR   45.918,97
Steuerbemessungsgrundlage              EUR   -1.959,40
Kapitalertragsteuer (2) (8)            EUR      479,07
Solidaritätszuschlag                   EUR       26,33
Kirchensteuer                          EUR       43,11
erstattete Steuern                     EUR      548,51
Zu Ihren Gunsten nach Steuern:         EUR   46.467,48
Die Gutschrift erfolgt mit Valuta 06.03.2018 auf Konto EUR
(8) Aufgrund des mit diesem Geschäft realisierten Verlustes erstatten wir Ihnen bereits abgeführte Steuern.
KEINE STEUERBESCHEINIGUNG
Bisher einbehaltene bzw. angerechnete Steuer in EUR (4)
`),
    ).toMatchObject({ type: 'Tax Refund', date: '2018-03-02', amount: '548.51', currency: 'EUR', quantity: '250' });
  });

  it('a delivery whose continuation page repeats its movement line without a count stays one delivery', () => {
    expect(
      read(`
Gutschrifts-/Belastungsanzeige                         01.12.2016
Depoteingang  EXAMPLE FONDS (DE0008474503)
Stk./Nominale  : 0,052000 Stk
Datum  : 16.02.2015
Seite 2/2
Depoteingang  EXAMPLE FONDS (DE0008474503)  Fortsetzung
Diese Mitteilung ist maschinell erstellt und wird nicht unterschrieben.
`),
    ).toMatchObject({ type: 'Transfer In', amount: '0.00', security_id: 'DE0008474503' });
  });

  it('a trade booked "vor Steuern" after charges in the account currency books that, with the printed total of its charges', () => {
    expect(
      read(`
GESCHÄFTSABRECHNUNG VOM 17.04.2020
Wertpapierkauf
Geschäftstag  : 16.04.2020
Wertpapier-Bezeichnung                    WPKNR/ISIN
Example.com Inc.                          US0231351067
St.  2      USD   2.384,00
  Kurswert  : USD  4.768,00
  Ausmachender Betrag  : USD  4.781,90
  Umrechn. zum Dev. kurs 1,080600 vom 17.04.2020 : EUR  4.425,22
Eigene Entgelte
  Provision  : USD  9,90
  Börsenplatzabhäng. Entgelt  : EUR  2,50
  Summe Entgelte  : EUR  11,66
IBAN  Valuta  Zu Ihren Lasten vor Steuern
  20.04.2020  EUR  4.436,88
`),
    ).toMatchObject({ type: 'Buy', date: '2020-04-16', amount: '-4436.88', currency: 'EUR', fees: '11.66' });
  });

  it('compound fee words (Ordergebühren) and the Dutch brokerage and stock exchange tax (Makelaarsloon, Beurstaks) are charges', () => {
    expect(
      read(`
Wertpapierabrechnung Kauf
Handelstag 02.01.2024
ISIN IE00B4L5Y983
Ordergebühren +0,99 EUR
Gesamtbetrag -100,99 EUR
`),
    ).toMatchObject({ type: 'Buy', fees: '0.99' });
    expect(
      read(`
Uw Aankoop Online van 15 EXAMPLE aan 57,2 EUR 858,00 EUR
Uitvoeringsdatum: 03/05/2024
Makelaarsloon 7,50 EUR
Beurstaks 3,00 EUR
Netto bedrag: 868,50 EUR
`),
    ).toMatchObject({ type: 'Buy', fees: '7.50', taxes: '3.00' });
  });

  it('Swiss exchange fees and stamp duties (Börsenabgaben, Stempelabgaben) are charges; a total of trading costs stands for those listed', () => {
    expect(
      read(`
ETF-Kauf                                     Zürich, 01.12.2023
ISIN IE00BFNM3G45
Valuta 01.12.2023
Kaufpreis CHF CHF 200.08
Börsenabgaben CHF 0.05
Stempelabgaben CHF 0.30
Verrechneter Betrag CHF 200.43
`),
    ).toMatchObject({ type: 'Buy', amount: '-200.43', fees: '0.05', taxes: '0.30' });
    expect(
      read(`
Trade Confirmation
Trade Date 05-Aug-2025
ISIN IE00BFNM3G45
B/S Buy   Commission -1,00 CHF
Spread Costs 0,00 CHF
Total Trading Costs -1,69 CHF
Total Amount -1.128,22 CHF
`),
    ).toMatchObject({ type: 'Buy', fees: '1.69' });
  });

  it("a Danish total of trading costs (Handelsomkostninger i alt) is the trade's fees", () => {
    expect(
      read(`
Du har den 21.08.25 kl. 11:24:20 købt: Example A/S B
Fondskode DK0062498333
Antal   Kurs          Kursværdi
10      348,6500000   3.486,50
Minimum 29,00
(Handelsomkostninger i alt DKK 29,00)
Nettobeløb DKK 3.515,50
`),
    ).toMatchObject({ type: 'Buy', amount: '-3515.50', fees: '29.00' });
  });

  it('taxes count once each: a later section restating them adds nothing, a surcharge named after the tax it is on counts', () => {
    expect(
      read(`
Dividende
Nominale ISIN: DE0005785604 WKN: 578560
STK 10
Zahltag: 12.05.2022
Kapitalertragsteuer EUR 0,32 -
Solidaritätszuschlag auf Kapitalertragsteuer EUR 0,02 -
Zu Gunsten Konto 12345004 Valuta: 12.05.2022 EUR 1,24
Bemessungsgrundlagen Steuerpflicht brutto Steuerpflicht netto
Kapitalertragsteuer 24,51 % EUR 0,32 - EUR 0,32 -
bezahlte Kapitalertragsteuer EUR 0,00 EUR 0,32 EUR 0,32
`),
    ).toMatchObject({ type: 'Dividend', amount: '1.24', taxes: '0.34' });
  });

  it('a withholding of nothing leaves its name to the withholding that follows ("Retención en origen: 0,00" then "Retención: 12,02")', () => {
    expect(
      read(`
Abono de dividendos
Fecha valor 07/06/2024
Valor: EXAMPLE PLC  ISIN GB00B02J6398
Importe total bruto: 63,27 €
Retención en origen: 0,00 €
Retención: 12,02 €
Importe total neto: 51,25 €
`),
    ).toMatchObject({ type: 'Dividend', amount: '51.25', taxes: '12.02' });
  });

  it('income booked gross of its withholding ("vor Steuern") leaves its taxes to the tax notice', () => {
    expect(
      read(`
Dividendengutschrift
Stk. 40  EXAMPLE CORP.  US0378331005
Bruttobetrag:                     USD           20,00
15 % Quellensteuer                USD            3,00 -
Ausmachender Betrag               USD           17,00
zum Devisenkurs: EUR/USD 1,250000               EUR           13,60
Konto   Valuta   Zu Ihren Gunsten vor Steuern
DE00 1234   EUR   05.03.2024    EUR           13,60
`),
    ).toMatchObject({ type: 'Dividend', amount: '16.00', taxes: '0.00' });
  });

  it('a securities exchange titled by its direction ("Umtausch Eingang") books a delivery in, not a trade named further down', () => {
    expect(
      read(`
Datum: 28.08.2023
Umtausch Eingang
nachstehende Wertpapiere haben wir Ihrem Depot gutgeschrieben:
Nominale / Stück   Wertpapier            Schlusstag
16,0648 Stück      Example Inc.          25.08.2023
ISIN (WKN): US0378331005
Bruchteile werden wir automatisch für Sie verkaufen.
`),
    ).toMatchObject({ type: 'Transfer In', amount: '0.00' });
  });

  it('a depot transfer named in one word ("Depotübertrag eingehend", "Depotübertrag ausgehend") books a delivery in or out', () => {
    const transfer = (direction: string) =>
      read(`
DATUM 08.11.2022
DEPOTÜBERTRAG ${direction}
NR. BUCHUNG WERTPAPIER BETRAG
1 Depotübertrag ${direction.toLowerCase()} Example AG 13 Stk.
DE0005190003
`);
    expect(transfer('EINGEHEND')).toMatchObject({ type: 'Transfer In', date: '2022-11-08', amount: '0.00', quantity: '13' });
    expect(transfer('AUSGEHEND')).toMatchObject({ type: 'Transfer Out', date: '2022-11-08', amount: '0.00', quantity: '13' });
  });

  it('a fee charged in a sentence, its currency written out ("in Höhe von 12,34 Euro")', () => {
    expect(
      read(`
Abrechnung Verwahrentgelt Example Gold, WKN A0S9GB 06.05.2019
für die Verwahrung Ihres Wertpapieres belasten wir Ihr Konto
mit einem Entgelt in Höhe von 12,34 Euro.
`),
    ).toMatchObject({ type: 'Fee', date: '2019-05-06', amount: '-12.34', currency: 'EUR' });
  });
  it('a reversed dividend stays a dividend, booked as cash out', () => {
    expect(
      read(`
*** Storno ***
Dividendengutschrift
Stück 50           Example Corp.              US0378331005
Valuta 17.04.2020
Gesamtbetrag zu Ihren Lasten                  EUR  -24,20
`),
    ).toMatchObject({ type: 'Dividend', date: '2020-04-17', amount: '-24.20', currency: 'EUR' });
  });

  it('a form title naming two kinds ("Wertpapierkauf/-verkauf") leaves the kind to the order line', () => {
    expect(
      read(`
Sammelabrechnung (Wertpapierkauf/-verkauf)
Nr.306010725/1    Verkauf       EXAMPLE MOTORS (DE0005190003)
Schlusstag        22.01.2026
Ausmachender Betrag                          17.500,12 EUR
`),
    ).toMatchObject({ type: 'Sell', date: '2026-01-22', amount: '17500.12' });
  });

  it('a partial redemption is a sale', () => {
    expect(
      read(`
Teilrückzahlung mit Nennwertänderung
EUR 2.000,00  6,875 % EXAMPLE GMBH  DE000A1RE7V0
Fälligkeitstag 13.01.2016
Ausmachender Betrag                 1.908,39+ EUR
`),
    ).toMatchObject({ type: 'Sell', amount: '1908.39' });
  });
  it('a sale whose charges exceed its proceeds: the sale and its fee as two rows', () => {
    const rows = parseStatement(
      linesFromText(`
Wertpapierverkauf
Geschäftstag : 25.08.2020
Example AG   Inhaber-Aktien o.N.   DE0007472060
St. 3   EUR 1,18
 Kurswert :                    EUR 3,54
 Provision :                   EUR 9,90-
 Börsenplatzabhäng. Entgelt :  EUR 2,50-
IBAN   Valuta   Zu Ihren Lasten vor Steuern
DE00 1234   EUR   27.08.2020   EUR 8,86-
`),
    );
    expect(rows.map((r) => [r.type, r.date, r.amount, r.currency])).toEqual([
      ['Sell', '2020-08-25', '3.54', 'EUR'],
      ['Fee', '2020-08-25', '-12.40', 'EUR'],
    ]);
  });
  it('a trade is dated by its execution, not by the day the order was given', () => {
    expect(
      read(`
Musterbank                               Auftragsdatum 03.02.2023
Wertpapierabrechnung Kauf
Wir haben für Sie am 07.02.2023 gezeichnet.
Stück 10   Example Fund   CH0012345678
Unsere Belastung erfolgt auf das Konto 1234, Valuta: 10.02.2023
Ausmachender Betrag                        CHF 1.014,20
`),
    ).toMatchObject({ type: 'Buy', date: '2023-02-07', amount: '-1014.20', currency: 'CHF' });
  });

  it('without an execution date, the order date dates the trade before the value date does', () => {
    expect(
      read(`
Wertpapierabrechnung Verkauf
Auftragsdatum: 11.04.2023
Stück 50   Example AG   DE0007164600
Zu Gunsten Konto 1472117009 Valuta: 14.04.2023   EUR 1.539,50
`),
    ).toMatchObject({ type: 'Sell', date: '2023-04-11', amount: '1539.50' });
  });
  it('a confirmation whose booking lines (commission, amount, stamp duty) form a table of one day stays one trade', () => {
    expect(
      read(`
Trade details, CHF
Instrument  Example Inc.              Handelszeit 07-Apr-2025 19:00:21
ISIN US0378331005                     Valuta 08-Apr-2025
K/V  Kauf                             Menge 15,00
Gesamtbetrag                          -1.903,60 CHF
Buchungsbetrag-   Amount        Umrechnungskosten   Gebuchter Betrag
Trade-Datum       Value Date    Umrechnungskurs
Provision      4555555555   07-Apr-2025   08-Apr-2025      -1,77   0,860862   -0,01      -1,52
Aktienbetrag   4355555555   07-Apr-2025   08-Apr-2025  -2.206,20   0,860862   -4,73  -1.899,23
Stempelgebühr  4301464512   07-Apr-2025   08-Apr-2025      -3,31   0,860862   -0,01      -2,85
`),
    ).toMatchObject({ type: 'Buy', date: '2025-04-07', amount: '-1903.60', currency: 'CHF' });
  });
  it('a French financial-transaction-tax notice books the tax printed above its label', () => {
    expect(
      read(`
AVIS RECAPITULATIF DE LA TAXE SUR LES TRANSACTIONS FINANCIERES
EXEMPLE SA (FR0000133308)
26-03-2024 Taxe Transaction Financière
Montant global soumis à la TTF : 489,72 €
1,47
Montant de la TTF:
`),
    ).toMatchObject({ type: 'Tax', date: '2024-03-26', amount: '-1.47', currency: 'EUR' });
  });

  it('a partial liquidation of a bond pays its redemption back: a sale', () => {
    expect(
      read(`
Musterbank AG                                   Datum 20.07.2023
Teilliquidation mit Nennwertreduzierung
Nominale    Wertpapierbezeichnung                 ISIN
EUR 1.000,00   5,25 % Beispiel Anleihe GmbH       DE0007164600
Rückzahlungskurs 100 %     Fälligkeitstag 14.07.2023
Ausmachender Betrag                               1.000,00+ EUR
Den Betrag buchen wir mit Valuta 14.07.2023 zu Gunsten des Kontos 1234567
`),
    ).toMatchObject({ type: 'Sell', amount: '1000.00', currency: 'EUR', security_id: 'DE0007164600' });
  });

  it('a fee notice without a total books the figure its own title word labels', () => {
    expect(
      read(`
Beispiel Vermögensverwaltung AG                 Zürich, 05.04.2024
Depotgebühr für das erste Quartal
Ihrem Konto wurde belastet:
Depotgebühr                CHF 12.80
Valuta 05.04.2024
Periode 01.01.2024 - 31.03.2024
`),
    ).toMatchObject({ type: 'Fee', amount: '-12.80', currency: 'CHF' });
  });

  it('a fee notice whose own word labels several lines books the last one, the total', () => {
    expect(
      read(`
Beispielbank AG                                 Erstellt am 02.10.2024
Depotführungspreis
Position                  Basis            Satz         Preis (CHF)
Depotführungspreis        50 000.00 CHF    0.30 %            37.50
Mehrwertsteuer            37.50 CHF        8.10 %             3.04
Depotführungspreis inkl. Steuern                             40.54
Zu Lasten Konto 123-456, Valuta 30. September 2024
`),
    ).toMatchObject({ type: 'Fee', amount: '-40.54', currency: 'CHF' });
  });

  it('a fee notice that names its booking in a sentence books that figure', () => {
    expect(
      read(`
Beispielbank AG
Abrechnung Verwahrentgelt Beispiel Gold, WKN A1B2C3                 03.02.2024
für die Verwahrung Ihres Wertpapieres berechnen wir pro Monat ein Entgelt von 0,03 %.
Die Buchung von 0,42 Euro für den vorherigen Monat erfolgte über das Abrechnungskonto.
`),
    ).toMatchObject({ type: 'Fee', amount: '-0.42', currency: 'EUR' });
  });

  it('a welcome bonus credited to the account is a deposit', () => {
    expect(
      read(`
Beispiel Vorsorge AG                              Zürich, 12.03.2024
Willkommensbonus von Beispiel
Deinem Konto wurde gutgeschrieben:
Betrag CHF 25.00
Valuta 12.03.2024
`),
    ).toMatchObject({ type: 'Deposit', amount: '25.00', currency: 'CHF' });
  });

  it('a negative withheld tax among charges printed as positive figures is taxes paid back, included in the net', () => {
    const rows = parseStatement(
      linesFromText(`
Wertpapierabrechnung Verkauf
Handelstag  12.06.2023
Verkauf   Example Fund  (DE0009848119)
Ausgeführt :  20 St.        Kurswert      :   2.000,00 EUR
                            Provision     :       9,90 EUR
                            Einbeh. Steuer:     -25,10 EUR
                            Endbetrag     :   2.015,20 EUR
`),
    );
    expect(rows.map((r) => [r.type, r.date, r.amount, r.currency])).toEqual([
      ['Sell', '2023-06-12', '1990.10', 'EUR'],
      ['Tax Refund', '2023-06-12', '25.10', 'EUR'],
    ]);
    // The refund is of the same holding: it keeps the security and its quantity.
    expect(rows[1]).toMatchObject({ security_id: 'DE0009848119', quantity: '20' });
  });

  it('a sale whose charges exceed its proceeds and that pays taxes back: the sale, its fee and the refund', () => {
    const rows = parseStatement(
      linesFromText(`
Wertpapierabrechnung Verkauf
Handelstag  04.10.2024
Verkauf   Example Fund  (IE00BHZPJ569)
Ausgeführt :  0,5 St.       Kurswert      :       4,00 EUR
                            Provision     :       5,90 EUR
                            Einbeh. Steuer:      -1,20 EUR
                            Endbetrag     :      -0,70 EUR
`),
    );
    expect(rows.map((r) => [r.type, r.amount])).toEqual([
      ['Sell', '4.00'],
      ['Fee', '-5.90'],
      ['Tax Refund', '1.20'],
    ]);
  });

  it('a negative withheld tax where charges are printed negative too is only the sign of a debit', () => {
    const rows = parseStatement(
      linesFromText(`
Wertpapierabrechnung Verkauf
Handelstag  12.06.2023
Verkauf   Example Fund  (DE0009848119)
Kurswert           2.000,00 EUR
Provision             -9,90 EUR
Einbeh. Steuer       -25,10 EUR
Endbetrag          1.965,00 EUR
`),
    );
    expect(rows.map((r) => [r.type, r.amount])).toEqual([['Sell', '1965.00']]);
  });

  it('a kind word labelling a figure in the next column ("Steuerpfl. Ertrag   0,00 EUR") is no title', () => {
    expect(
      read(`
Beispielbank AG                                   Frankfurt, 06.01.2023
Mitteilung
Im Rahmen eines Umtauschs haben wir mit Valuta 04.01.2023 in Ihr Depot eingebucht:
ISIN          Wertpapierbezeichnung        Anzahl
DE0007164600  EXAMPLE AG NEU               10,000000
Steuerpfl. Ertrag                          0,00 EUR
`),
    ).toMatchObject({ type: 'Transfer In', amount: '0.00' });
  });

  it('transactions listed one after another are dated by the labelled dates printed after their own net amounts', () => {
    const rows = parseStatement(
      linesFromText(`
Beispielbank AG                              Frankfurt, den 30.12.2009
Gutschriftsanzeige
Depotausgang                   EXAMPLE CALL (DE000CM35Z36)
Stk./Nominale : 650 Stk        Geldgegenwert:      382,77 EUR
Fälligkeitstag : 29.12.2009    Letzter Handelstag: 17.12.2009
Depotausgang                   EXAMPLE PUT (DE000SG1JXM7)
Stk./Nominale : 13 Stk         Geldgegenwert:      130,00 EUR
Fälligkeitstag : 28.12.2009    Letzter Handelstag: 16.12.2009
`),
    );
    expect(rows.map((r) => [r.type, r.date, r.amount])).toEqual([
      ['Sell', '2009-12-29', '382.77'],
      ['Sell', '2009-12-28', '130.00'],
    ]);
  });

  it('a net distribution (Nettoausschüttung) is the amount paid, not the gross', () => {
    expect(
      read(`
Bestätigung Dividendenausschüttung
Zahlungsdatum: 13. Feb 2024          ISIN: DE0007236101
Brutto Ausschüttung                  3 016.20 EUR
Einbehaltene Kapitalertragsteuer      -504.06 EUR
Einbehaltener Solidaritätszuschlag     -27.71 EUR
Nettoausschüttung                    2 484.43 EUR
`),
    ).toMatchObject({ type: 'Dividend', date: '2024-02-13', amount: '2484.43', currency: 'EUR' });
  });

  it('a tax notice on a trade is dated by the trade its title names, not by the later booking', () => {
    expect(
      read(`
Beispielbank AG                                    Datum: 08.03.2024
Steuerliche Behandlung: Wertpapierverkauf Nr. 4711 vom 06.03.2024
Stk. 10 EXAMPLE AG, WKN / ISIN: 716460 / DE0007164600
Kapitalertragsteuer                                EUR             25,00
Solidaritätszuschlag                               EUR              1,37
abgeführte Steuern                                 EUR             26,37
Die Belastung erfolgt mit Valuta 08.03.2024 auf Konto EUR mit der IBAN DE00 1234
`),
    ).toMatchObject({ type: 'Tax', date: '2024-03-06', amount: '-26.37', currency: 'EUR' });
  });

  it('the last heading of a heading row takes the last value of the row below, where values drift from their headings', () => {
    expect(
      read(`
Operaciones Cuenta de Valores
Fecha 26/06/2024
Título Valor ISIN Tipo Precio Importe Comisión Gastos de Impuestos Importe
   operación de bolsa total
67 EJEMPLO SA ES0173093024 Compra 15,01 EUR 1.005,67 EUR 4,01 EUR 0,33 EUR 2,01 EUR 1.012,02 EUR
Fecha ejecución 14/08/2023
`),
    ).toMatchObject({ type: 'Buy', amount: '-1012.02', currency: 'EUR' });
  });

  it('a figure with more than two decimals under a heading is a rate, and a label after a figure qualifies it', () => {
    expect(
      read(`
WERTPAPIERABRECHNUNG
KAUF AM 17.10.2005 IN SPARPLAN NR.2424880.001
ST 15,75243 WKN: 625952
KURS 4,877300 P.ST. NETTO
KURSWERT EUR 76,83
BONIFIKAT. 2,38100 % EUR 1,83
EUR 75,00
WERT 21.10.2005
ZU LASTEN KONTO-NR. 0546 956 980
WERTPAPIERE ZU GUNSTEN Wertpapierrechnung
THES. GEWINN JE ANTEIL EUR 0,00980000
`),
    ).toMatchObject({ type: 'Buy', date: '2005-10-17', amount: '-75.00', currency: 'EUR' });
  });

  it('transactions of a confirmation open at the trade they name, not at boilerplate naming other kinds, and take the dates printed just above', () => {
    const rows = parseStatement(
      linesFromText(`
Transaction Confirmation     Page 1 of 2
REFERENCE NO. TYPE TRADE DATE SETTLEMENT DATE CUSIP NO.
12345-XXX45X 1* 12-14-23 12-18-23 12345A789
DESCRIPTION and DISCLOSURES
You Bought EXAMPLE INC CAP STK Principal Amount       3,990.00
       30 WE HAVE ACTED AS AGENT. Settlement Amount       $3,990.00
If you wish to make a deposit, please use this form.
REMITTANCE COUPON
Transaction Confirmation     Page 2 of 2
REFERENCE NO. TYPE TRADE DATE SETTLEMENT DATE CUSIP NO.
12345-XX78X 1* 12-15-23 12-19-23 113004105
DESCRIPTION and DISCLOSURES
You Sold OTHER CORP CLASS A Principal Amount       7,935.27
      203 Activity Assessment Fee     0.07
       at    39.0900 Settlement Amount       $7,935.20
`),
    );
    expect(rows.map((r) => [r.type, r.date, r.amount, r.currency])).toEqual([
      ['Buy', '2023-12-14', '-3990.00', 'USD'],
      ['Sell', '2023-12-15', '7935.20', 'USD'],
    ]);
  });

  it('a certificate ending its term (Laufzeitende) is a sale, dated by its booking where no execution is printed', () => {
    expect(
      read(`
Beispielbank GmbH                                   Datum 07.01.2026
Laufzeitende
Berechtigtes Wertpapier Beispiel Bond Fund Dec 2025
ISIN IE000GUOATN7
Buchung Wertstellung Typ Betrag / Stk. Berechtigte Anzahl Gesamt
07.01.2026 08.01.2026 Gutschrift 5,42 EUR 53,928 292,17 EUR
Steuern -2,74 EUR
Gesamtbetrag 289,43 EUR
`),
    ).toMatchObject({ type: 'Sell', date: '2026-01-07', amount: '289.43', currency: 'EUR' });
  });

  it('an advance-lump-sum tax notice books the tax it withholds (Einbeh. Steuer)', () => {
    expect(
      read(`
Beispielbank AG                                  Frankfurt, 11.01.2020
Buchungsdatum        11.01.2020
Wertpapierabrechnung Vorabpauschale
EXAMPLE MSCI EM ETF                 IE00BKM4GZ66
Gesamtbestand       476,000000 St.
Bemessungsgrundlage                  17,80 EUR
                                 ** Einbeh. Steuer                    4,69 EUR
`),
    ).toMatchObject({ type: 'Tax', amount: '-4.69', currency: 'EUR' });
  });

  it('the quantity: a count printed right after its label beats a column heading elsewhere, and carries no currency', () => {
    expect(
      read(`
Wertpapierabrechnung Verkauf
Handelstag 05.09.2018
Nominale ISIN: IE0032895942 WKN: 911950 Kurs
STK 11    Example Corp Bond UCITS ETF EUR 105,60
Kurswert EUR 1.161,60
Ausmachender Betrag EUR 1.150,00
Ergebnis je Stück  EUR  -8,29
Geschäft Nr. Datum Whg./St. Nominal/Stück Anschaff.-kosten ant. Veräußer.-erlös ant. Ergebnis
WP Kauf 6585909 17.08.2018 STK 10,00 981,20 1.056,00 74,80
`),
    ).toMatchObject({ type: 'Sell', quantity: '11', amount: '1150.00' });
  });

  it('a count after a label opening its line is read even where the price follows it with its currency', () => {
    expect(
      read(`
Wertpapierkauf                                   Geschäftstag : 18.04.2017
Wertpapier-Bezeichnung                           Wertpapierkennnummer
Beispiel MSCI World ETF                          A0RPWH
Nennwert              Zum Kurs von
St. 0,572             EUR 43,64
Kurswert : EUR 24,96
Zu Ihren Lasten                                  EUR 24,96
`),
    ).toMatchObject({ type: 'Buy', quantity: '0.572', amount: '-24.96' });
  });

  it('a count-unit word inside a row is no label: the figure after it is a price', () => {
    expect(
      read(`
Wertpapierabrechnung Kauf                        Datum 10.01.2024
Typ   Wertpapier                  Anzahl      Kurs         Betrag
Kauf  Beispiel ETF                3,00 Stk.   6,168 EUR    18,50 EUR
Gesamtbetrag                                               18,50 EUR
`),
    ).toMatchObject({ type: 'Buy', quantity: '3.00', amount: '-18.50' });
  });

  it('a quantity word inside the security name labels no count ("Registered Shares DL -,15")', () => {
    expect(
      read(`
Dividendengutschrift
Wertpapierbezeichnung                         WKN      ISIN
EXAMPLE GROUP INC. Registered Shares DL -,15  871706   US6819191064
Bestand
25 Stück
Dividende pro Stück 0,60 USD
Netto in EUR 10,66 EUR
Valuta 27.12.2017
`),
    ).toMatchObject({ type: 'Dividend', quantity: '25', amount: '10.66', date: '2017-12-27' });
  });

  it('a count heading over a line of references takes the count right under it on the next line', () => {
    expect(
      read(`
REPRISE SICAV                                         le 08/04/2024
Date        Quantité   Informations sur la valeur
Référence : 447335060329
07/04/2024  0,08       EXEMPLE COURT TERME
Code ISIN : FR0000288946   Valeur liquidative : 2 475,4315 EUR
Montant brut    Frais    Montant net au crédit de votre compte
198,03 EUR      0,00 EUR 198,03 EUR
`),
    ).toMatchObject({ type: 'Sell', quantity: '0.08', amount: '198.03', date: '2024-04-07' });
  });

  it('an ISIN glued to the next cell is read right after its label when its check digit holds', () => {
    expect(
      read(`
Dividende                                              Datum 02.06.2023
BEISPIEL CAPITAL CREDIT ORD ISIN: US41753F1093NKN: 350
Anzahl 100
Gutschrift USD 30.00
Valutadatum 01.06.2023
`),
    ).toMatchObject({ type: 'Dividend', security_id: 'US41753F1093', amount: '30.00' });
  });

  it('a count heading continued on the next line takes the count on the row below that line', () => {
    expect(
      read(`
Compra de valores                                       15/08/2023
Fecha y hora   Fecha ejecución   Nº de títulos  Tipo de orden  Precio   Importe
orden y hora                                                            total
14/08/2023     14/08/2023 15:37  67             Limitada       15,01 EUR 1005,67 EUR
Importe total a cargar                                                  1005,67 EUR
`),
    ).toMatchObject({ type: 'Buy', quantity: '67', amount: '-1005.67' });
  });

  it("past a heading continuation, a row opened by a kind word gives no count (a sale's purchases)", () => {
    expect(
      read(`
Verkauf                                               Datum 30.07.2014
ISIN DE000A1R1AN5
Ausmachender Betrag 2.974,39+ EUR
Geschäftsart Auftragsnr. Ausführungstag Nennwert/Stück Anschaffungskosten
/Unit
Kauf 2956630200 02.07.2013 EUR 2.000,0000 1.672,76
`),
    ).toMatchObject({ type: 'Sell', quantity: '', amount: '2974.39' });
  });

  it('a title stating the trade in words gives the count whose product with the price is the value ("van 15 … aan 57,2 EUR 858,00 EUR")', () => {
    expect(
      read(`
Borderel 275825809 Limit order
02/02/2022 14:50:02 Valuta 04/02/2022 Euronext
Uw Aankoop Online van 15 VOORBEELD N.V. (AS) aan 57,2 EUR 858,00 EUR
Makelaarsloon 7,50 EUR
Beurstaks 3,00 EUR
Netto debit -868,50 EUR
Waardecode NL0013654783
`),
    ).toMatchObject({ type: 'Buy', quantity: '15', amount: '-868.50', security_id: 'NL0013654783' });
  });

  it('the first heading of a heading row takes the first value of the row below', () => {
    expect(
      read(`
Wir haben für Sie am 11.01.2024 gezeichnet.
Example Sustainable Bonds Fund
ISIN: LI1212200714
Menge/Nominal Preis
10.467 10.08
Total Kurswert CHF -105.51
Netto CHF -105.51
`),
    ).toMatchObject({ type: 'Buy', quantity: '10.467', amount: '-105.51', currency: 'CHF' });
  });

  it('an ISIN a letter-spaced line prints in pieces is read whole, an IBAN in groups is not an ISIN', () => {
    expect(
      read(`
D i v i d e n d e n g u t s c h r i f t
T i t e l :  U S 0 9 2 4 7 X  1 0 1 9   B L A C K R O C K  I N C .
I B A N  D E 3 6 3 0 9 5  7 3 5 3  0 8 9 0  1 2 3 9  7 9
V a l u t a  2 3 . 0 3 . 2 0 2 1
Z u  G u n s t e n  7 , 5 1  E U R
`),
    ).toMatchObject({ type: 'Dividend', security_id: 'US09247X1019', amount: '7.51' });
    expect(
      read(`
D i v i d e n d e n g u t s c h r i f t
I B A N  D E 3 6 3 0 9 5  7 3 5 3  0 8 9 0  1 2 3 9  7 9
V a l u t a  2 3 . 0 3 . 2 0 2 1
Z u  G u n s t e n  7 , 5 1  E U R
`),
    ).toMatchObject({ type: 'Dividend', security_id: '' });
  });

  it('a fund trade is dated by its price date, read from headings printed on two lines over rows of two lines', () => {
    expect(
      read(`
Fondsabrechnung                                      Wien, 20.10.2022
Hiermit bestätigen wir Ihnen folgende Transaktion:
Transaktion Fondsname Betrag Preis Anteile
WKN/ISIN Preisdatum Bestand neu
Kauf Beispielfonds Österreich 50.00 € 115.40 € 0.433
AT0000A1QA38 18.10.2022 4.740
Abrechnungsbetrag: 50.00 €
`),
    ).toMatchObject({ type: 'Buy', date: '2022-10-18', amount: '-50.00', currency: 'EUR', security_id: 'AT0000A1QA38' });
  });

  it('headings on four lines over rows of four lines still date a fund trade by its price date', () => {
    expect(
      read(`
Fondsabrechnung                                      Datum: 09.01.2024
Transaktion Fondsname Betrag Preis Anteile
ISIN Preisdatum Bestand neu
Verwahrart/Lagerland
Verwahrort
Kauf Beispielfonds Europa 30.12 € 140.07 € 0.215
AT0000A1QA38 03.01.2024 104.905
Girosammelverwahrung/AT
Beispielbank AG
Abrechnungsbetrag: 30.12 €
`),
    ).toMatchObject({ type: 'Buy', date: '2024-01-03', amount: '-30.12', currency: 'EUR' });
  });

  it('a row whose first line prints no figure under a heading block: the shorter block is read first', () => {
    expect(
      read(`
Dividendenbericht                               Datum: 02.08.2025
Ereignis Bardividende    ISIN CH0237935637
Betrag              Gebuchter Betrag
Buchungs-ID       Ex-Tag          Zahltag          Kurs
CHF                                                         CHF
Bardividende -
45865563189       15-Jul-2025     17-Jul-2025      1.000000   19.50
Dividende
Nettobetrag                                                 12.67 CHF
`),
    ).toMatchObject({ type: 'Dividend', date: '2025-07-17', amount: '12.67', currency: 'CHF' });
  });

  it('a date column heading takes the date right under it past the line of figures the row opens with', () => {
    expect(
      read(`
OPERATION SUR OPC                                     le 28/02/2024
SOUSCRIPTION SICAV
Date        Quantité   Informations sur la valeur
Référence : 331075868483
27/02/2024  1,02       EXEMPLE COURT TERME
Code ISIN : FR0000288946   Valeur liquidative : 2 464,6553 EUR
Montant brut    Frais    Montant net au débit de votre compte
2 513,95 EUR    0,00 EUR 2 513,95 EUR
`),
    ).toMatchObject({ type: 'Buy', date: '2024-02-27', amount: '-2513.95', currency: 'EUR' });
  });

  it("a heading continued on a line without figures heads another table: its dates further down are not the trade's", () => {
    expect(
      read(`
Gesamtkündigung                                       Datum 30.07.2014
Nominale EUR 3.000,00   Beispielanleihe   XS0149161217
Rückzahlungskurs 100 %   Fälligkeitstag 31.07.2014
Ausmachender Betrag 2.974,39+ EUR
Berücksichtigte Anschaffungsgeschäfte (alle Beträge in EUR)
Geschäftsart Auftragsnr. Ausführungstag Whr./St. Nennwert Anschaffungskosten
/Unit
Kauf 7810484800 14.03.2014 EUR 3.000,0000 2.902,87
`),
    ).toMatchObject({ type: 'Sell', date: '2014-07-31', amount: '2974.39', currency: 'EUR' });
  });

  it("a title above a heading row with a continuation line: the label's values open the row", () => {
    expect(
      read(`
Dividende                                            Datum 16.06.2025
ISIN US5949181045
Kontobewegung
Buchung      Wertstellung  Typ          Betrag / Stk.   Anzahl     Gesamt
                                        Wechselkurs
16.06.2025   17.06.2025    Gutschrift   0,83 USD        0,284285   0,20 EUR
                                        USD / EUR 1,1818
Gesamtbetrag                                                       0,15 EUR
`),
    ).toMatchObject({ type: 'Dividend', date: '2025-06-17', amount: '0.15', currency: 'EUR' });
  });

  it("a row opened by a kind word under such headings lists another transaction, whose date is not this one's", () => {
    expect(
      read(`
Gesamtkündigung                                       Datum 30.07.2014
Nominale EUR 3.000,00   Beispielanleihe   XS0149161217
Rückzahlungskurs 100 %   Fälligkeitstag 31.07.2014
Ausmachender Betrag 2.974,39+ EUR
Berücksichtigte Anschaffungsgeschäfte
Geschäftsart Auftragsnr. Ausführungstag Whr./St. Nennwert Anschaffungskosten
/Unit
Kauf 7810484800 14.03.2014 EUR 3.000,0000 2.902,87
`),
    ).toMatchObject({ type: 'Sell', date: '2014-07-31', amount: '2974.39', currency: 'EUR' });
  });

  it('"Execution only" names a kind of service, not a trade date', () => {
    expect(
      read(`
Auftragsdatum 03.02.2023
Finanzdienstleistung Execution only / beratungsfreies
Geschäft
Klassifizierung Privatkunde Musterstadt, 09.02.2023
Wir haben für Sie am 07.02.2023 gezeichnet.
100 Anteile Beispiel Fonds
ISIN: CH1163584613
Belastung CHF 10'142.00
`),
    ).toMatchObject({ type: 'Buy', date: '2023-02-07', amount: '-10142.00', currency: 'CHF' });
  });

  it('a booking sentence without a figure books the amount on the account line below it', () => {
    expect(
      read(`
Effektenabrechnung 04.01.2020
Transaktionstyp Kauf
Stück 987,654
WKN / ISIN ABC123 / DE0007164600
Schlusstag / Handelszeit 02.01.2020 / 13:01:00
Kurswert 1.000,01 EUR
Provision 8,90 EUR
Belastung Ihres Kontos mit Wertstellung zum 04. Januar 2020
Konto-Nr. 0101753165 1.008,91 EUR
`),
    ).toMatchObject({ type: 'Buy', date: '2020-01-02', amount: '-1008.91', currency: 'EUR', quantity: '987.654' });
  });

  it('an account label under a value-date line books the amount of that line', () => {
    expect(
      read(`
ORDERABRECHNUNG
VERKAUF AM 02.03.2020  UM 14:51:46 NR. 158026714.001
Bezeichnung WKN ISIN
EXAMPLE MINIS XAU PX2LEH DE000PX2LEH3
Kurs 13,880000 EUR P.ST. NETTO
Kurswert EUR 1.388,00
KAPST anteilig 50,00% 25,00% EUR 0,50
SOLZ 5,50% EUR 0,02
Wert 04.03.2020 EUR 1.386,96
zugunsten Konto-Nr. 0123456789
`),
    ).toMatchObject({ type: 'Sell', date: '2020-03-02', amount: '1386.96', currency: 'EUR' });
  });

  it('an accumulating distribution (Ertragsthesaurierung) is a dividend; half of a pair of compounds names no kind', () => {
    expect(
      read(`
Hinweis für Zins- und Dividendengutschriften:
ERTRAGSTHESAURIERUNG
ST                       27,47377          WKN:  ETF701
BRUTTO              EUR                6,66
GUTSCHRIFT AUS STEUERLIQUIDITAET              EUR                  1,92
KAPST               ANTEILIG 50,00 %  25,00 % EUR                  0,30
WERT 13.10.2017                               EUR                  1,29
ZU GUNSTEN KONTO-NR. 1234567
`),
    ).toMatchObject({ type: 'Dividend', date: '2017-10-13', amount: '1.29', currency: 'EUR' });
  });

  it('a refund whose figure a form fills with underscores is read all the same', () => {
    const rows = parseStatement(
      linesFromText(`
Wertpapierverkauf
Geschäftstag : 07.07.2026
Stk. 10 EXAMPLE AG, WKN / ISIN: 716460 / DE0007164600
Zu Ihren Gunsten vor Steuern: EUR 130,85
erstattete Steuern E_U_R_______________1_,_0_8_
Zu Ihren Gunsten nach Steuern: EUR 131,93
`),
    );
    expect(rows.map((r) => [r.type, r.amount])).toEqual([
      ['Sell', '130.85'],
      ['Tax Refund', '1.08'],
    ]);
  });

  it('an English advance-lump-sum notice (Preliminary Lump Sum) books its deducted taxes', () => {
    expect(
      read(`
Example Bank GmbH                                   Date 24.01.2026
Preliminary Lump Sum (Vorabpauschale)
for EXAMPLE MSCI ACWI UCITS ETF (IE00B3YLTY66)
Entitled quantity 613
Ex day 02.01.2026
Deducted taxes 110.11 EUR
`),
    ).toMatchObject({ type: 'Tax', amount: '-110.11', currency: 'EUR', security_id: 'IE00B3YLTY66' });
  });

  it("a total on a line of its own after a row of values and its charges outranks the row's gross column", () => {
    expect(
      read(`
Dividend
Entitled security EXAMPLE SE
ISIN DE000ENAG999
Booking Value date Type Amount / pcs. Entitled quantity Total amount
27.04.2026 28.04.2026 Credit 0.57 EUR 17 9.69 EUR
Taxes -2.55 EUR
Total 7.14 EUR
`),
    ).toMatchObject({ type: 'Dividend', amount: '7.14', currency: 'EUR' });
  });

  it('a heading wrapped onto three lines, one holding only a rate, still heads the values below it', () => {
    expect(
      read(`
30. September 2024
Gebührenabrechnung für September 2024
für unsere Leistungen wurden im genannten Zeitraum folgende Gebühren erhoben:
Konto/ Berechnungsbasis/ Gebühr exkl. Gesamtbetrag
Depot Gebührensatz exkl. USt./
USt. USt. (19,00%)
1234567890 € 15.624,02 € 10,22 € 12,17
`),
    ).toMatchObject({ type: 'Fee', date: '2024-09-30', amount: '-12.17', currency: 'EUR' });
  });

  it('a label ending a sentence heads no values in the sentences after it', () => {
    expect(
      read(`
Steuerausgleichsrechnung
wir haben für Sie eine Steuerausgleichsrechnung durchgeführt, die der Optimierung der Steuerbelastung
dient. Dadurch haben sich folgende Anpassungen ergeben:
Rückerstattung bereits gezahlter:
Kapitalertragsteuer EUR 7,14
Kirchensteuer EUR 0,57
Erstattung EUR 9,01
Valuta 22.06.2017
Den Betrag in Höhe von 9,01 EUR erstatten wir dem Konto 12345004.
`),
    ).toMatchObject({ type: 'Tax Refund', amount: '9.01', currency: 'EUR' });
  });

  it('a kind phrase a sentence wraps across a line break still names the kind (paid out: a sale)', () => {
    expect(
      read(`
Muster Bank AG
Gutschrifts- / Belastungsanzeige
Sehr geehrte Kundin,
wegen vorzeitiger Beendigung buchen wir die folgenden Papiere aus Ihrem
Depot aus.
Stück: 40   Muster Turbo Zertifikat   DE000MU5TER1
Geldgegenwert  :     52,40 EUR
Fälligkeitstag : 14.05.2023
`),
    ).toMatchObject({ type: 'Sell', date: '2023-05-14', amount: '52.40', currency: 'EUR' });
  });

  it('a trade row printing its value before price and count takes as count the factor printed without a currency', () => {
    expect(
      read(`
Fondsabrechnung                                   Datum: 05.02.2024
Transaktion Fondsname Betrag Preis Anteile
Kauf Muster Aktienfonds 45.30 € 151.00 € 0.3
DE000MU5TER1 02.02.2024
Abrechnungsbetrag: 45.30 €
`),
    ).toMatchObject({ type: 'Buy', amount: '-45.30', currency: 'EUR', quantity: '0.3' });
  });

  it('a row under count headings that multiplies out (count × price = value) gives the count, however the headings drift', () => {
    expect(
      read(`
Handelsbekræftelse
Du har den 03.04.24 solgt: Muster Aktier A
Antal stk Kurs Kursværdi
75 310,5000000 23.287,50
I alt
DKK 23.252,57
`),
    ).toMatchObject({ type: 'Sell', amount: '23252.57', currency: 'DKK', quantity: '75' });
  });

  it('a row with one cell per heading word pairs them in order, however far the cells drift', () => {
    const rows = parseStatement(
      linesFromText(`
Kauf  Muster ETF
ISIN: LU0000000000
Abschluss 08.03.2022
Zeit Anzahl/Betrag Whrg. Preis
15:02:13 320 USD 12.45
Belastung USD 3'990.40
Valuta 10.03.2022
`),
    );
    expect(rows[0]).toMatchObject({ type: 'Buy', quantity: '320', price: '12.45' });
  });
});

describe('the price of an Italian confirmation in a foreign currency', () => {
  it('is the "Prezzo", not the exchange rate "Cambio" printed below it', () => {
    const rows = parseStatement(
      linesFromText(`
Banca Esempio S.p.A.
ESEGUITO DI BORSA - VENDITA
Data operazione: 05/09/2024   Data valuta: 09/09/2024
Titolo: APPLE INC   ISIN US0378331005   Mercato: NASDAQ
Quantità: 10   Prezzo: 220,50 USD
Controvalore in divisa             2.205,00 USD
Commissioni                           12,00 USD
Cambio                               1,1050
Controvalore in EUR                1.984,62 EUR
Netto a credito                    1.984,62 EUR
`),
    );
    expect(rows.map((r) => [r.type, r.date, r.amount, r.currency, r.quantity, r.price])).toEqual([['Sell', '2024-09-05', '1984.62', 'EUR', '10', '220.50']]);
  });
});

describe('a Dutch dividend notice titled by a compound', () => {
  it('is a dividend ("DIVIDENDBERICHT", "Brutodividend per aandeel"), net of the withholding', () => {
    const rows = parseStatement(
      linesFromText(`
Voorbeeldbank België
DIVIDENDBERICHT
Effect: AB INBEV   ISIN BE0974293251
Aantal: 40     Brutodividend per aandeel: EUR 0,82
Betaaldatum: 09-05-2024
Bruto bedrag                 EUR 32,80
Roerende voorheffing 30%     EUR  9,84
Netto bedrag                 EUR 22,96
`),
    );
    expect(rows.map((r) => [r.type, r.date, r.amount, r.currency, r.taxes])).toEqual([['Dividend', '2024-05-09', '22.96', 'EUR', '9.84']]);
  });
});

describe('an execution or average price and an executed quantity', () => {
  it('are the price and units ("Quantità eseguita: 120", "Prezzo medio: 21,345"; "Cours exécuté" over "Cours demandé")', () => {
    const italian = parseStatement(
      linesFromText(`
Banca Esempio S.p.A.
CONFERMA ORDINE ESEGUITO
Operazione: VENDITA       Data esecuzione: 07/05/2024   Data regolamento: 09/05/2024
Titolo: STELLANTIS NV   ISIN NL00150001Q9   Mercato: MTA
Quantità eseguita: 120     Prezzo medio: 21,345 EUR
Controvalore                              2.561,40 EUR
Commissioni                                   5,00 EUR
Netto a vostro credito                     2.556,40 EUR
`),
    );
    expect(italian.map((r) => [r.type, r.amount, r.quantity, r.price])).toEqual([['Sell', '2556.40', '120', '21.345']]);
    const french = parseStatement(
      linesFromText(`
AVIS D'OPÉRÉ - ACHAT
Date d'opération : 21/11/2024
Cours demandé : 5,0220 EUR
Code ISIN : IE0002XZSHO1 Cours exécuté : 5,0216 EUR
Quantité : 100
Montant net : 502,16 EUR
`),
    );
    expect(french.map((r) => r.price)).toEqual(['5.0216']);
  });
});

describe('an Italian dividend in dollars credited in euros', () => {
  it('books the net credited after the exchange ("Netto accreditato 14,23 EUR"), and no exchange rate as its price', () => {
    const rows = parseStatement(
      linesFromText(`
Banca Esempio S.p.A.
ACCREDITO DIVIDENDI
Titolo: COCA-COLA CO   ISIN US1912161007
Quantità: 50    Dividendo unitario: 0,485 USD
Data pagamento: 01/07/2024
Importo lordo                   24,25 USD
Ritenuta alla fonte 15%          3,64 USD
Imposta sostitutiva 26%          5,36 USD
Netto                           15,25 USD
Cambio                          1,0720
Netto accreditato               14,23 EUR
`),
    );
    expect(rows.map((r) => [r.type, r.date, r.amount, r.currency, r.price])).toEqual([['Dividend', '2024-07-01', '14.23', 'EUR', '']]);
  });
});
