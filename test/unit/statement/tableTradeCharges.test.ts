import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseActivityTables } from '../../../server/convert/statement/table';

const header = { broker: 'Example Securities Ltd', account_number: '5550001', statement_period: '2024-05-01 to 2024-05-31' };
const read = (text: string) => parseActivityTables(linesFromText(text), header);
const pick = (rows: ReturnType<typeof read>) => rows.map((r) => ({ date: r.date, type: r.type, amount: r.amount, fees: r.fees, quantity: r.quantity }));

describe('trades that print their charges in columns after the value', () => {
  // a symbol before the date, the charges labelled "Commission:" in a Comm/Fee column, a tax column,
  // then profit figures that are not charges; a platform fee labelled on the line below
  const trades = `
Trades
Stock Currency: USD
Symbol Date/Time Quantity T.Price C.Price Proceeds Comm/Fee GST Realized P/L MTM P/L Code
ABC 2024-05-06, 10:15:00, GMT+8 20 50.00000 50.10000 1,000.00 Commission: -1.50 -0.12 0.00 2.00
Platform Fee: -0.80
XYZ 2024-05-07, 11:20:00, GMT+8 -10 30.00000 29.90000 300.00 Commission: -1.50 -0.12 -4.00 -1.00
Platform Fee: -0.80
Total 1,300.00 -3.00 -0.24 -4.00 1.00
`;

  it('books the value with the charges of both columns and the labelled charge below', () => {
    expect(pick(read(trades))).toEqual([
      { date: '2024-05-06', type: 'Buy', amount: '-1002.42', fees: '2.42', quantity: '20' },
      { date: '2024-05-07', type: 'Sell', amount: '297.58', fees: '2.42', quantity: '10' },
    ]);
  });

  it('counts several labelled charges on the line as the one fee column', () => {
    const oneLine = `
Symbol Date/Time Quantity T.Price C.Price Proceeds Comm/Fee GST Realized P/L MTM P/L Code
ABC 2024-05-06, 10:15:00, GMT+8 2 50.00000 50.10000 100.00 Commission: -1.50 Platform Fee: -0.80 -0.12 0.00 0.20
`;
    expect(pick(read(oneLine))).toEqual([{ date: '2024-05-06', type: 'Buy', amount: '-102.42', fees: '2.42', quantity: '2' }]);
  });

  it('leaves a line alone whose figures after the value are not charges', () => {
    const noCharges = `
Symbol Date/Time Quantity T.Price C.Price Proceeds Comm/Fee GST Realized P/L MTM P/L Code
ABC 2024-05-06, 10:15:00, GMT+8 2 50.00000 50.10000 100.00 Commission: 1.50 -0.12 0.00 0.20
`;
    expect(read(noCharges).some((r) => r.type === 'Buy' && r.amount === '-101.62')).toBe(false);
  });
});

describe('income tables that list withholding tax and accruals', () => {
  it('reads a tax line paid back on an income as a tax refund, and a tax withheld as a tax', () => {
    const rows = read(`
Withholding Tax
Date Description Amount Currency
2024-05-10 ABC Cash Dividend 0.50 USD per Share - Tax -3.00 USD
2024-05-10 Cash Dividend USD per Share - Tax 7.25 USD
`);
    expect(rows.map((r) => [r.type, r.amount])).toEqual([
      ['Tax', '-3.00'],
      ['Tax Refund', '7.25'],
    ]);
  });

  it('keeps a dividend whose tax is only a labelled part of the line', () => {
    const rows = read(`
Date Description Quantity Amount Currency
2024-05-10 Stock Paid 45.00 0 Dividend tax: 6.75 38.25 USD
`);
    expect(rows.map((r) => r.type)).toEqual(['Dividend']);
  });

  it('books no row for a change in accruals', () => {
    const rows = read(`
Date Description Quantity Amount Currency
2024-05-10 Stock Dividend Accruals Reduction -45.00 0 Dividend tax: -6.75 -38.25 USD
2024-05-10 Stock Paid 45.00 0 Dividend tax: 6.75 38.25 USD
`);
    expect(rows.map((r) => [r.type, r.amount])).toEqual([['Dividend', '38.25']]);
  });
});

