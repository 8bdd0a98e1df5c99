/**
 * Labels printed in front of the values of a transaction document ("Ausmachender Betrag
 * 1.234,56 EUR"), per field and in order of preference: when several labels of one field occur,
 * the earlier entry wins. Regular-expression sources, matched case-insensitively as whole words
 * (spaces inside a label match any run of blanks). This file is data: add a language or a broker's
 * wording by adding entries.
 */
export const FIELD_LABELS = {
  /** The net cash booked: what a buy costs in total, what a sale or dividend pays out. */
  netAmount: [
    'Zu Ihren (?:Gunsten|Lasten) nach Steuern', 'after tax(?:es)?', 'après imp[ôo]ts?', 'Netto afrekening',
    'Total (?:belastet|gutgeschrieben|debited|credited|débité|crédité)',
    'Ausmachender Betrag', 'Gutgeschriebener Betrag', 'Belasteter Betrag', 'Abrechnungsbetrag', 'Endbetrag(?: zu Ihren (?:Lasten|Gunsten))?', 'Gesamtbetrag zu Ihren (?:Lasten|Gunsten)',
    'Betrag zu Ihren (?:Lasten|Gunsten)', 'Zu (?:Ihren )?(?:Lasten|Gunsten)(?: (?:Konto|IBAN|Ihres Kontos))?', 'zu(?:lasten|gunsten)(?: Konto(?:-Nr\\.?)?| IBAN)?',
    'Netto zu(?:gunsten|lasten)', 'Nettoausschüttung', 'Auszahlungsbetrag', 'Geldgegenwert', 'Verrechneter Betrag', 'Verrechnungsbetrag', 'Belastungsbetrag', 'Gutschriftsbetrag', 'Buchungsbetrag', 'Rechnungsbetrag', 'Invoice total', 'Montant de la facture',
    'Wir überweisen den Betrag von', 'Die Buchung von', 'Gutschrift mit Wert', 'Belastung mit Wert', 'Buchung auf Kontonummer', 'Nettobetrag', 'Netto(?:betrag)?(?: debit| credit)?',
    'To your (?:debit|credit)', 'Net amount', 'Net value', 'Net (?:cash )?proceeds', 'Total cost', 'Total proceeds', 'Amount due', 'Net consideration', 'Total consideration', 'Settlement amount', 'Amount credited(?: to (?:your )?account)?', 'Amount debited(?: from (?:your )?account)?', 'Net payment', 'Net dividend', 'Total amount',
    'Montant net', 'Net à payer', 'Montant crédité', 'Montant débité', 'Net (?:à votre (?:crédit|débit))', 'Nettobedrag', 'Netto bedrag', 'Te betalen', 'Te ontvangen', 'Totaal', 'Importe (?:total )?neto', 'Importe total(?!\\s*bruto)', 'Total a (?:pagar|cobrar|abonar|cargar)', 'Importe l[íi]quido', 'L[íi]quido', 'Importo netto', 'Totale a (?:Vs\\.? )?(?:Debito|Credito)', 'Totale', 'Netto', 'Nettobeløb(?:et)?', 'I alt', 'Beløb',
    'Gesamtbetrag', 'Total', 'Summe', 'Belastung', 'Gutschrift', 'Betrag', 'Net', 'D[ée]bit', 'Cr[ée]dit', 'Importe', 'Addebito', 'Accredito',
    // A value date followed by an amount is the booking line of many German confirmations.
    'Wert', 'Valuta',
  ],
  /** A net label that names its figure as debited from the account. */
  debited: ['zu (?:Ihren )?Lasten', 'zulasten', 'Belast(?:ung|et(?:er)?)', 'to your debit', 'debited', 'à votre débit', 'débité', 'ten laste', 'a (?:su|vostro) (?:cargo|debito)', 'addebit\\p{L}*'],
  /** The amount column of a booking row, whose heading also names its value date ("Verrechnungskonto Valuta Betrag"). */
  bookedAmountHeading: ['Betrag', 'Amount', 'Montant', 'Bedrag', 'Importe', 'Importo', 'Beløb'],
  /** Labels of a total on a line of its own, just after a row of values and its charges. */
  rowTotal: ['Total', 'Gesamtbetrag', 'Gesamt', 'Summe', 'Totaal', 'Totale', 'Net amount', 'Montant net', 'Netto', 'Importe neto'],
  /** A subtotal's label: a value of the lines above it, not the amount booked. */
  subtotal: ['Zwischensumme', 'Subtotal', 'Sous-total'],
  /** What a tax notice books: the taxes it charges or refunds. */
  taxAmount: [
    'abgeführte Steuern', 'Summe Steuern', 'Gesamtsumme Steuern', 'Steuern gesamt', 'Steuerbetrag', 'einbehaltene Steuern?', 'Einbeh\\. Steuer', 'erstattete Steuern?', 'Steuererstattung', 'Steuerbelastung', 'Erstattung', 'Nachbelastung',
    'Total tax(?:es)?', 'Tax amount', 'Deducted tax(?:es)?', 'Tax(?:es)? deducted', 'Montant (?:de la )?(?:taxe|TTF)', 'Total (?:des )?imp[ôo]ts', 'Belastingbedrag', 'Importe (?:del )?impuesto', 'Importo imposta',
  ],
  /** A tax notice's figure labelled as paid back ("Erstattung EUR 59,39"): the notice is a refund. */
  refundedTaxAmount: ['erstattete Steuern?', 'Steuererstattung', 'Erstattung', 'Refunded tax(?:es)?', 'Tax refund'],
  /** Taxes paid back with a trade or an income (loss offset, reclaimed withholding tax): a row of their own. */
  taxRefund: [
    'erstattete Steuern?', 'Steuererstattung', 'Gutschrift aus Verlustausgleich', 'Erstattung (?:von )?(?:Kapitalertragsteuer|KESt|Steuern)', 'KESt-?Erstattung',
    'Tax refund', 'Refunded tax(?:es)?', 'Remboursement d.imp[ôo]ts?', 'Teruggave belasting', 'Devoluci[óo]n de impuestos', 'Rimborso imposte',
  ],
  /**
   * Taxes withheld with a trade, printed as one signed figure ("Einbeh. Steuer: -1,14 EUR"): where
   * the document prints its charges as positive figures, a negative one is taxes paid back.
   */
  withheldTaxes: ['Einbeh(?:\\.|altene) (?:Steuer(?:n)?|KESt)'],
  /** Headings of a separate tax-equalisation section whose net amount is a tax refund. */
  taxRefundSection: ['Steuerliche Ausgleichs?rechnung', 'Steuerausgleichsrechnung', 'Steuerausgleich nach'],
  /** Qualifies a net-amount label as stated after taxes, refunds included. */
  afterTaxes: ['nach Steuern', 'after tax(?:es)?', 'après imp[ôo]ts?', 'na belasting(?:en)?', 'despu[ée]s de impuestos'],
  /** Qualifies a net-amount label as stated before taxes (which a separate tax notice then books). */
  beforeTaxes: ['vor Steuern', 'before tax(?:es)?', 'avant imp[ôo]ts?', 'voor belasting(?:en)?', 'antes de impuestos', 'al lordo'],
  /** A field naming the kind of transaction ("Geschäftsart: Ertrag"): its value is the document's kind. */
  kind: ['Geschäftsart', 'Transaktionsart', 'Transaktion', 'Transaction type', 'Type of transaction', 'Type d.op[ée]ration', 'Soort transactie', 'Tipo de operaci[óo]n', 'Tipo (?:di )?operazione'],
  /** The cost a delivery of securities carries in from the depot it came from. */
  acquisitionValue: ['(?:steuerlicher |steuerrelevanter )?Anschaffungswert'],
  /** The heading of a delivery's acquisition data, its price among them ("Anschaffungsdaten" over "Kurs : 105,77 EUR"). */
  acquisitionData: ['Anschaffungsdaten'],
  /** The gross value of a trade or a distribution before fees and taxes. */
  grossAmount: [
    'Kurswert', 'Bruttobetrag', 'Bruttodividende', 'Bruttoertrag', 'Brutto', 'Ausschüttung', 'Dividendengutschrift', 'Ertrag',
    'Gross amount', 'Gross dividend', 'Gross', 'Consideration', 'Principal', 'Montant brut', 'Brut', 'Brutobedrag', 'Bruto', 'Importe bruto', 'Importo lordo', 'Controvalore', 'Bruttobeløb', 'Kursværdi', 'Totaal bedrag',
  ],
  /** Words that make a total label name the gross ("Bruttoertrag total") or the taxable amount ("Steuerpfl. Betrag"), not the net. */
  grossQualifiers: ['Brutto\\p{L}*', 'Gross', 'Brut', 'Bruto', 'Lordo', 'Steuerpfl(?:\\.|ichtiger)', 'Taxable', 'Imposable'],
  fees: [
    '(?:Entgelt|Gebühr(?:en)?) in Höhe von', 'Depotgebühren', 'Verwahrentgelt', 'Provision', 'Grundgebühr', 'Transaktionsentgelt', 'Handelsentgelt', 'Börsenplatzgebühr', 'Börsenplatzabhäng(?:iges|\\.) Entgelt', 'Handelsplatzgebühr', 'Maklercourtage', 'Courtage', 'Fremde Spesen', 'Spesen', 'Fremde Abwicklungsgebühr', 'Fremdkosten(?:zuschlag)?',
    'Übertragungs-?/Liefergebühr', 'Abwicklungsgebühr', 'Ordergebühren?', 'Fremdgebühren?', 'Ausgabegebühr(?:en)?', 'Börsenabgaben?', 'Handelsspesen', 'Makelaarsloon', 'Mindermengenzuschlag', 'Orderentgelt', 'Gebühr(?:en)?', 'Kommission', 'Kosten', 'Ausgabeaufschlag',
    'Commission', 'Brokerage', 'Fees?', 'Charges?', 'Frais', 'Courtage et commission', 'Commissie', 'Kosten', 'Comisi[óo]n', 'Gastos', 'Commissioni', 'Spese', 'Kurtage', 'Gebyr', 'Poplatek',
  ],
  /** A total of a trade's charges, printed under them in one currency: it stands for their sum. */
  feesTotal: ['Summe (?:der )?(?:Entgelte|Gebühren|Spesen|Provisionen)', 'Handelsomkostninger i alt', 'Total (?:fees|charges|commissions|trading costs)', 'Total des frais', 'Totale (?:commissioni|spese)'],
  taxes: [
    'Kapitalertragsteuer', 'Kapitalertragssteuer', 'Solidaritätszuschlag', 'Kirchensteuer', 'Quellensteuer', 'Einbeh\\. Steuer', 'Finanztransaktionssteuer', 'Stempelsteuer', 'Stempelabgaben?', 'Umsatzabgabe', 'Verrechnungssteuer',
    'Withholding tax', 'Stamp duty', 'Tax(?:es)?', 'Retenue à la source', 'Imp[ôo]ts?', 'Prélèvements? forfaitaires?(?: unique)?', 'Prélèvements sociaux', 'Contributions sociales', 'Taxe sur les transactions financières', 'Dividendbelasting', 'Bronbelasting', 'Beurstaks', 'Taks op (?:de )?beursverrichtingen', 'Retenci[óo]n', 'Impuestos?', 'Ritenuta', 'Imposte', 'Udbytteskat', 'Daň',
  ],
  /** Tax withheld abroad on income, which a separate tax notice credits and books. */
  withholdingTax: ['Quellensteuer', 'Withholding tax', 'Retenue à la source', 'Bronbelasting', 'Retenci[óo]n en (?:origen|destino)', 'Ritenuta (?:alla fonte|estera)'],
  /** The income a tax notice taxes, before any foreign withholding: the gross of income taxed abroad. */
  taxBase: ['Steuerbemessungsgrundlage', 'Bemessungsgrundlage'],
  /** A tax notice's credit for the foreign withholding tax, booked among its taxes. */
  creditedWithholding: ['angerechnete ausländische Quellensteuer', 'anrechenbare ausländische Quellensteuer', 'anrechenbare Quellensteuer', 'credited foreign (?:withholding )?tax', 'crédit d.impôt étranger'],
  quantity: [
    'Stück', 'Stückzahl', 'Stk\\.?', 'St\\.?', 'Anzahl', 'Nominale?', 'Menge', 'Umsatz', 'Anteile', 'Bestand(?=\\s*:|\\s+\\d)', 'Positie(?: op ex-datum)?',
    'Quantity', 'Qty', 'Number of units', 'Shares', 'Units', 'Quantité', 'Nombre', 'Aantal(?: delen| stuks)?', 'Cantidad', 'T[íi]tulos', 'Quantità', 'Antal', 'Počet',
  ],
  /** Units printed after a count of securities ("0,370302 St.", "25 shares"). */
  quantityUnits: ['St\\.', 'Stk\\.?', 'Stück', 'Stücke', 'Anteile', 'shares', 'units', 'titres?', 'actions?', 'stuks', 'aandelen', 'títulos', 'acciones', 'azioni', 'stk'],
  price: [
    'Ausführungskurs', 'Kurs', 'Preis', 'Rücknahmepreis', 'Ausgabepreis', 'Price', 'Execution price', 'Rate', 'Cours', 'Prix', 'Koers', 'Prijs', 'Precio', 'Cambio', 'Prezzo', 'Kurs',
  ],
  /** When a trade was made; the date of a buy or sell. */
  tradeDate: [
    'Schlusstag(?:/-Zeit)?', '(?<!Letzter )Handelstag', 'Handelsdatum', 'Ausführungstag(?: / -zeit)?', 'Ausführungsdatum', 'Ausführung', '\\p{L}{3,}ausführung', 'Geschäftstag', 'Execution(?! only)', 'Executed on', 'Exécution(?! only)', 'Uitvoering(?: op)?', 'Fecha ejecuci[óo]n', 'Ejecuci[óo]n', 'Eseguito', 'Esecuzione', 'Kauf am', 'Verkauf am', 'Bezug am', 'Schlusstag/-Zeit', 'Abschlussdatum', 'Abschlusstag', 'Wir haben für Sie am', 'Am(?= [0-9./]+ haben wir)',
    'Trade date', 'Trade time', 'Handelszeit', 'Trade Date/Time', 'Sale date', 'Purchase date', 'Transaction date', 'Execution date', 'Date d.exécution', 'Date de (?:l.)?opération', 'Date de négociation', 'Transactiedatum', 'Uitvoeringsdatum',
    'Fecha de (?:la )?operaci[óo]n', 'Fecha de ejecuci[óo]n', 'Data (?:di )?(?:esecuzione|operazione)', 'Handelsdag', 'Datum obchodu',
    // A fund is bought and sold at the price of a day: that day is the trade's.
    'Preisdatum', 'Datum Nettoinventarwert', 'NAV date', 'Pricing date', 'Date de (?:la )?valeur liquidative', 'Koersdatum', 'Fecha (?:del )?valor liquidativo',
  ],
  /** When an order was given: a trade's date only where no execution is dated. */
  orderDate: ['Auftragsdatum', '(?:Kauf|Verkaufs)?auftrag vom', 'Order vom', 'Order date', '(?:buy |sell |purchase |sale )?order of', 'Date (?:de l.)?ordre', 'Orderdatum', 'Fecha (?:de la )?orden', 'Data (?:dell.)?ordine'],
  /** When cash moves: the date of a dividend, interest or tax booking, and the settlement of a trade. */
  valueDate: [
    // "Die angefallenen Steuern werden am 05.03.2024 von Ihrem Konto … eingezogen": the day the cash moves, in a sentence.
    '(?:wird|werden)(?: Ihnen)? am(?= [0-9./]+ (?:von|auf) Ihr(?:em)? Konto)',
    'Valuta', 'Valutadatum', 'Kassatag', 'Zahltag', 'Zahlungstag', 'Wert', 'Wertstellung', 'Zahlbarkeitstag', 'Zahlungsdatum', 'Auszahlungstag', 'Zahlbar(?: ab)?', 'Fälligkeit(?:stag)?', 'Buchungsdatum', 'Buchungstag', 'Abbuchungsdatum', 'Abbuchungstag',
    'Value date', 'Value', 'Payment date', 'Pay date', 'Payable date', 'Date de valeur', 'Date de paiement', 'Valeur',
    'Betaaldatum', 'Uitbetalingsdatum', 'Valutadatum', 'Fecha valor', 'Fecha de pago', 'Data valuta', 'Data pagamento',
    // "Afkast i alt kr. 104,50 indsættes den 07.02.2025 på konto": the day the cash is paid in or out, before the coupon's value date
    '(?:indsættes|udbetales|hæves) den', 'Valørdato', 'Betalingsdato',
    // A fund's deemed distribution (Vorabpauschale) is taxed on the day it is deemed received.
    'Tag des (?:steuerpflichtigen )?Zuflusses', 'Zuflusstag', 'Zuflussdatum',
  ],
  /** When the account booked a transaction: a trade's date where it names no execution or order. */
  bookingDate: ['Buchungsdatum', 'Buchungstag', 'Buchung', 'Booking date', 'Date de comptabilisation', 'Boekingsdatum', 'Fecha (?:de )?contable', 'Data (?:di )?contabile'],
  /** When a trade settles: never the date of the trade itself. */
  settlementDate: ['Settlement date', 'Settlement', 'Proceeds available', 'Date de règlement', 'Date de livraison', 'Afwikkelingsdatum', 'Afrekendatum', 'Fecha (?:de )?liquidaci[óo]n', 'Data (?:di )?regolamento'],
  exDate: ['Ex-Tag', 'Extag', 'Ex-Datum', 'Ex-date', 'Ex date', 'Date de détachement', 'Ex-dividenddatum', 'Fecha ex'],
  /** When the document was printed, the last resort for a date. */
  documentDate: ['Datum', 'Date', 'Fecha', 'Data', 'Dato', 'Den'],
} satisfies Record<string, string[]>;

export type FieldName = keyof typeof FIELD_LABELS;
