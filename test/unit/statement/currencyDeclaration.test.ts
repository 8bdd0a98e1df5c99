import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';
import { declaredCurrency, declaredDollar } from '../../../server/convert/statement/currency';

describe('a currency the document declares for itself', () => {
  it('reads a code or a currency name after a declaration label', () => {
    expect(declaredCurrency('Composición del portafolio Moneda: PESOS Total de cartera: $ 138,886.81')).toBe('MXN');
    expect(declaredCurrency('Währung: Euro')).toBe('EUR');
    expect(declaredCurrency('Currency : USD')).toBe('USD');
    // "Valuta" also labels a value date: only a code or a name declares a currency
    expect(declaredCurrency('Valuta: 07.08.2019')).toBe('');
    expect(declaredCurrency('Moneda: la del contrato')).toBe('');
  });

  it('says which currency a bare "$" means only when the declared one is written with it', () => {
    expect(declaredDollar('Moneda: PESOS')).toBe('MXN');
    expect(declaredDollar('Currency: CAD')).toBe('CAD');
    expect(declaredDollar('Währung: CHF')).toBe('');
  });

  it('books a confirmation priced in "$" in the declared pesos', () => {
    const rows = parseStatement(
      linesFromText(`
Confirmación de operación
Moneda: PESOS
Fecha de operación: 04/01/2022
Compra  ISIN MX0MGO0000H9
Títulos: 100
Importe neto: $ 1,234.56
`),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'Buy', date: '2022-01-04', currency: 'MXN', amount: '-1234.56' });
  });

  it('books an account statement kept in "$" in the declared pesos', () => {
    const rows = parseStatement(
      linesFromText(`
Estado de cuenta
Moneda: PESOS
Fecha        Concepto                     Cargo        Abono
04/01/2022   Depósito de efectivo                      $ 5,000.00
18/01/2022   Retiro de efectivo           $ 1,200.00
`),
    );
    expect(rows.map((row) => row.currency)).toEqual(['MXN', 'MXN']);
  });

  it('books a document that prints no currency at all in the one it declares', () => {
    const rows = parseStatement(
      linesFromText(`
Casa de Bolsa Ejemplo, S.A. de C.V.
ESTADO DE CUENTA
Periodo: 01-mar-2023 al 31-mar-2023          Contrato: 123456          Moneda: Pesos
Fecha        Concepto                        Emisora   Serie    Títulos     Precio        Cargo          Abono          Saldo
01-mar-2023  SALDO INICIAL                                                                                          5,000.00
02-mar-2023  DEPÓSITO SPEI                                                                               10,000.00     15,000.00
02-mar-2023  COMPRA EN DIRECTO               BI CETES  230330   1,000     9.912345   9,912.35                         5,087.65
`),
    );
    expect(rows.map((row) => [row.type, row.amount, row.currency])).toEqual([
      ['Deposit', '10000.00', 'MXN'],
      ['Buy', '-9912.35', 'MXN'],
    ]);
  });
});

describe('a document printing no currency, naming a tax-sheltered account of one country', () => {
  it('books in that country’s currency ("SIPP", "HMRC": pounds)', () => {
    const rows = parseStatement(
      linesFromText(`
Example Pensions Ltd
Self-Invested Personal Pension (SIPP)     Cash statement
Date          Description                                            Receipts        Payments        Balance
01 Jan 2024   Opening balance                                                                          612.40
15 Jan 2024   Personal contribution (net)                              800.00                        1,412.40
01 Mar 2024   Platform fee                                                              31.25          1,381.15
`),
    );
    expect(rows.map((r) => [r.type, r.date, r.amount, r.currency])).toEqual([
      ['Deposit', '2024-01-15', '800.00', 'GBP'],
      ['Fee', '2024-03-01', '-31.25', 'GBP'],
    ]);
  });
});

describe('the dollar of the country a document names', () => {
  it('books "$" in Australian dollars where the broker prints its Australian business number and licence', () => {
    const rows = parseStatement(
      linesFromText(`
Southern Cross Sharetrading Pty Ltd   ABN 11 222 333 444   AFSL 123456
CONFIRMATION
We have BOUGHT for you
Company: BHP GROUP LIMITED
As at date: 12/03/2024      Settlement date: 14/03/2024
Quantity        Price           Consideration
250             $44.3100        $11,077.50
Brokerage                                     $19.95
TOTAL COST                                    $11,097.45
`),
    );
    expect(rows.map((r) => [r.type, r.amount, r.currency])).toEqual([['Buy', '-11097.45', 'AUD']]);
  });
});

describe('a US statement that prints no currency', () => {
  it('books in US dollars where it names its securities by CUSIP', () => {
    const rows = parseStatement(
      linesFromText(`
Brokerage Statement                                       January 1 - January 31, 2024
Trade Date   Settle Date   Activity           Description                              Qty        Price        Amount
01/05/2024   01/09/2024    Purchase           ISHARES CORE S&P 500 ETF                  12     472.3100    -5,667.72
                                              IVV  CUSIP 464287200
01/31/2024   01/31/2024    Fee                ANNUAL ACCOUNT FEE                                               -50.00
`),
    );
    expect(rows.map((r) => [r.type, r.amount, r.currency])).toEqual([
      ['Buy', '-5667.72', 'USD'],
      ['Fee', '-50.00', 'USD'],
    ]);
  });
});
