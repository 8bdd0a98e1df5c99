import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';
import { exchangeLegs } from '../../../server/convert/statement/table/exchangeLegs';
import type { TableHeader } from '../../../server/convert/statement/table/headerRow';

const read = (text: string) =>
  parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, currency: r.currency, quantity: r.quantity, fees: r.fees }));

const LEG_HEADINGS: TableHeader = {
  columns: [
    { role: 'credit', x0: 100, x1: 160, label: 'Received' },
    { role: 'debit', x0: 180, x1: 240, label: 'Sent' },
  ],
  page: 1,
  cells: true,
};

/** A German exchange's export, its legs' headings each over two lines. */
const GERMAN_HEADINGS = `
Transaktionshistorie
01.01.2025 00:00 - 30.06.2025 23:59
ID Typ Ausführung eingehender eingehendes ausgehender ausgehendes Entgelt Entgeltwährung
Betrag Asset Betrag Asset
`;

// An exchange's export prints a trade as its two legs, the money and the units of an asset, each with its code.
describe('tables heading an incoming and an outgoing leg', () => {
  it('reads the money leg as the cash, the asset leg as the units, and the fee on top of a purchase and out of a sale', () => {
    expect(
      read(`
Sample Digital Assets Ltd                                          Account history
                                                                   01/01/2025 - 31/03/2025

Order ID              Type         Date                     Received            Sent                Fee
7Q2WX9                Buy          14/01/2025 08:15:02      0.04210000 ETH      130.44 GBP          0.65 GBP
7Q2WY4                Sell         02/03/2025 19:40:51      88.10 GBP           1.50000000 SOL      0.44 GBP
7Q2WZ1                Deposit      05/01/2025 10:00:00      500.00 GBP
`),
    ).toEqual([
      { type: 'Buy', date: '2025-01-14', amount: '-131.09', currency: 'GBP', quantity: '0.04210000', fees: '0.65' },
      { type: 'Sell', date: '2025-03-02', amount: '87.66', currency: 'GBP', quantity: '1.50000000', fees: '0.44' },
      { type: 'Deposit', date: '2025-01-05', amount: '500.00', currency: 'GBP', quantity: '', fees: '' },
    ]);
  });

  it('reads legs printed as the exchange holds them, single-spaced, without trailing zeros, beside references in capitals', () => {
    expect(
      read(`${GERMAN_HEADINGS}750968DB-0001 Einzahlung 03.02.2025 08:00:00 40.5 EUR
750968DB-0002 Kauf 04.02.2025 09:12:45 0.0021 BTC 180.0 EUR 0.36 EUR
750968DB-0003 Verkauf 20.05.2025 17:03:10 61.2 EUR 25.0 XRP 0.12 EUR
`),
    ).toEqual([
      { type: 'Deposit', date: '2025-02-03', amount: '40.50', currency: 'EUR', quantity: '', fees: '' },
      { type: 'Buy', date: '2025-02-04', amount: '-180.36', currency: 'EUR', quantity: '0.0021', fees: '0.36' },
      { type: 'Sell', date: '2025-05-20', amount: '61.08', currency: 'EUR', quantity: '25.0', fees: '0.12' },
    ]);
  });

  it('reads a money leg printed with the euro sign, not the code', () => {
    expect(
      read(`${GERMAN_HEADINGS}c0ffee01-0002 Kauf 04.02.2025 09:12:45 0.0021 BTC 180.0 € 0.36 €
`),
    ).toEqual([{ type: 'Buy', date: '2025-02-04', amount: '-180.36', currency: 'EUR', quantity: '0.0021', fees: '0.36' }]);
  });
  it("takes no reference, year or running balance beside the money for a leg of an exchange's trade", () => {
    const legs = (text: string) => exchangeLegs(text, LEG_HEADINGS, ',');
    expect(legs('Handel Kauf LU0000000000 EXAMPLE EURO ETF 345354353448489 KW 150,00 € 51.202,41 €')).toBeNull();
    expect(legs('Sparplan IE0000000001 EXAMPLE INDIA UCITS 2024 ETF, quantity: 1.155668 50,00 € 05,60 €')).toBeNull();
    expect(legs('Kauf 0,0021 BTC 180,00 € 251,20 €')).toBeNull();
    expect(legs('Kauf 0,0021 BTC 180,00 € 0,36 €')).toMatchObject({ money: { value: '-180.36' }, units: '0.0021', fee: '0.36' });
  });
});
