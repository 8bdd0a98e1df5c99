import { TransactionType } from '../../columns';
import { withLooseAccents } from '../labels';
import { perDocument } from '../memo';

/**
 * The words of activity tables, per language, as data. Matched case-insensitively against a
 * transaction's description; the first rule that matches decides, so specific phrases come
 * before general ones ("Kauf aus Ertrag" is a reinvested distribution, i.e. a Buy).
 * Kept apart from vocabulary/types.ts (the words of confirmation titles): booking lines also use
 * payment words (Lastschrift, Kartenzahlung, Dauerauftrag), ledger codes (DIV, INT, RCPT) and
 * substrings of compounds; reading them with the title vocabulary measured 0.544 against 0.648.
 */
type TypeRule = { type: TransactionType; pattern: RegExp };

/** Units bought with a distribution ("Kauf aus Ertrag", "Wiederanlage"): a dividend and a purchase. */
export const REINVESTMENT = /kauf aus ertrag|wiederanlage|reinvest|réinvesti|herbelegging|reinversi[óo]n|reinvestimento/i;

/** A fund's income paid into new units, named without a distribution word ("Income reinvested", "Reinvestment of income"): a dividend and a purchase too. */
export const REINVESTED_INCOME = /income reinvested|reinvest(?:ed|ment of) income|revenus réinvestis|réinvestissement des revenus/i;

