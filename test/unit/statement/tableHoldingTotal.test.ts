import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Testbank AG', account_number: '1234567', statement_period: '2019-01-01 to 2019-12-31' };
const read = (text: string) => parseActivityTables(linesFromText(text), header).map((r) => ({ type: r.type, date: r.date, amount: r.amount }));

describe('a line the total of the holding below restates on its own date', () => {
  it('is the holding it values, not a booking', () => {
    const text = `
Umsatzart Fondsname Ein-/Auszahlung Preis je Anteil Anteile
EUR EUR
31.12.2018 Fonds A 5.648,89 67,300000 83,936
Gesamtbestand des Vertrages am 31.12.2018 5.648,89
16.05.2019 Einzahlung 175,00
`;
    expect(read(text)).toEqual([{ type: 'Deposit', date: '2019-05-16', amount: '175.00' }]);
  });

  it('stays a booking where a balance, not a holding, restates it', () => {
    const text = `
Buchungstag Vorgang Buchungstext Betrag
02.12.2019 Übertrag/Überweisung Max Mustermann -500,00
Neuer Saldo 02.12.2019 -500,00
`;
    expect(read(text)).toEqual([{ type: 'Withdrawal', date: '2019-12-02', amount: '-500.00' }]);
  });
});