describe('a booking taken back the same day', () => {
  it('books neither the debit nor the credit that repeat the same words', () => {
    const rows = read(`
Date Description Quantity Amount
05/14/2024 Example Mining Co 123456789 Return of Capital (2.40)
05/14/2024 Example Mining Co 10 123456789 Dividend 3.10
05/14/2024 Example Mining Co 10 123456789 Return of Capital 2.40
05/15/2024 Wire Transfer Received 500.00
`);
    expect(rows.map((r) => [r.type, r.amount])).toEqual([
      ['Dividend', '3.10'],
      ['Deposit', '500.00'],
    ]);
  });

  it('keeps opposite bookings whose words differ', () => {
    const rows = read(`
Date Description Amount
05/14/2024 Transfer to savings (100.00)
05/14/2024 Transfer from brokerage 100.00
`);
    expect(rows.map((r) => r.amount)).toEqual(['-100.00', '100.00']);
  });
});

describe('a booking that opens with its word and prints its trade and value dates side by side', () => {
  it('reads "Einlage <id> <trade date> <value date> <amount>" as a deposit', () => {
    const rows = read(`
Cash Transfer Details, CHF
Einlage 39400000001 12-Mar-2024 13-Mar-2024 1.250,00 1,000000 0,00 1.250,00
`);
    expect(rows.map((r) => [r.type, r.amount, r.currency])).toEqual([['Deposit', '1250.00', 'CHF']]);
  });

  it('does not open an entry on prose that names two dates apart', () => {
    const rows = read(`
Einlage gespart vom 01.04.2024 bis zum Quartalsende 30.06.2024 insgesamt 5,85 EUR
`);
    expect(rows).toEqual([]);
  });
});

describe('an interest scale under its days-and-rate header', () => {
  it('books none of its lines, and the bookings above it stay', () => {
    const rows = read(`
Date Description Amount
2024-06-30 Credit Interest 45.10
Interest Balance Interest Amount of Interest
Value Date Days Limit in EUR Rate % in EUR
2024-04-02 89 10,000.00 1.8500 45.10 CI
`);
    expect(rows.map((r) => [r.date, r.type, r.amount])).toEqual([['2024-06-30', 'Interest', '45.10']]);
  });
});

describe('a credit that the tax withheld on the next line names as a dividend', () => {
  it('is that dividend, net of the tax', () => {
    const rows = read(`
Date Description CUSIP Type of Activity Amount
Mar 10 2024 Example Pipeline 100 12345X678 Partnership 40.00
Example Pipeline Operating LP
Mar 10 2024 Nra Withhold: Dividend 12345X678 NRA Withhold (12.00)
Example Pipeline Operating LP
`);
    expect(rows.map((r) => [r.type, r.amount, r.taxes])).toEqual([['Dividend', '28.00', '12.00']]);
  });

  it('stays a deposit where the tax names another security', () => {
    const rows = read(`
Date Description CUSIP Type of Activity Amount
Mar 10 2024 Example Pipeline 100 12345X678 Partnership 40.00
Example Pipeline Operating LP
Mar 10 2024 Nra Withhold: Dividend 55555Z999 NRA Withhold (12.00)
Other Fund Inc
`);
    expect(rows.map((r) => r.type)).toEqual(['Deposit', 'Tax']);
  });
});

describe('a fee section restating the charges of the trades above', () => {
  it('books no payment for a charge line naming a trade of the same day by its units and price', () => {
    const text = `
Trades
Symbol Date/Time Quantity T.Price Proceeds Comm/Fee GST
ABC 2024-05-10, 09:30:00 10 50.00000 500.00 Commission: -1.00 -0.10
XYZ 2024-05-12, 10:00:00 3 20.00000 60.00 Commission: -1.00 -0.10

Transaction Fees
Date/Time Symbol Description Quantity Trade Price Amount Currency
2024-05-10, 09:30:00 ABC Example Corp 10 50.0000 -0.05 USD
2024-05-12, 10:00:00 XYZ Other Corp 4 20.0000 -0.02 USD
`;
    expect(pick(read(text)).map((r) => [r.date, r.type, r.amount])).toEqual([
      ['2024-05-10', 'Buy', '-501.10'],
      ['2024-05-12', 'Buy', '-61.10'],
      // 4 units were not traded that day: a charge of its own
      ['2024-05-12', 'Withdrawal', '-0.02'],
    ]);
  });

  it('books no payment for the sales tax on commissions listed apart, where the trades book their charges', () => {
    const trades = `
Trades
Symbol Date/Time Quantity T.Price Proceeds Comm/Fee GST
ABC 2024-05-10, 09:30:00 10 50.00000 500.00 Commission: -1.00 -0.10
`;
    const gst = `
GST
Date Description Amount Converted to SGD
2024-05-09 COMMISSION@GST -0.10 -0.13
2024-05-09 Platform fee -0.50 -0.66
`;
    expect(pick(read(trades + gst)).map((r) => [r.date, r.type, r.amount])).toEqual([
      ['2024-05-10', 'Buy', '-501.10'],
      ['2024-05-09', 'Fee', '-0.66'],
    ]);
    // without trades booking charges, the same line is a charge of its own
    expect(pick(read(gst)).map((r) => [r.date, r.type])).toEqual([
      ['2024-05-09', 'Fee'],
      ['2024-05-09', 'Fee'],
    ]);
  });
});