const TYPE_WORDS: TypeRule[] = [
  {
    type: 'Tax Refund',
    pattern:
      /steuererstattung|verlustausgleich|verlustverrechnung|erstattung.{0,20}steuer|steuer.{0,20}erstattung|tax refund|remboursement.{0,10}imp[oô]t|belastingteruggave|teruggave.{0,10}belasting|devoluci[óo]n.{0,10}(impuesto|retenci[óo]n)|rimborso.{0,10}(impost|ritenut)/i,
  },
  {
    type: 'Fee Refund',
    pattern:
      /gebührenerstattung|erstattung.{0,20}(gebühr|entgelt)|fee (refund|rebate)|rückvergütung|remboursement (de )?frais|devoluci[óo]n (de )?(comisi[óo]n|comisiones|gastos)|rimborso (commission|spese)/i,
  },
  { type: 'Buy', pattern: REINVESTMENT },
  // a switch between funds: units leave one position ("Fondsumschichtung (Abgang)") and enter another ("(Zugang)")
  { type: 'Sell', pattern: /umschichtung\W{0,3}abgang|\bswitch(?:ed)? out\b/i },
  { type: 'Buy', pattern: /umschichtung\W{0,3}zugang|\bswitch(?:ed)? in\b/i },
  // a single sum invested in a fund, beside a savings plan's regular ones
  { type: 'Buy', pattern: /einmalanlage|lump sum (?:investment|purchase|subscription)/i },
  // a state allowance paid into a pension plan's units (Zulagenzahlung), and paid back out of them, with
  // the tax benefit it brought (Steuerrückzahlung: units sold to repay it, not a refund to the holder)
  { type: 'Transfer Out', pattern: /zulagenrückzahlung|zulagenrückforderung|steuerrückzahlung/i },
  { type: 'Transfer In', pattern: /zulagenzahlung|zulagengutschrift/i },
  // units moved between the holder's own sub-accounts ("Umtausch" over "aus Unterdepot 1345674218" / "zugunsten Unterdepot ...")
  { type: 'Transfer In', pattern: /aus unterdepot/i },
  { type: 'Transfer Out', pattern: /(zugunsten|zu gunsten|in) unterdepot/i },
  // cash sent from a bank account, not securities moved in
  { type: 'Deposit', pattern: /(?:bank|cash|wire) transfer in\b/i },
  {
    type: 'Transfer In',
    pattern:
      /depot(ü|ue)bertrag eingang|einlieferung|(securities|stock) transfer in|transfer in\b|entrée de titres|inlevering|entrada de (valores|t[íi]tulos)|traspaso (de )?entrada|trasferimento (titoli )?in entrata/i,
  },
  {
    type: 'Transfer Out',
    pattern:
      /depot(ü|ue)bertrag ausgang|auslieferung|(securities|stock) transfer out|transfer out\b|sortie de titres|uitlevering|salida de (valores|t[íi]tulos)|traspaso (de )?salida|trasferimento (titoli )?in uscita/i,
  },
  // a purchase paid by card is a payment, not a trade: before the trade words it contains (compra, achat, purchase)
  {
    type: 'Withdrawal',
    pattern:
      /card purchase|purchase with card|compra (?:con )?tarjeta|acquisto (?:con )?(?:carta|pos|bancomat)|achat (?:par )?(?:carte|cb)\b|aankoop (?:met )?(?:betaalpas|pinpas)/i,
  },
  // a charge for a subscription (a data feed, a plan; a fund's front load) is a fee: before the purchase word it contains
  {
    type: 'Fee',
    pattern:
      /subscription (?:fee|charge)|(?:monthly|annual|yearly|plan) subscription|(?:frais|droits?) de souscription|comisi[óo]n de suscripci[óo]n|commissioni? di sottoscrizione/i,
  },
  // a trade's charge or tax booked on a line of its own names the trade after its word ("COURTAGE SUR ACHAT AXA",
  // "TTF ACHAT AXA", "Commissioni su vendita", "Beurstaks (TOB 0,12%) aankoop"): the charge, not the trade (before the trade words it contains);
  // a withholding word opening a line names the tax, whatever income follows ("RITENUTA 12,50% SU CEDOLE")
  {
    type: 'Fee',
    pattern:
      /^(?:courtage|frais|commissions?|comisi[óo]n(?:es)?|corretaje|commissioni|commissione|provisie|makelaarsloon|transactiekosten|brokerage)(?:\s*\([^)]*\))?\s+(?:(?:sur|de|d'|on|for|su|per|op|van|bij)\s+(?:l'|la |le |il |l')?)?(?:achat|vente|compra|venta|acquisto|vendita|aankoop|verkoop|purchase|sale|buy|sell)(?!\p{L})/iu,
  },
  {
    type: 'Tax',
    pattern:
      /^(?:ttf|taxe sur (?:les )?(?:transactions financi[èe]res|op[ée]rations de bourse)|tobin tax|beurstaks|tob|impuesto sobre transacciones financieras)(?:\s*\([^)]*\))?\s+(?:(?:sur|de|d'|on|su|op)\s+(?:l'|la |le )?)?(?:achat|vente|compra|venta|acquisto|vendita|aankoop|verkoop|purchase|sale)(?!\p{L})|^(?:ritenuta|retenci[óo]n|retenue)(?!\p{L})/iu,
  },
  // (not a loan's principal paid back to a lender, "Tilgung Kredit 21-778812": cash coming in, as lending platforms' principal is booked)
  {
    type: 'Sell',
    pattern:
      /entnahmeplan|auszahlplan|wertpapiergutschrift|verkauf|wertpapierverkauf|\bsell\b|\bsold\b|\bsale\b|vente|rachat|verkoop|(?<!compra)venta|(?<!compra)vendita|r[üu]cknahme|tilgung(?!\s+(?:des |der )?(?:kredit|darlehen))|redemption|fälligkeit|vencimiento|\bsalg\b|rimborso (?:parziale|totale|(?:di )?quote)|reembolso(?! de (?:comisi|gastos|impuesto))/i,
  },
  {
    type: 'Buy',
    pattern:
      /^anlage(?![a-zäöüß])|\bkauf|wertpapierkauf|wertpapierbelastung|fondskauf|split+kauf|ankauf|ansparplan|sparplan|savings ?plan|plan d.[ée]pargne|investissement programm[ée]|plan de (?:inversi[óo]n|ahorro)|piano di accumulo|\bpac\b|piano d.investimento|spaarplan|beleggingsplan|\bbuy\b|\bbought\b|purchase|(?<!r)achat|\baankoop|\bkoop\b|compra(?!vendita|venta)|acquisto|\bkøbt?\b|zeichnung|subscription|souscription|suscripci[óo]n|sottoscrizione/i,
  },
  { type: 'Deposit', pattern: /(?<!\p{L})(lohn|gehalt|salary|salaire|loon|salario|stipendio)(?!\p{L})/iu }, // "Lohn, Gehalt, Rente" is pay, not interest
  { type: 'Deposit', pattern: /provisionering/i }, // Dutch: funding an account, not the German Provision (a commission)
  // not inside a fund's name joined by a hyphen ("Deka-DividendenStrategie"), nor the Dutch tax on it ("Dividendbelasting")
  {
    type: 'Dividend',
    pattern:
      /\bdiv\b|(?<!\p{L}-)dividend(?!belasting)|ausschüttung|(?<!\p{L})ertrag|distribution|distribuci[óo]n|distribuzione|(?<!\p{L})uitkering|revenus? (?:de|des) (?:titres|valeurs)|prima de asistencia|coupon|kupon|cedol[ae]|cup[óo]n|udbytte(?!skat)/iu,
  },
  // cash paid in lieu of a fraction of a share a corporate action left ("Cil Allocation 09609G100"): paid on the holding, like income (after the distribution words, which other rules look up first)
  { type: 'Dividend', pattern: /cash in lieu|(?<!\p{L})cil(?!\p{L})/iu },
  // Dutch "rente" also ends compounds ("Creditrente", "Boeterente"), not Romance adjectives ("conto corrente", "trasparente", "differente");
  // what a late borrower pays a lender is interest in every language ("Verzugszinsen", "Late payment fee income", "Boeterente")
  {
    type: 'Interest',
    pattern:
      /\bint\b|(?<!\p{L})abschluss(?!\p{L})(?!\s+(eines|einer|des))|^abrechnung(?:\s*\/\s*(?:wert|valuta)\s*:?)?$|zins|rechnungsabschluss|kontoabschluss|interest|intérêt|interet|(?<!cor|pa|e)rente\b|rentebijschrijving|boeterente|vertragingsrente|interessi|intereses|inter[ée]s(?!\p{L})|habenzinsen|\breturns\b|revenue share|r[ée]mun[ée]ration|late (?:payment )?(?:fees?|interest) (?:received|income)|penalt(?:y|ies) (?:received|paid to you)/iu,
  },
  {
    type: 'Tax',
    pattern:
      /steuer|\btax|\bdirt\b|beurstaks|withhold|ritenuta|imposta|imposte|impuesto|retenci[óo]n|imp[oô]t|taxe|belasting|voorheffing|retenue à la source|stamp duty|bronheffing|pr[ée]compte|pr[ée]l[èe]vements? (sociaux|forfaitaire)|kest\b|solz|solidarität|solid\.?-?\s?zuschlag|kirchenst|quellenst|vorabpauschale|\bisr\b|udbytteskat|kildeskat|\bskat\b/i,
  },
  // "Brokerage" opening a booking is the commission (Australia, Singapore, India), not the account or firm it also names
  // ("Transfer from brokerage", "brokerage account")
  {
    type: 'Fee',
    pattern:
      /^\P{L}*brokerage(?!\s+(?:account|a\/c|statement|firm|services?|core)(?!\p{L}))|\bchg\b|(?<!\p{L})geb\.|bewaarloon|makelaarsloon|droits de garde|vertragspreis|commissioni|gebühr(?!enfrei)|entgelt(?!frei)|spesen(?!frei)|provision(?!sfrei)|provisie|gebyr|kurtage|\bfee|commission|charge|frais|kosten(?!frei|los)|(?:konto|depot)führung|depotpreis|custody|cotisation|commissione|comisión|comisiones|courtage|corretaje|(?<!\p{L})spese(?!\p{L})|(?<!\p{L})canone(?!\p{L})|cuota (?:de )?(?:mantenimiento|administraci[óo]n|custodia)|(?<!\p{L})(?:gastos|custodia)(?!\p{L})/iu,
  },
  {
    type: 'Deposit',
    pattern:
      /\brcpt\b|(?<![a-zäöüß])einlage(?![a-zäöüß])|cash received|incoming (?:transfer|wire|payment|funds)|einzahlung|eingang|gutschrift|deposit|virement re[çc]u|versement|storting|bijschrijving|ingreso|transferencia recibida|versamento|bonifico (in entrata|ricevuto)|indbetaling|lohn|gehalt|funds received|(?:cash|money|funds) added|top[- ]?up|en votre faveur|a (?:vostro|suo) favore|overboeking ontvangen|(?<!\p{L})(?:abono|accredito)(?!\p{L})/iu,
  },
  {
    type: 'Withdrawal',
    pattern:
      /\bpay\b|payment to|pay-?out(?: to)?|geldausgang|virement (?:émis|sortant)|transferencia (?:emitida|enviada|saliente)|bonifico (?:in uscita|disposto)|overboeking naar|outgoing (?:transfer|wire|payment)|zahlung an\b|zahlungsausgang|(ü|ue)bertrag auf\b|abschluss eines festgeld|abheben|auszahlung|withdraw|abhebung|lastschrift|(?<!\p{L})(?:cargo|adeudo|addebito)(?!\p{L})|(ü|ue)berweisung an\b|r-transaktion|dauerauftrag|kartenzahlung|kartentransaktion|card (?:payment|transaction)|(?:transaction|paiement) par carte|(?:transacci[óo]n|pago) con tarjeta|(?:transazione|pagamento) con carta|kaart(?:transactie|betaling)|retrait|opname|afschrijving|prélèvement|retirada|retiro|reintegro|prelievo|hævning|udbetaling|bargeld/iu,
  },
];

