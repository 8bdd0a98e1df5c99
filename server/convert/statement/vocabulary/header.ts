/**
 * Labels of the header fields of a statement or confirmation, per language, as regular-expression
 * sources matched case-insensitively. This file is data.
 */
export const HEADER_LABELS = {
  accountNumber: [
    'Depot-?(?:nummer|nr\\.?)',
    'Depot Nr\\.?',
    'Direkt-Depot Nr\\.?',
    'Konto-?(?:nummer|nr\\.?)',
    'Konto Nr\\.?',
    'Kontonr\\.?',
    'Stammnr\\.?',
    'Kunden-?(?:nummer|nr\\.?)',
    'Kunde',
    'Account (?:number|no\\.?|#)',
    'Account',
    'A/C(?: No\\.?)?',
    'Client (?:number|ID)',
    'Customer (?:number|ID)',
    'N° de compte',
    'Numéro de compte',
    'Compte-titres(?: n°)?',
    'Compte(?: n°| N°)?',
    'Rekeningnummer',
    'Rekening',
    'N[úu]mero de cuenta',
    'Cuenta',
    'Numero (?:di )?conto',
    'Conto',
    'Kontonummer',
    'Depotnummer',
    'Číslo účtu',
  ],
  /** Words that join the two dates of a period: "vom 01.01. bis 31.03.", "from … to …". */
  periodJoin: ['bis', 'to', 'through', 'until', '-', '–', '—', 'au', 'à', 't/m', 'tot', 'al', 'a', 'hasta', 'til'],
  periodLabel: [
    'Zeitraum',
    'Abrechnungszeitraum',
    'Berichtszeitraum',
    'Auszugszeitraum',
    'Kontoauszug vom',
    'vom',
    'Periode',
    'Statement period',
    'Period',
    'for the period',
    'from',
    'Période(?: du)?',
    'du',
    'Periode van',
    'van',
    'Per[íi]odo(?: del)?',
    'del',
    'dal',
  ],
};

/**
 * Words that mark a company name in a letterhead: the broker is the first such name. Legal forms
 * and banking words count also in a name printed in capitals ("… STOCKBROKERS LTD").
 */
export const COMPANY_MARKERS = {
  legalForms: [
    'Bank',
    'Bankhaus',
    'Banque',
    'Banca',
    'Banco',
    'Sparkasse',
    'Volksbank',
    'AG',
    'GmbH',
    'SE',
    'S\\.A\\.',
    'SA',
    'N\\.V\\.',
    'NV',
    'B\\.V\\.',
    'Ltd\\.?',
    'Limited',
    'Inc\\.?',
    'LLC',
    'plc',
    'PLC',
    'S\\.p\\.A\\.',
    'SpA',
    'A/S',
    'AB',
    'KGaA',
  ],
  /** Only as written in a name's own case: in capitals these words also head sections ("TRADING ACTIVITY"). */
  businessWords: ['Securities', 'Brokers?', 'Capital', 'Invest(?:ment)?s?', 'Trading'],
};
