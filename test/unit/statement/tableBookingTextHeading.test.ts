import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Testbank AG', account_number: '1234567', statement_period: '2024-01-01 to 2024-03-31' };
const read = (text: string) => parseActivityTables(linesFromText(text), header);

describe('a "Buchungstext" heading', () => {
  it("heads the booking's text, not a date: a purchase stating its price there is a trade of the ledger's own", () => {
    const ledger = `
Datum         Buchungstext                                     Eingang EUR    Ausgang EUR    Kontostand EUR
08.01.2024    Überweisungseingang Gruber Anna                     3.000,00                         5.410,00
19.01.2024    Kauf 30 Stk. Erste Group Bank AG Kurs 37,82                        1.146,36          4.263,64
15.03.2024    Auszahlung auf Girokonto                                             500,00          3.763,64
`;
    expect(read(ledger).map((r) => [r.type, r.date, r.amount, r.quantity, r.price])).toEqual([
      ['Deposit', '2024-01-08', '3000.00', '', ''],
      ['Buy', '2024-01-19', '-1146.36', '30', '37.82'],
      ['Withdrawal', '2024-03-15', '-500.00', '', ''],
    ]);
  });

  it("keeps a cell of words standing nearer the money column in the text: an ISIN there still names the line's security", () => {
    const ledger = `
Buchungs-  Valuta  Buchungstext                                         Betrag
22.05.     22.05.  Opt.-Recht - vorz. KO  DE000DM3AK56 (mit              2,50+
                   Restwert)
30.06.     30.06.  Zinsabschluss   01.04.2017 - 30.06.2017                  0,52+
30.06.     30.06.  Depotgebühren                                            1,90-
`;
    expect(read(ledger).map((r) => [r.type, r.amount, r.description])).toEqual([
      ['Interest', '0.52', 'Zinsabschluss 01.04.2017 - 30.06.2017'],
      ['Fee', '-1.90', 'Depotgebühren'],
    ]);
  });
});

describe('words standing by the money column of a ledger with a text column', () => {
  const read = (text: string) => parseActivityTables(linesFromText(text), header).map((r) => [r.type, r.amount]);

  it('are text in capitals too: "(MIT" is a word, not part of the money', () => {
    const ledger = `
BUCHUNGS-  VALUTA  BUCHUNGSTEXT                                         BETRAG
22.05.     22.05.  OPT.-RECHT - VORZ. KO  DE000DM3AK56 (MIT              2,50+
                   RESTWERT)
30.06.     30.06.  ZINSABSCHLUSS   01.04.2017 - 30.06.2017                  0,52+
`;
    expect(read(ledger)).toEqual([['Interest', '0.52']]);
  });

  it('are text when they are an ISIN alone, however wide the gaps that push it towards the money', () => {
    const ledger = `
Buchungs-      Valuta      Buchungstext                                             Betrag
10.05.         10.05.      Ablauf der Optionsfrist      DE000DM2CJJ4                 2.500,00+
                           (mit Restwert)
30.06.         30.06.      Zinsabschluss      01.04.2017 - 30.06.2017                    0,52+
`;
    expect(read(ledger)).toEqual([['Interest', '0.52']]);
  });
});
