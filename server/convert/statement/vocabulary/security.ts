/**
 * Labels around the security of a transaction document, per language, as regular-expression
 * sources matched case-insensitively as whole words, in order of preference. This file is data.
 */
export const SECURITY_LABELS = {
  /** The security's name where a document prints it after a label of its own ("Wertpapier  BASF SE"). */
  name: [
    'Wertpapierbezeichnung',
    'Wertpapiername',
    'Gattungsbezeichnung',
    'Wertpapier',
    'Gattung',
    'Security name',
    'Security description',
    'Security',
    'Libellé de la valeur',
    'Désignation',
    'Valeur',
    'Titre',
    'Effect(?:naam)?',
    'Fondsnaam',
    'Fonds',
    'Nombre del valor',
    'Valor',
    'Denominazione',
    'Titolo',
    'Strumento',
  ],
  /** Words that name an identifier printed after them ("Code ISIN FR0000120271"): no part of a security's name. */
  identifier: [
    'Code ISIN',
    'ISIN(?:-?Code)?',
    'WKN',
    'CUSIP',
    'SEDOL',
    'Valoren-?(?:nummer|nr\\.?)',
    'Wertpapierkennnummer',
    'Security ID',
    'Code valeur',
    'Codice ISIN',
    'C[óo]digo ISIN',
  ],
  /** A CUSIP (nine characters, US and Canadian securities) is taken only after its label: bare, it looks like any reference. */
  cusip: ['CUSIP(?: (?:number|no\\.?))?'],
  /** The ticker symbol. */
  symbol: ['Symbol', 'Ticker(?: symbol)?', 'Tickersymbol', 'Börsenkürzel', 'Kürzel', 'Mnémonique', 'Símbolo', 'Simbolo'],
};