/** A trade named by a word for buying and selling alike ("Compravendita Titoli", "Compraventa de valores"): its cash gives the direction. */
export const TRADE_EITHER_WAY = /(?<!\p{L})(?:compravendita|compraventa|achat\s?\/\s?vente|koop\s?\/\s?verkoop)(?!\p{L})/iu;

/** How an order was settled, printed after its trade word ("ACHAT COMPTANT 60 AXA", "VENTE SRD"): not part of the security's name. */
export const ORDER_MODE = /^(?:au\s+)?comptant(?:\s+etr)?\s+|^srd\s+|^al\s+contado\s+/i;

/** The word for securities between a trade word and the units ("ACQUISTO TITOLI 50 ENI SPA", "COMPRA VALORES 150 ..."): no name. */
export const SECURITIES_NOUN = /^(?:titoli|azioni|titres|actions|valores|acciones|t[íi]tulos|securities|shares|wertpapiere|effecten)\s+(?=\d)/i;

/** A payment that names no direction, its sign gives it ("Überweisung online 4,00-", "SEPA Transfer"): what it paid for is the payee's. */
export const PAYMENT_FIRST = /^\P{L}*(?:sepa[- ])?(?:überweisung|ueberweisung|transfer|virement|bonifico|transferencia|overschrijving)(?!\p{L})/iu;

