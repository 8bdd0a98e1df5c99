import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Testbank AG', account_number: '1234567', statement_period: '2024-05-01 to 2024-05-31' };
const read = (text: string) => parseActivityTables(linesFromText(text), header).map((r) => ({ type: r.type, date: r.date, amount: r.amount, taxes: r.taxes }));

const ledger = (tax: string, interest: string) => `
Buchung Valuta Transaktionsinformation Betrag
31.05. 31.05. Steuern - ${tax} €
Steuerabrechnung Zinsgutschrift
31.05. 31.05. Zinsen + ${interest} €
`;

describe('a tax printed beside an income', () => {
  it('is withheld from it, the income booked net', () => {
    expect(read(ledger('0,29', '1,93'))).toEqual([{ type: 'Interest', date: '2024-05-31', amount: '1.64', taxes: '0.29' }]);
  });

  it('larger than the income, was not withheld from it: both stand', () => {
    expect(read(ledger('2,29', '1,93'))).toEqual([
      { type: 'Tax', date: '2024-05-31', amount: '-2.29', taxes: '' },
      { type: 'Interest', date: '2024-05-31', amount: '1.93', taxes: '' },
    ]);
  });
});

describe('a tax printed between two dividends of the same day', () => {
  it('is withheld from the dividend whose security it names, not from the one printed above it', () => {
    const statement = `
Trade Date   Settle Date   Activity              Description                     Amount
03/15/24     03/15/24      Dividend Received     JOHNSON & JOHNSON                23.80
03/15/24     03/15/24      Foreign Tax Withheld  NESTLE SA SPONSORED ADR          (4.21)
03/15/24     03/15/24      Dividend Received     NESTLE SA SPONSORED ADR          16.85
`;
    expect(read(statement)).toEqual([
      { type: 'Dividend', date: '2024-03-15', amount: '23.80', taxes: '' },
      { type: 'Dividend', date: '2024-03-15', amount: '12.64', taxes: '4.21' },
    ]);
  });
});

describe('a charge printed after the interest of a closing', () => {
  it("is the account's fee, a row of its own, while the tax beside it is withheld from the interest", () => {
    const statement = `
Datum        Omschrijving                        Af (EUR)        Bij (EUR)
31-05-2024   Rente 1e kwartaal 2024                                 61,33
31-05-2024   Ingehouden belasting                    6,13
31-05-2024   Kosten spaarrekening                    2,50
`;
    expect(read(statement)).toEqual([
      { type: 'Interest', date: '2024-05-31', amount: '55.20', taxes: '6.13' },
      { type: 'Fee', date: '2024-05-31', amount: '-2.50', taxes: '' },
    ]);
  });
});
