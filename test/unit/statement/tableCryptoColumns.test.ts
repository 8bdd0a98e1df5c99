import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) =>
  parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, quantity: r.quantity, fees: r.fees }));

describe('statements whose columns name units, prices and fees in their own words', () => {
  it('reads a German fee column headed "Gebühr (EUR)" into each trade\'s cash', () => {
    expect(
      read(`
Beispiel Krypto Broker GmbH
Monatsauszug Kryptowerte                                   Zeitraum 01.03.2024 - 31.03.2024

Datum         Transaktion              Kryptowert   Menge             Kurs (EUR)      Betrag (EUR)     Gebühr (EUR)
04.03.2024    Einzahlung               EUR                                             1.500,00
05.03.2024    Kauf                     BTC          0,01234567        58.210,00       -718,64          -7,19
25.03.2024    Verkauf                  BTC          0,00500000        63.950,50       319,75           -3,20
`),
    ).toEqual([
      { type: 'Deposit', date: '2024-03-04', amount: '1500.00', quantity: '', fees: '' },
      { type: 'Buy', date: '2024-03-05', amount: '-725.83', quantity: '0.01234567', fees: '7.19' },
      { type: 'Sell', date: '2024-03-25', amount: '316.55', quantity: '0.00500000', fees: '3.20' },
    ]);
  });

  it('reads the units of a "Crypto amount" column as a trade of its own, not the cash leg of one', () => {
    expect(
      read(`
Example Crypto Custody (Ireland) Limited
Monthly Statement                                    Statement period: 01-Apr-2024 to 30-Apr-2024

Date          Description                         Crypto amount       EUR amount      Fee (EUR)
02-Apr-2024   Bank transfer received                                   1,000.00
03-Apr-2024   Bought Bitcoin                      0.01600000 BTC       -998.40         -1.50
22-Apr-2024   Sold Ethereum                       0.10000000 ETH        298.20          -0.45
`),
    ).toEqual([
      { type: 'Deposit', date: '2024-04-02', amount: '1000.00', quantity: '', fees: '' },
      { type: 'Buy', date: '2024-04-03', amount: '-998.40', quantity: '0.01600000', fees: '1.50' },
      { type: 'Sell', date: '2024-04-22', amount: '298.20', quantity: '0.10000000', fees: '0.45' },
    ]);
  });

  it('reads a fund statement\'s "Abrechnungspreis" column as the price, beside the units', () => {
    expect(
      read(`
Beispiel Invest Kapitalverwaltungsgesellschaft mbH
Depotauszug zum 31.12.2023 mit Umsätzen vom 01.07.2023 bis 31.12.2023
Beispiel Rentenfonds  ISIN LU0000000002
Buchungsdatum  Umsatzart                         Abrechnungspreis    Anteile        Betrag EUR
01.08.2023     Sparplan                          48,12              2,078          100,00
01.09.2023     Sparplan                          47,80              2,092          100,00
`).map(({ quantity, amount }) => ({ quantity, amount })),
    ).toEqual([
      { quantity: '2.078', amount: '-100.00' },
      { quantity: '2.092', amount: '-100.00' },
    ]);
  });

  it('reads an exchange\'s "Executed" column as the units, the fee in coin left out of the cash', () => {
    expect(
      read(`
Example Crypto Trading Ltd
Trade History
Account ID 44-918273                                    From 2024-02-01 To 2024-02-29

Date(UTC)              Pair      Side    Price          Executed          Amount             Fee
2024-02-05 10:14:22    BTCEUR    BUY     39,812.40      0.01500000 BTC    597.19 EUR         0.00001500 BTC
2024-02-19 16:01:09    ETHEUR    SELL    2,640.00       0.50000000 ETH    1,320.00 EUR       1.32 EUR
`),
    ).toEqual([
      { type: 'Buy', date: '2024-02-05', amount: '-597.19', quantity: '0.01500000', fees: '' },
      { type: 'Sell', date: '2024-02-19', amount: '1318.68', quantity: '0.50000000', fees: '1.32' },
    ]);
  });
});
