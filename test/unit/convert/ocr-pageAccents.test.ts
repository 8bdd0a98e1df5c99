import { agreeOnAccents } from '../../../server/convert/ocr/pageAccents';

describe('agreeOnAccents', () => {
  it('gives a word read without accents the accents the same page read it with', () => {
    expect(agreeOnAccents(['Ana', 'García', 'Ana', 'Garcia', 'GARCIA', '(Garcia)'])).toEqual(['Ana', 'García', 'Ana', 'García', 'GARCÍA', '(García)']);
  });

  it('takes the accented reading read most often', () => {
    expect(agreeOnAccents(['Lumière', 'Lumiere', 'Lumiére', 'Lumière'])).toEqual(['Lumière', 'Lumière', 'Lumiére', 'Lumière']);
  });

  it.each([
    [['Garcia', 'Garcia'], 'no accented reading on the page'],
    [['está', 'esta'], 'a short word: often another word (está / esta)'],
    [['García', 'Garcias'], 'other letters'],
    [['García', 'Garcia1'], 'not a word alone'],
  ])('keeps %j: %s', (texts) => {
    expect(agreeOnAccents(texts)).toEqual(texts);
  });
});
