/**
 * Titles of a statement of the positions held (their count, price and value), in each language: no
 * transaction of its own. A document so titled is a statement; a table under such a title holds no activity.
 */
export const HOLDINGS_TITLES = [
  'Vermögensaufstellung',
  'Depotübersicht',
  'Bestandsübersicht',
  'Portfolio (?:valuation|overview|summary)',
  'Valuation (?:statement|report)',
  'Statement of holdings',
  'Relevé (?:de|du) portefeuille',
  'Relevé de (?:titres|positions)',
  'Posici[óo]n (?:global|de valores)',
  'Estado de (?:la )?cartera',
  'Estratto (?:conto )?titoli',
  'Situazione (?:del )?portafoglio',
  'Portefeuilleoverzicht',
  'Effectenoverzicht',
];

/** A word naming a later document before a statement's name ("… erst mit dem folgenden Kontoauszug ausgewiesen"): not this one's title. */
export const LATER_DOCUMENT = /(?<!\p{L})(?:folgenden|nächsten|next|following|prochain|suivant|próximo|siguiente|prossimo|successivo|volgende)\s+$/iu;

/** "Continued: Page 2/2", "Fortsetzung: Seite 2/3", "Suite page 2": a page that goes on with the document before it, in each language. */
export const CONTINUED_PAGE =
  /^\s*(?:continued|cont'd|fortsetzung|suite|vervolg|continuaci[óo]n|continua|segue)\b[:\s]*(?:(?:auf|on|de la|from)\s+)?(?:page|seite|p[áa]gina|blad|feuillet|foglio)\s*\d/iu;

/**
 * Titles that name a document as an account statement (many transactions in activity tables)
 * rather than a confirmation or notice of one transaction. Regular-expression sources, matched
 * case-insensitively as whole words. This file is data.
 */
export const STATEMENT_TITLES = [
  'Kontoauszug',
  'Tageskontoauszug',
  'Tagesauszug',
  'Depotauszug',
  'Konto- und Depotauszug',
  'Kontoübersicht',
  'Umsatzübersicht',
  'Umsatzabrechnung',
  'Umsatzliste',
  'Umsatzanzeige',
  'Kontobewegungen',
  'Buchungsübersicht',
  'Finanzreport',
  'Aktivitätsauszug',
  'Rechnungsabschluss',
  'Transaktionsübersicht',
  // a transaction history in each language ("Transaction history", "Historique des transactions" below)
  'Transaktionshistorie',
  'Historial de (?:transacciones|operaciones|movimientos)',
  'Storico (?:movimenti|transazioni|operazioni)',
  'Transactiegeschiedenis',
  'Vermögensübersicht',
  'Jahresauszug',
  'Quartalsauszug',
  'Monatsauszug',
  'Kontoabschluss',
  'Abrechnungszeitraum',
  '(?:Account|Activity|Monthly|Quarterly|Annual|Brokerage|Transaction|Cash) statement',
  // a savings or deposit product's statement ("High Interest Savings - Statement", "Everyday Saver statement")
  '(?:Saver|Savings|Deposit account|Savings account|Current account)\\s*-?\\s*statement',
  'Statement of (?:account|activity)',
  'Account activity',
  'Transaction history',
  'Activity report',
  'Relevé (?:de compte|d.opérations|mensuel|trimestriel|annuel)',
  'Relevé des opérations',
  'Historique des (?:opérations|transactions)',
  'Extrait de compte',
  'Rekeningafschrift',
  'Rekeninguittreksel',
  'Rekeningoverzicht',
  'Dagafschrift',
  'Transactieoverzicht',
  'Extracto(?: de cuenta)?',
  'Estado de cuenta',
  'Movimientos de (?:la )?cuenta',
  'Estratto conto',
  'Lista movimenti',
  'Movimenti (?:del )?conto',
  'Kontoudtog',
  'Výpis',
  // a portfolio's statement lists its positions, and often what moved them: a statement, not a holdings title
  'Portfolio statement',
  ...HOLDINGS_TITLES,
];
