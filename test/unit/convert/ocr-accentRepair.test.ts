import { repairAccents } from '../../../server/convert/ocr/accentRepair';

describe('repairAccents', () => {
  it.each([
    ['Comisién', 'spa', 'Comisión'],
    ['Comision', 'spa', 'Comisión'],
    ['COMISIÖN', 'spa', 'COMISIÓN'],
    ['(Operacion)', 'spa', '(Operación)'],
    ['Relevé', 'fra', 'Relevé'],
    ['Releve', 'fra', 'Relevé'],
    ['Gebuhr', 'deu', 'Gebühr'],
    ['Gescháftstag', 'deu', 'Geschäftstag'],
    ['Anlagelôsung', 'deu', 'Anlagelösung'],
    ['SOLIDARITÀT', 'deu', 'SOLIDARITÄT'],
    ['Ausfiihrung:', 'deu', 'Ausführung:'],
    ['fiir', 'deu', 'für'],
    ['fir', 'deu', 'für'],
    ['Stick', 'deu', 'Stück'],
  ])('gives %s on a page in %s its printed accents: %s', (read, language, printed) => {
    expect(repairAccents(read, language)).toBe(printed);
  });

  it.each([
    ['Periodo', 'ita', 'the Italian word is written without accent (Spanish período)'],
    ['Credit', 'eng', 'English'],
    ['Comision', undefined, 'the page language is unknown'],
    ['Garcia', 'spa', 'a name'],
    ['Comisiones2024', 'spa', 'not a word alone'],
    ['à', 'deu', 'German "10 Stück à 5,00"'],
    ['Côte', 'fra', 'a French word'],
    ['XIII', 'deu', 'capitals: no ü read as ii'],
    ['fir', 'eng', 'not a German page'],
  ])('keeps %s (%s): %s', (read, language) => {
    expect(repairAccents(read, language)).toBe(read);
  });
});
