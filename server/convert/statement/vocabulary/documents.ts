/**
 * Titles that name a document as an account statement (many transactions in activity tables)
 * rather than a confirmation or notice of one transaction. Regular-expression sources, matched
 * case-insensitively as whole words. This file is data.
 */
export const STATEMENT_TITLES = [
  'Kontoauszug', 'Tageskontoauszug', 'Tagesauszug', 'Depotauszug', 'Konto- und Depotauszug', 'Kontoübersicht', 'Umsatzübersicht', 'Umsatzabrechnung', 'Umsatzliste', 'Umsatzanzeige', 'Kontobewegungen', 'Buchungsübersicht', 'Finanzreport', 'Aktivitätsauszug',
  'Rechnungsabschluss', 'Transaktionsübersicht', 'Vermögensübersicht', 'Jahresauszug', 'Quartalsauszug', 'Monatsauszug', 'Kontoabschluss', 'Abrechnungszeitraum',
  '(?:Account|Activity|Monthly|Quarterly|Annual|Brokerage|Transaction|Cash) statement', 'Statement of (?:account|activity)', 'Account activity', 'Transaction history', 'Activity report',
  'Relevé (?:de compte|d.opérations|mensuel|trimestriel|annuel)', 'Extrait de compte', 'Rekeningafschrift', 'Rekeninguittreksel', 'Rekeningoverzicht', 'Dagafschrift', 'Extracto(?: de cuenta)?', 'Estado de cuenta', 'Estratto conto', 'Kontoudtog', 'Výpis',
];