/** The rules as matched: an accented letter also matches its misreadings by OCR (Comisiôn, Comision). */
export const TYPE_RULES: TypeRule[] = TYPE_WORDS.map((rule) => ({
  ...rule,
  pattern: new RegExp(withLooseAccents(rule.pattern.source), rule.pattern.flags),
}));

/** Interest the account pays rather than earns: booked as Interest, with the cash going out. */
export const DEBIT_INTEREST =
  /sollzins|überziehungszins|dispozins|debit interest|overdraft interest|intérêts débiteurs|agios|debetrente|interessi passivi|interessi debitori|intereses deudores|intereses de descubierto/i;

/** A letterhead's or footer's legal line (seat, register, VAT number, board): no booking's words go on into it. */
export const LEGAL_FOOTER =
  /sitz der gesellschaft|handelsregister|amtsgericht|registergericht|\bHR[AB]\s?\d|ust-?id|umsatzsteuer-?id|geschäftsführer|vorstand\s*:|aufsichtsrat|registered office|registered in\b|company (?:registration )?number|vat (?:id|no|number|reg)|siège social|capital social|\bR\.?C\.?S\.?\s|registro (?:delle )?imprese|partita iva|sede legale|domicilio social|registro mercantil|kamer van koophandel|\bkvk\b|maatschappelijke zetel/iu;

/** Lines that sum up rather than record a transaction: their description starts with one of these. */
export const SUMMARY_LINE =
  /^[\p{L}-]+\s+(saldo|kontostand|balance|solde)\b|^((account|cash|konto|portfolio)\s+)?(alter|neuer|vorheriger|aktueller|anfangs|start|end|schluss|neuer|opening|closing|starting|ending|beginning|ancien|nouveau|oud|nieuw|begin|eind|vorig)?\s?(saldo|kontostand|balance|solde|stand|bestand)\b|^(summe|zwischensumme|gesamt|total|subtotal|sous-total|totaal|totale)|^übertrag(\s+(von|auf|aus)\s+(seite|blatt)|\s*$)|^vortrag(?!\p{L})|^(brought|carried)\s+forward|^report\b|^à reporter|^(saldo|solde)/iu;

/** The nouns of a balance, and the words that make one the opening or the closing balance. */
const BALANCE_NOUNS = 'saldo|kontostand|balance|solde';
const OPENING_WORDS = 'alter|vorheriger|anfangs|opening|starting|ancien|oud|begin|vorig';
const CLOSING_WORDS = 'neuer|nouveau|closing|ending|eind|nieuw|schluss|end';

/** Cash a reinvestment plan kept uninvested for the next one ("Cash balance carried forward $25.67", "Residual balance carried forward"). */
export const UNINVESTED_CASH = /(?:balance|residual|remainder)\s+(?:\p{L}+\s+)?carried\s+(?:forward|over)(?!\p{L})/iu;

/** A line reporting a balance, not a booking ("Balance carried forward 0.00", "alter Kontostand", "Saldovortrag"). */
export const BALANCE_LINE = new RegExp(
  `^\\s*(?:(?:${OPENING_WORDS}|${CLOSING_WORDS})\\s?)?(?:${BALANCE_NOUNS})(?:vortrag)?\\b|^\\s*(?:vortrag|übertrag|brought forward|carried forward)(?!\\p{L})`,
  'iu',
);

/** A statement's closing balance ("Nouveau solde au 31/12/2020", "Neuer Kontostand vom 29.06.18", "Saldo finale"): its date ends the period. */
export const CLOSING_BALANCE = new RegExp(
  `^\\s*(?:${CLOSING_WORDS})\\s?(?:${BALANCE_NOUNS})|^\\s*(?:saldo|solde|balance)\\s+(?:final[e]?|de cl[ôo]ture|nuevo)(?!\\p{L})`,
  'iu',
);

