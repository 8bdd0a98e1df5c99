import { TransactionType } from '../../columns';

/**
 * Words that name the kind of a transaction, per language, as regular-expression sources matched
 * case-insensitively and only as whole words (a letter may not touch either end; write compounds
 * out). Order matters inside one line: the first entry that matches wins, so more specific
 * phrases ("Verkauf", "Steuererstattung") stand before the words they contain.
 * Weak words (entries of weak(...)) also occur in other kinds of documents ("Gutschrift",
 * "Ertrag"): they decide only where no strong word does.
 * Overriding words (entries of overriding(...)) name the document's part rather than the event
 * ("Ertragsgutschrift (Steuerbeilage)" is the tax notice of a distribution): they win within a line.
 * Used by the single-document parser for a document's title and by the table parser for an
 * activity's description. Extend freely: this file is data.
 */
export type TypeKeyword = { type: TransactionType; pattern: string; weak?: boolean; overrides?: boolean };

export const TYPE_KEYWORDS: TypeKeyword[] = [
  // Refunds and reversals before the plain tax and fee words they contain.
  ...words('Tax Refund', [
    'Steuererstattung', 'Steuerausgleich(?:s(?:rechnung|buchung))?\\s+(?:Erstattung|Gutschrift)', 'Erstattung\\s+(?:von\\s+)?(?:Kapitalertragsteuer|Quellensteuer|Steuern?)',
    'Gutschrift aus Verlustausgleich', 'Verlustverrechnung', 'Steuergutschrift', 'Tax refund', 'Withholding tax refund',
    'Remboursement d.imp[ôo]ts?', 'Belastingteruggave', 'Devoluci[óo]n de impuestos', 'Rimborso (?:imposte|tasse)',
  ]),
  ...words('Fee Refund', ['Gebührenerstattung', 'Rückvergütung', 'Fee refund', 'Remboursement de frais']),
  ...words('Sell', [
    'Verkauf', 'Verkäufe', 'Wertpapierverkauf', 'Teilverkauf', 'Gesamtverkauf', 'Teilrückzahlung', 'Teilliquidation', 'Liquidation', 'Verkauf aus Kapitalmaßnahme', 'Fondsverkauf', 'Verkaufen', 'verkauft', 'Rücknahmen?', 'Tilgung', 'Rückzahlung', 'Gesamtkündigung', 'Kündigung', 'Laufzeitende', 'Knock[- ]?Out', 'Barabfindung', 'Fälligkeit', 'Endfälligkeit', 'Einlösung',
    'Sell', 'Sold', 'Sale', 'Redemption', 'Repayment', 'Vente', 'Cession', 'Rachat', 'Reprise', 'Remboursement', 'Verkoop', 'Verkopen', 'Verkocht', 'Venta', 'Vendido', 'Reembolso', 'Vendita', 'Salg', 'Solgt', 'Prodej', 'Sprzedaż',
  ]),
  ...words('Buy', [
    'Kauf', 'Käufe', 'Wertpapierkauf', 'Kaufen', 'Splitkauf', 'Splittkauf', 'Sparplan(?:ausführung|kauf)?', 'Fondskauf', 'Zeichnung(?:en)?', 'gezeichnet', 'gekauft', 'Ausgabe', 'Bezug', 'Investition',
    'Buy', 'Bought', 'Purchase', 'Purchased', 'Subscription', 'Savings plan', 'Savingsplan', 'Achat', 'Souscription', 'Aankoop', 'Koop', 'Kopen', 'Gekocht', 'Compra', 'Suscripci[óo]n', 'Acquisto', 'Sottoscrizione',
    // savings plans, each language's own name for them
    'Investissement programm[ée]', 'Plan d.[ée]pargne', 'Plan de inversi[óo]n', 'Piano di accumulo', 'Piano d.(?:investimento|accumulo)', 'Beleggingsplan', 'Spaarplan', 'Køb', 'Købt', 'Nákup', 'Kupno',
  ]),
  ...words('Tax', [
    // A tax equalisation recomputes the taxes of a trade it names ("Folgendes Geschäft wurde neu berechnet: … Verkauf"): a tax event.
    'Steuerausgleichsrechnung',
    'Vorabpauschale', 'Preliminary lump sum', 'Steuerbelastung', 'Steuerabbuchung', 'Steuerbuchung', 'Steuerkorrektur', 'Nachbelastung', 'Steuerausgleich', 'Steuerabrechnung', 'Steuermitteilung', 'Steuerbehandlung',
  ]),
  ...overriding('Tax', ['Steuerliche Behandlung', 'Steuerbeilage', 'Steuermitteilung', 'Steueranteil']),
  ...weak('Tax', ['Tax', 'Withholding', 'Imp[ôo]t', 'Taxe', 'Belasting', 'Impuesto', 'Retenci[óo]n', 'Imposta']),
  ...words('Dividend', [
    'Kapitalrückzahlung', 'Stockdividende', 'Aktiendividende', 'Dividendengutschrift', 'Dividendenabrechnung', 'Dividende', 'Dividenden', 'Dividendenzahlung', 'Ertragsgutschrift', 'Ertragsabrechnung', 'Ausschüttungsanzeige', 'Kupongutschrift', 'Ertragsmitteilung', 'Ertragsausschüttung', 'Ertragsthesaurierung', 'Ausschüttung', 'Barausschüttung', 'Bardividende', 'Erträgnisgutschrift', 'Investmenterträgen?', 'Wertpapier-?[Ee]rträgen?',
    'Dividend', 'Dividends', 'Distribution', 'Cash dividend', 'Dividende', 'Coupon', 'Dividendo', 'Dividendos', 'Cedola', 'Udbytte', 'Dividenda',
  ]),
  ...weak('Dividend', ['Ertrag', 'Erträge', 'Thesaurierung', 'Kapitalgewinn', 'Revenus?']),
  ...words('Interest', [
    'Zinsgutschrift', 'Zinsabrechnung', 'Zinszahlung', 'Zinsen(?!/Dividende)', 'Zinsertrag', 'Habenzinsen', 'Verzinsung', 'Kupon', 'Zins',
    'Interest', 'Int[ée]r[êe]ts?', 'Intereses', 'Interessi', 'Renter', 'Úroky?',
  ]),
  ...words('Fee', ['Depotgebühr', 'Depotführungspreis', 'Depotgebühren', 'Verwahrentgelt', 'Verwaltungsgebühren?', 'Gebührenabrechnung', 'Entgeltabrechnung', 'Depotentgelt', 'Verwaltungsentgelt', 'Vermögensverwaltungsentgelt', 'Custody fee', 'Droits de garde']),
  // German compounds name their kind last ("Registrierungsgebühr", "Portogebühren").
  ...weak('Fee', ['\\p{L}{3,}gebühr(?:en)?', 'Gebühr', 'Gebühren', 'Entgelt', 'Kosten', 'Rechnung', 'Invoice', 'Facture', 'Fee', 'Fees', 'Frais', 'Comisi[óo]n', 'Commissione', 'Gebyr', 'Poplatek']),
  ...words('Transfer In', ['Umtausch Eingang', 'Depotbuchung\\s*-?\\s*Gutschrift', 'Einbuchung', 'Bestandseinbuchung', 'Depoteingang', 'Übertrag(?:ung)? eingehend', 'Wertpapiereingang', 'Einlieferung', 'Freier? Erhalt', 'in Ihr Depot ein(?:gebucht)?', 'Transfer in', 'Inbound transfer', 'Entrée de titres', 'Transfert entrant']),
  ...weak('Transfer In', ['Eingang']),
  ...words('Transfer Out', ['Umtausch Ausgang', 'Depotbuchung\\s*-?\\s*Belastung', 'Ausbuchung', 'Depotausgang', 'Bestandsausbuchung', 'Auslieferung', 'Freie Lieferung', 'Übertrag(?:ung)? ausgehend', 'Wertpapierausgang', 'aus Ihrem Depot aus(?:gebucht)?', 'Transfer out', 'Outbound transfer', 'Sortie de titres', 'Transfert sortant']),
  ...weak('Transfer Out', ['Ausgang', 'Fusion', 'Umtausch', 'Spitzenregulierung', 'Split']),
  ...words('Deposit', ['Einzahlung', 'Willkommensbonus', 'Welcome bonus', 'Überweisung eingehend', 'Deposit', 'Versement', 'Storting', 'Ingreso', 'Versamento', 'Indbetaling', 'Vklad']),
  ...weak('Deposit', ['Gutschrift', 'Dep[óo]sito']),
  ...weak('Tax Refund', ['Erstattung']),
  ...weak('Withdrawal', ['Auszahlung']),
  ...words('Withdrawal', ['Withdrawal', 'Retrait', 'Opname', 'Reintegro', 'Retirada', 'Prelievo', 'Udbetaling', 'Výběr']),
];

/**
 * Titles of a securities settlement that name no direction ("Wertpapierabrechnung Saveback",
 * "Securities settlement", "Regolamento titoli"): the cash booked tells a purchase from a sale.
 */
export const TRADE_TITLES = [
  'Wertpapierabrechnung', 'Effektenabrechnung', 'Securities settlement', 'Trade confirmation', 'Contract note', 'R[èe]glement (?:de )?titres', "Avis d.op[ée]r[ée]",
  'Effectenafrekening', 'Effectennota', 'Liquidaci[óo]n de valores', 'Regolamento (?:dei )?titoli',
];

function overriding(type: TransactionType, patterns: string[]): TypeKeyword[] {
  return patterns.map((pattern) => ({ type, pattern, overrides: true }));
}

function weak(type: TransactionType, patterns: string[]): TypeKeyword[] {
  return patterns.map((pattern) => ({ type, pattern, weak: true }));
}

function words(type: TransactionType, patterns: string[]): TypeKeyword[] {
  return patterns.map((pattern) => ({ type, pattern }));
}
