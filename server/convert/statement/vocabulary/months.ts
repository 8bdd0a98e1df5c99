/**
 * Month names and their common abbreviations per language, lower case, without the trailing dot.
 * Index 0 is January. Add a language by adding a line; dates.ts reads nothing else.
 */
export const MONTH_NAMES: Record<string, string[][]> = {
  en: [['january', 'jan'], ['february', 'feb'], ['march', 'mar'], ['april', 'apr'], ['may'], ['june', 'jun'], ['july', 'jul'], ['august', 'aug'], ['september', 'sep', 'sept'], ['october', 'oct'], ['november', 'nov'], ['december', 'dec']],
  de: [['januar', 'jänner', 'jan', 'jän'], ['februar', 'feber', 'feb'], ['märz', 'maerz', 'mär', 'mrz'], ['april', 'apr'], ['mai'], ['juni', 'jun'], ['juli', 'jul'], ['august', 'aug'], ['september', 'sep', 'sept'], ['oktober', 'okt'], ['november', 'nov'], ['dezember', 'dez']],
  fr: [['janvier', 'janv'], ['février', 'fevrier', 'févr', 'fevr', 'fév'], ['mars'], ['avril', 'avr'], ['mai'], ['juin'], ['juillet', 'juil'], ['août', 'aout'], ['septembre'], ['octobre'], ['novembre'], ['décembre', 'decembre', 'déc']],
  nl: [['januari'], ['februari'], ['maart', 'mrt'], ['april'], ['mei'], ['juni'], ['juli'], ['augustus'], ['september'], ['oktober'], ['november'], ['december']],
  es: [['enero', 'ene'], ['febrero'], ['marzo'], ['abril', 'abr'], ['mayo'], ['junio'], ['julio'], ['agosto', 'ago'], ['septiembre', 'setiembre', 'set'], ['octubre'], ['noviembre'], ['diciembre', 'dic']],
  it: [['gennaio', 'gen'], ['febbraio'], ['marzo'], ['aprile'], ['maggio', 'mag'], ['giugno', 'giu'], ['luglio', 'lug'], ['agosto'], ['settembre'], ['ottobre', 'ott'], ['novembre'], ['dicembre']],
  da: [['januar'], ['februar'], ['marts'], ['april'], ['maj'], ['juni'], ['juli'], ['august'], ['september'], ['oktober'], ['november'], ['december']],
  cs: [['leden', 'ledna'], ['únor', 'února'], ['březen', 'března'], ['duben', 'dubna'], ['květen', 'května'], ['červen', 'června'], ['červenec', 'července'], ['srpen', 'srpna'], ['září'], ['říjen', 'října'], ['listopad', 'listopadu'], ['prosinec', 'prosince']],
};

/**
 * Words that put a date in a sentence ("Exécution de l'investissement programmé le 17/01/2022",
 * "Esecuzione Saveback del 03.02.2025", "Compra el día 01.12.2022"): a label's sentence ends with one
 * of them right before its date.
 */
export const DATE_PREPOSITIONS = ['am', 'vom', 'on', 'le', 'du', 'del', 'dal', 'il', 'el(?: d[íi]a)?', 'op', 'van', 'den'];
