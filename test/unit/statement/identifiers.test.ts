import { findIsins } from '../../../server/convert/statement/identifiers';

describe('ISINs printed in a text', () => {
  it('are identifiers whose check digit holds, not a printout field name assigned a value', () => {
    expect(findIsins('ADRESSZEILE4=54321 Musterhausen')).toEqual([]);
    expect(findIsins('DWS Deutschland Inhaber-Anteile LC  DE0008490962')).toEqual([{ isin: 'DE0008490962', index: 36 }]);
    expect(findIsins('Petroleo Brasileiro S.A. Pfd BRPETRACNPR6')).toEqual([{ isin: 'BRPETRACNPR6', index: 29 }]);
  });
});