describe('a charges column headed by charges joined to another word', () => {
  it('reads "Charges/Interest($)" and "Fees & Comm" as the charges, the amount from its own column', () => {
    const table = (charges: string) => `
Date        Action    Symbol   Description          Quantity    Price/Rate    ${charges}    Amount
05/22/2024  Sell      KO       COCA-COLA CO         -10         $60.5500                   $0.03    $605.47
05/24/2024  Buy       PG       PROCTER & GAMBLE     2           $160.10                    $0.00    ($320.20)
`;
    for (const charges of ['Charges/Interest($)', 'Fees & Comm        '])
      expect(pick(read(table(charges)))).toEqual([
        { date: '2024-05-22', type: 'Sell', amount: '605.47', fees: '0.03', quantity: '-10' },
        { date: '2024-05-24', type: 'Buy', amount: '-320.20', fees: '0.00', quantity: '2' },
      ]);
  });
});

describe('a taxes column headed by the tax word and another', () => {
  it('reads "Tax deducted" as the taxes column, which makes the line of headings a header', () => {
    const rows = read(`
Date paid          Gross interest       Tax deducted       Net interest
30/06/2023         £48.20               £9.64              £38.56
29/09/2023         £51.77               £0.00              £51.77
`);
    expect(rows.map((r) => ({ date: r.date, amount: r.amount, taxes: r.taxes, currency: r.currency }))).toEqual([
      { date: '2023-06-30', amount: '38.56', taxes: '9.64', currency: 'GBP' },
      { date: '2023-09-29', amount: '51.77', taxes: '0.00', currency: 'GBP' },
    ]);
  });
});

describe('a table of income titled by the line above it', () => {
  const statement = (title: string) => `
${title}
Date paid          Gross interest       Tax deducted       Net interest
30/06/2023         £48.20               £0.00              £48.20
29/09/2023         £51.77               £0.00              £51.77
`;

  it('books its credits without a word of their own as that income where its money column names it too', () => {
    expect(read(statement('Interest paid to this account')).map((r) => [r.type, r.date, r.amount])).toEqual([
      ['Interest', '2023-06-30', '48.20'],
      ['Interest', '2023-09-29', '51.77'],
    ]);
  });

  it('leaves them deposits under a title naming no income', () => {
    expect(read(statement('Payments to this account')).map((r) => r.type)).toEqual(['Deposit', 'Deposit']);
  });
});

describe('a trade whose value is printed before the fee in its own column', () => {
  it('books the value with the fee where the money is units × price to the cent', () => {
    const rows = read(`
Transaction report
Date                Type          Asset    Amount         Price (EUR)     Value (EUR)     Fee (EUR)
2024-01-04 08:20    Buy           BTC      0.01500000     39,812.40       597.19          1.49
2024-02-11 19:02    Buy           ETH      0.25000000     2,301.22        575.31          1.44
2024-03-08 11:45    Sell          BTC      0.00500000     62,110.00       310.55          0.78
`);
    expect(pick(rows)).toEqual([
      { date: '2024-01-04', type: 'Buy', amount: '-598.68', fees: '1.49', quantity: '0.01500000' },
      { date: '2024-02-11', type: 'Buy', amount: '-576.75', fees: '1.44', quantity: '0.25000000' },
      { date: '2024-03-08', type: 'Sell', amount: '309.77', fees: '0.78', quantity: '0.00500000' },
    ]);
  });
});
