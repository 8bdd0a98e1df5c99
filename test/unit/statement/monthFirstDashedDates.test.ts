import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) => parseStatement(linesFromText(text)).map((r) => [r.type, r.date, r.amount]);

describe('dates written month first with dashes', () => {
  it('reads every date of a statement month first where one of them proves it ("04-25-2024")', () => {
    expect(
      read(`
Monthly Statement                                       April 1, 2024 to April 30, 2024
Transaction date  Settlement date  Activity type   Description                      Quantity    Price     Net amount
04-02-2024        04-02-2024       Deposits        CONTRIBUTION                                            6,500.00
04-03-2024        04-05-2024       Buy             XEQT ISHARES CORE EQUITY ETF          200    29.8500   -5,974.95
04-25-2024        04-25-2024       Dividends       XEQT CASH DIV ON 200 SHS                                   23.52
`),
    ).toEqual([
      ['Deposit', '2024-04-02', '6500.00'],
      ['Buy', '2024-04-03', '-5974.95'],
      ['Dividend', '2024-04-25', '23.52'],
    ]);
  });

  it('reads a dollar statement day first where a dashed date proves that ("25-04-2024")', () => {
    expect(
      read(`
Account statement                             Currency: USD
Date          Description                     Amount
02-04-2024    Deposit                       6,500.00
25-04-2024    Interest                          3.10
`),
    ).toEqual([
      ['Deposit', '2024-04-02', '6500.00'],
      ['Interest', '2024-04-25', '3.10'],
    ]);
  });

  it('reads a US dollar document day first where its words are not English (a French notice of a US trade)', () => {
    const notice = (words: string) => `
${words}
10/06/2024 18 NVIDIA Code ISIN : US67066G1040 Cours exécuté : 121.97 USD
Montant net au débit de votre compte
2,195.46 USD
`;
    expect(read(notice("AVIS D'OPÉRATION DE BOURSE\nACHAT COMPTANT de la valeur et des frais de votre compte titres"))).toEqual([
      ['Buy', '2024-06-10', '-2195.46'],
    ]);
    // the same figures in an English confirmation: month first
    expect(read('TRADE CONFIRMATION\nBought for your account, the order and the shares of the trade\n10/06/2024 18 NVIDIA\nNet amount 2,195.46 USD\n')).toEqual(
      [['Buy', '2024-10-06', '-2195.46']],
    );
  });
});