/** A balance carried over within a table ("Vortrag vom 25.02.2022 16,082", "Übertrag 1.234,56", "Brought forward"). */
const CARRY_OVER_WORDS = 'vortrag|übertrag|brought forward|carried forward|report|à reporter|suma y sigue|riporto|a riportare|transport';
export const CARRY_OVER = new RegExp(`^\\s*(?:${CARRY_OVER_WORDS})(?!\\p{L})`, 'iu');

/** A line that only carries the balance over ("Suma y sigue", "Riporto", "Transport"): a summary, whatever the words mean elsewhere. */
export const CARRY_OVER_ALONE = new RegExp(`^\\s*(?:${CARRY_OVER_WORDS})\\s*$`, 'iu');

/** Header cells of an activity table, by the role of their column. */
export const HEADER_WORDS = {
  date: /^(buchungs-?(?!text|art)|buchung(?!stext|sart)|buchungstag|datum|date|valuta|wert(?!papier)|wertstellung|value|booking|trade|bargain|transaction|settlement|schlusstag|handelstag|opération|operation|operaci[óo]n|valor(?!e (?:della )?quota| liquidativo)|valeur(?! liquidative)|boekdatum|datum|fecha|data|tag|settle|[a-zäöüß-]+datum$|[a-zäöüß]{4,}tag$|(?:bogførings|valør|handels)?da(?:g|to)$)/i,
  description:
    /^(zahlungsart|buchungsart|typ|tipo|type|beschreibung|buchungstext|vorgang|umsatzart|text|verwendungszweck|description|details|particulars|activity|transaction|libellé|libelle|omschrijving|concepto|descripci[óo]n|descrizione|causale|mededeling|transaktion|art)/i,
  amount:
    /^(proceeds|sparrate|änderung|bewegung|mutation|mutatie(?!soort)|movement|change|betrag|soll|haben|debit|credit|débit|crédit|amount|montant|bedrag|importe|importo|belastungen|gutschriften|lasten|gunsten|umsatz(?!art)|ein-|auszahlung|einzahlung|withdrawals|deposits|net|beløb|turnover)/i,
  debit:
    /^(soll|dare|debe|cargo|cargos|debit|débit|belastung|belastungen|lasten|ausgang|ausgänge|zahlungsausgang|salida|uscita|sorties?|abgänge|out|withdrawals?|af|payments?|charges|uitgaven|addebiti|uscite|outgoings?|sent|ausgehende[rs]?)$/i,
  credit:
    /^(haben|avere|haber|abono|abonos|credit|crédit|gutschrift|gutschriften|gunsten|eingang|eingänge|zahlungseingang|entrada|entrata|entrées?|zugänge|in|deposits?|bij|receipts?|inkomsten|accrediti|entrate|incoming|received|eingehende[rs]?)$/i,
  balance: /^(saldo|balance|solde|kontostand|guthaben|saldi|bestand)$/i,
  quantity:
    /^(anteile?(?!preis|wert)|stück(?!preis|kurs)|stk|shares|quantity|qty|units|menge|nominale?|quantité|qt[ée]|q\.t[àa]|aantal|cantidad|t[íi]tulos|participaciones|quantità|n\. ?quote|anzahl|antal|nombre(?: de (?:titres|parts))?$)/i,
  // and German compounds naming a price last ("Abrechnungspreis", "Rücknahmepreis", "Ausführungskurs"; not an exchange
  // rate, "Devisenkurs", nor a cost basis, "Einstandskurs")
  price:
    /^([a-z]\.)?(kurs|preis|price|prix|prijs|cours|corso|koers|precio|cotizaci[óo]n|prezzo|valore (?:della )?quota|valor liquidativo|valeur liquidative)|^[a-zäöüß]{4,}preis$|^(ausführungs|abrechnungs|ausgabe|rücknahme)kurs$/i,
};

/** A cell naming income beside a debit column ("Income  Outgoing"): the credits. Alone it heads a dividend statement's amounts. */
export const INCOME_BESIDE_DEBIT = /^(income|incomings)$/i;

