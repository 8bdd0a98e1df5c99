import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Testbank AG', account_number: '1234567', statement_period: '2022-01-01 to 2022-06-30' };
const read = (text: string) => parseActivityTables(linesFromText(text), header).map((r) => ({ type: r.type, date: r.date, security_id: r.security_id }));

// a savings plan's statement names its one fund above the table and lists the purchases without repeating it
const plan = (securities: string) => `
Halbjahresabrechnung Sparplan
Wertpapierbezeichnung ISIN
${securities}
Umsatzart Sparrate in Ordernummer Preis je Stück Devise Anteilsumsatz Schlusstag Valuta
EUR in EUR in Stück
Kauf 50,00 111222/33.00 25,0000 1,0000 2,0000 03.01.2022 05.01.2022
Kauf 50,00 111223/34.00 20,0000 1,0000 2,5000 03.02.2022 07.02.2022
`;

describe('the one security a table document names above its bookings', () => {
  it('is the security of its trades that name none of their own', () => {
    expect(read(plan('MUSTER WELT AKTIENFONDS  DE0008474503'))).toEqual([
      { type: 'Buy', date: '2022-01-03', security_id: 'DE0008474503' },
      { type: 'Buy', date: '2022-02-03', security_id: 'DE0008474503' },
    ]);
  });

  it('is not guessed where the document names several', () => {
    expect(read(plan('MUSTER WELT AKTIENFONDS  DE0008474503\nMUSTER RENTENFONDS  LU0635178014'))).toEqual([
      { type: 'Buy', date: '2022-01-03', security_id: '' },
      { type: 'Buy', date: '2022-02-03', security_id: '' },
    ]);
  });
});
