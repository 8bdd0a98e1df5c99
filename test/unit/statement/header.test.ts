import { linesFromText } from '../../../server/convert/layout/fromText';
import { documentContext } from '../../../server/convert/statement/context';
import { parseHeader } from '../../../server/convert/statement/header';

function header(text: string) {
  const lines = linesFromText(text);
  return parseHeader(lines, documentContext(lines));
}

describe('parseHeader', () => {
  it('finds broker, account number and period wherever they are printed', () => {
    const h = header(`
Musterbank AG  •  Hauptstraße 1  •  10115 Berlin
Herrn Max Mustermann                         Depotnummer: 1234 5678 90
                                             Kontoauszug vom 01.01.2024 bis 31.03.2024
`);
    expect(h).toEqual({ broker: 'Musterbank AG', account_number: '1234 5678 90', statement_period: '2024-01-01 to 2024-03-31' });
  });

  it('reads English labels and keeps masked account digits', () => {
    const h = header(`
Example Securities Ltd
Account number: ****4821
Statement period: 1 Jan 2024 - 31 Mar 2024
`);
    expect(h.account_number).toBe('****4821');
    expect(h.statement_period).toBe('2024-01-01 to 2024-03-31');
    expect(h.broker).toBe('Example Securities Ltd');
  });

  it('reads a period whose label ends the line above it', () => {
    const h = header(`
DIESER KONTOAUSZUG UMFASST DIE UMSÄTZE VOM
03.01.2017 BIS 02.01.2018
24,12 ALTER SALDO GEM. KONTOAUSZUG VOM 02.01.2017
`);
    expect(h.statement_period).toBe('2017-01-03 to 2018-01-02');
    // a period's two dates under a line that labels something else are no statement period
    expect(header('Zinsstaffel\n01.01.2017 bis 31.03.2017').statement_period).toBe('');
  });

  it('leaves fields empty when the document does not print them', () => {
    expect(header('Dividend notice\nNet amount 12.00 USD')).toEqual({ broker: '', account_number: '', statement_period: '' });
  });
});

describe('the statement period among several labelled periods', () => {
  it('is the one ending last, not a closing inside the statement', () => {
    const text = `
Kontoauszug Nr. 8/2022
Bu-Tag Wert Vorgang
05.08. 31.07. Storno Abschluss 3,59 S
Abschluss vom 01.07.2022 bis 31.07.2022
31.08. 31.08. Abschluss 3,82 H
Abschluss vom 01.08.2022 bis 31.08.2022
`;
    const lines = linesFromText(text);
    expect(parseHeader(lines, documentContext(lines)).statement_period).toBe('2022-08-01 to 2022-08-31');
  });
});