/** Whole labels of header cells (tables laid out in columns) that name a column outright. */
export const CELL_LABELS: Partial<Record<string, RegExp>> = {
  currency: /^(ccy|currency|curr|cur|währung|devise|divisa|moneda)$/i,
  symbol: /^(symbol|ticker|code valeur|s[íi]mbolo|symbole|symbool)$/i,
  // the units of a crypto asset bought or sold, beside the money it cost ("Crypto amount", "Amount Asset")
  quantity: /^((?:crypto|krypto|coin|asset)[- ]?(?:amount|menge|betrag)|(?:amount|menge|betrag) (?:crypto|krypto|coin|asset)|executed|filled)$/i,
  security: /^(isin|cusip|wkn|security id|valoren)$/i,
  // and a heading naming charges with another cost ("Charges and Interest", "Fees & Commissions"): not the debits
  fees: /^(fees?|charges|commissions?|comm(ission)?\/fees?|(?:charges|fees|commissions?)\s*(?:and|&)\s*(?:interest|fees|charges|commissions?)|gebühr(?:en)?|spesen|frais|kosten|provision|comisi[óo]n|comisiones|gastos|commissioni|spese|courtage|provisie)$/i,
  taxes: /^(tax(?:es?)?|gst|vat|stamp duty|steuern?|impôts?|withholding( tax)?|imposte|impuestos|belasting(en)?|ritenut[ae]|retenci[óo]n)$/i,
  // and a pair of initials, the letters its rows print ("B/S": B or S, "K/V", "A/V")
  activity: /^(type|activity|action|code|transaction type|trans\.? type|art|(?!S\/H)\p{L}\/\p{L})$/iu,
  amount: /^((?:value|amount|net amount|total|net|montant|betrag|bedrag|importe|importo)( \(?(?:[A-Z]{3}|[$€£])\)?)?|wert)$/i,
  // a column of timestamps ("2024-02-05 15:31:02") or of the days orders were executed ("Ausführung"), and of the security's name
  date: /^(time|date\/time|date and time|ausführung|execution|exécution|esecuzione|ejecuci[óo]n|uitvoering)$/i,
  description: /^(name|instrument|security|stock|fund|wertpapier(?:bezeichnung|name)?|titre|titolo|strumento|fondo|fonds|effect)$/i,
};

/** The heading of a net money column beside a gross one ("Importe ... Neto", "Montant brut ... Montant net"). */
export const NET_HEADING = /^(?:net[oa]?|netto|net amount|montant net|importe (?:neto|l[íi]quido)|importo netto|nettobedrag|netto bedrag|l[íi]quido)$/i;

/**
 * The value of a trade, as a trading app's statement heads it beside units and a price ("Cantidad  Precio  Lado
 * Valor  Comisiones"). Alone the word is also a value date ("Fecha valor", Swiss "Valeur") or the security
 * ("Nº Título  Valor  ISIN"), so it heads the money only where no other column does.
 */
export const TRADE_VALUE_CELL = /^(valor|valeur|valore|waarde)$/i;

/**
 * A heading naming the operation alone ("Opération", "Operación"): with "Date" it dates the operation
 * ("Date opération"); beside a booking and a value date of their own it heads the operation's wording.
 */
export const OPERATION_CELL = /^(op[ée]ration|operaci[óo]n|operation)$/i;

/** Words that show a line records a trade in its own right (units and a price), not a cash settlement. */
/** A booking line naming the settlement note of its trade ("Wertpapierabrechnung", "WP-Abrechnung 3627899"): the trade is documented there. */
export const SETTLEMENT_NOTE = /abrechn|settlement|contract note|avis d.op[ée]r[ée]|afrekening|effectennota|liquidaci[óo]n|regolamento|borderel/i;

export const TRADE_DETAILS =
  /(?<!\p{L})(stück|stk\.?|anteile|shares|quantit[ée]|qt[ée]|qty|menge|nominale?|units?|aantal|cantidad|quantità|kurs|cours|price|preis)(?!\p{L})/iu;

/** Whether `description` opens with a transaction word ("Ansparplan 50,00 EUR mit Kursdatum ..."). */
export function startsWithTransactionWord(description: string): boolean {
  return OPENING_RULES.some((re) => {
    re.lastIndex = 0;
    return re.test(description);
  });
}

/**
 * The rules tried at the start of a text only (sticky): a rule's first match opens the text exactly where
 * it matches there, and searching the whole description for words that would not open it cost more.
 */
const OPENING_RULES = TYPE_RULES.map((rule) => new RegExp(rule.pattern.source, `${rule.pattern.flags}y`));

/** The label of the cash a confirmation printed in a statement settled at ("Zahlungsbetrag 270,80 EUR"). */
export const SETTLED_AMOUNT =
  /(?<!\p{L})(zahlungsbetrag|payment amount|montant (?:du )?paiement|betalingsbedrag|importe del pago|importo del pagamento)(?!\p{L})/iu;

/** The phrase a sentence states a tax charged with ("Steuern in Höhe von 0,94 EUR", "taxes in the amount of 3.10"). */
export const STATED_TAX =
  /(?<!\p{L})(?:steuern?|kapitalertragsteuer|taxes|tax|impôts?|belasting|impuestos?|imposte)\b[^\d]{0,40}?(?:in höhe von|in the amount of|of|d'un montant de|ten bedrage van|por importe de|per un importo di)(?!\p{L})/iu;

/** The phrase closing a sentence that states a charge for a year ("12,50 EUR ... wurden für 2019 belastet"); the year is captured. */
export const CHARGED_FOR_YEAR =
  /(?<!\p{L})(?:wurden|wurde|werden|wird)\s+für\s+(\d{4})\s+(?:belastet|berechnet)|(?:was|were|has been|have been)\s+charged\s+for\s+(\d{4})(?!\d)|(?:a|ont) été (?:prélevée?s?|débitée?s?|facturée?s?) (?:pour|au titre de) (?:l'année )?(\d{4})(?!\d)|(?:is|zijn|werd|werden) (?:voor|over) (\d{4}) (?:in rekening gebracht|afgeschreven|gedebiteerd)/iu;

/** Titles of sections that are not activity (holdings, accruals, reference data): their tables are skipped. */
export const NON_ACTIVITY_SECTION =
  /^(zinsstaffel|staffelrechnung|interest calculation|open positions|positions|holdings|portfolio(?=\s*$)|change in dividend accruals|dividend accruals|accruals|financial instrument information|base currency exchange rate|depotbestand|bestandsübersicht|vermögensübersicht|depotübersicht|positions ouvertes|portefeuille)\b/i;

/** Titles of transactions not yet booked ("Pending Settlements", "Vorgemerkte Umsätze"): none of their lines is a booking of the period. */
export const PENDING_SECTION = /^(pending settlements?|pending transactions|vorgemerkte (?:umsätze|buchungen)|opérations en cours)(?!\p{L})/iu;

/** Where a line states the units it moved: "STK 31", "200,00000 STK", "QUANTITE : +7", "12 shares". */
export const QUANTITY = [
  // (and the Italian abbreviations of a purchase and a sale before their units: "Acq 300 ENEL Prz 6,7065")
  /(?<!\p{L})(?:stk\.?|stück|quantit[ée]|qt[ée]|quantity|qty|anzahl|aantal|nominale?|cantidad|quantit[àa]|acq\.?|ven\.?)\s*:?\s*([+-]?\d[\d.,']*)/iu,
  /([+-]?\d[\d.,']*)\s*(?:stk\.?|stück|anteile|shares|units|parts|titres|actions|t[íi]tulos|acciones|participaciones|titoli|azioni|quote|aandelen|stukken)(?!\p{L})/iu,
];

/**
 * A word that names the number after it as a reference ("in Depotposition 4444444.45", "Ref. Nr. 123",
 * "Konto 12345"): that number identifies a position, booking or account, it counts no units.
 */
export const REFERENCE_LABEL_BEFORE =
  /(?<!\p{L})(?:\p{L}*position|positie|posizione|posici[oó]n|nr|no|n[°o]|nummer|number|num[eé]ro|nummero|n[uú]mero|ref|referen\p{L}*|r[ée]f[ée]rence|konto|account|compte|rekening|conto|cuenta|depot)\.?\s*:?\s*$/iu;

/** A conversion between the currencies of one account ("Währungsumtausch EUR -0.20"): money changes form, not hands. */
export const CURRENCY_EXCHANGE =
  /(?<!\p{L})(währungsumtausch|währungswechsel|devisentausch|currency (?:conversion|exchange)|fx (?:conversion|exchange)|(?:change|conversion) de devises|valutawissel|cambio (?:de )?divisas?)(?!\p{L})/iu;

/** A change in what is accrued ("Dividend Accruals Reduction"): an entry of the books, not a movement of cash or units. */
export const ACCRUAL = /(?<!\p{L})(accruals?|accrual reversal)(?!\p{L})/iu;

/** Titles of calculations listed by date (an interest calculation's daily balances): none of their lines is a booking. */
export const CALCULATION_SECTION =
  /^(zinsstaffel|staffelrechnung|interest calculation|calcul des intérêts|renteberekening|c[áa]lculo de intereses|calcolo (degli )?interessi)\b/i;

/** The column header of an interest scale ("Value Date Days Limit in EUR Rate %"): balances by days at a rate, not bookings. */
export const INTEREST_SCALE_HEADER = [
  /(?<!\p{L})(days|tage|jours|dagen|giorni|d[ií]as)(?!\p{L})/iu,
  /(?<!\p{L})(rate|zinssatz|taux|tasso|rentevoet|tipo)(?!\p{L})/iu,
];

/**
 * The periodic closing of an account ("Abschluss", "Rechnungsabschluss", a booking named "Abrechnung"
 * and its date alone, or its value date: "Abrechnung 30.12.2024 / Wert: 01.01.2025"): it books interest or charges, whichever its lines name.
 */
export const ACCOUNT_CLOSING = /(?<!\p{L})(rechnungs|konto)?abschluss(?!\p{L})(?!\s+(eines|einer|des))|^abrechnung(?:\s*\/\s*(?:wert|valuta)\s*:?)?$/iu;

/** A booking that closes the account's charges or interest, compounds too ("Entgeltabrechnung", "Rechnungsabschluss"); not a trade's settlement. */
export const CLOSING_BOOKING = /(?<!wertpapier|effekten)(?:abrechnung|abschluss)(?!\s+(?:eines|einer|des))/iu;

/** A closing word before a figure: the day it closes where a date follows ("Abrechnung 30.06.2015", "Rechnungsabschluss per 31.12."). */
export const DATED_CLOSING = /(?:abrechnung|abschluss)[ \t]+(?:(?:per|zum|am)[ \t]+)?(?=\d)/iu;

/**
 * A closing itemised in a statement's attachment, on a line of its own: its day and figure ("Abrechnung 30.04.2018
 * 4,40-", "Abrechnung 30.09.2008   0,15S").
 */
export const ITEMISED_CLOSING = /^[ \t]*(?:abrechnung|rechnungsabschluss|abschluss)[ \t]+(?:(?:per|zum|am)[ \t]+)?(?<rest>\d.*)$/gimu;

/**
 * The kind a booking's words name: the first rule whose words its text prints. Remembered per document:
 * an entry's description, activity cell and the lines below it are asked again by the readers of its row.
 */
export const typeFromText = perDocument((text: string): TransactionType | null => TYPE_RULES.find((r) => r.pattern.test(text))?.type ?? null);

const firstRuleOf = (type: TransactionType) => TYPE_RULES.find((r) => r.type === type)!.pattern;
/** The words of one kind, as its first rule matches them. */
export const DISTRIBUTION_WORDS = firstRuleOf('Dividend');
export const SALE_WORDS = firstRuleOf('Sell');
const lastRuleOf = (type: TransactionType) => TYPE_RULES.filter((r) => r.type === type).pop()!.pattern;
/** The general words of a purchase (its last rule: "Kauf", "Buy", "Achat"...), of a charge (Gebühr, fee, frais...) and of a tax. */
export const PURCHASE_WORDS = lastRuleOf('Buy');
export const CHARGE_WORDS = lastRuleOf('Fee');
export const TAX_WORDS = lastRuleOf('Tax');
/** What units were sold for, before the charge they paid ("Verkauf zur Belastung Depotentgelt", "sale to pay the custody fee"). */
export const TO_PAY_A_CHARGE =
  /(?<!\p{L})(?:zur (?:Belastung|Deckung|Begleichung|Zahlung)|to (?:pay|cover)|for (?:the )?payment of|pour (?:le )?(?:paiement|règlement)|para (?:el )?pago|per (?:il )?pagamento|ter (?:betaling|voldoening))(?!\p{L})/iu;

/** The rules of payments in and out of the account. */
export const CASH_RULES = TYPE_RULES.filter((r) => r.type === 'Deposit' || r.type === 'Withdrawal');

/** The tax word a line ends with, a currency code aside ("... per Share - Tax USD"); "Dividend tax: 6.76" labels a part instead. */
export const TAX_LAST = new RegExp(
  `(?<!\\p{L})(${TAX_WORDS.source})\\p{L}*(?![\\p{L}\\s]*:)([^\\p{L}\\d:]+[A-Z]{3})?[^\\p{L}\\d:]*$`,
  'u' + TAX_WORDS.flags.replace('u', ''),
);

/** A total of what is held, not of cash (a balance restating a lone booking is not one). */
export const HOLDING_TOTAL =
  /^\P{L}*(gesamt)?bestand|^\P{L}*total (holdings?|positions?)|^\P{L}*(valeur totale du portefeuille|totale posizioni|totaal posities)/iu;

/** The English word of a dividend, whose tax a US broker books on the line after it. */
export const DIVIDEND_WORD = /(?<!\p{L})dividends?(?!\p{L})/iu;

/** A line opening with a price heading's word ("Kurs 32,263000  KURSWERT -806,58 EUR"): the price a trade was dealt at. */
export const PRICE_LINE = new RegExp(`^(${HEADER_WORDS.price.source.replace(/^\^/, '')})(?!\\p{L})`, 'iu');
