import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';

const read = (text: string) =>
  parseStatement(linesFromText(text)).map((r) => ({ type: r.type, date: r.date, amount: r.amount, quantity: r.quantity, price: r.price, fees: r.fees }));

describe("a trading app's statement heading its money by the trade's value", () => {
  it('reads a Spanish "Valor" column beside units and a price as the amount of every line', () => {
    expect(
      read(`
Extracto de cuenta de trading
Periodo                   01 mar 2024 - 31 mar 2024
Operaciones
Fecha         Símbolo   Tipo                    Cantidad   Precio        Lado      Valor            Comisiones
04 mar 2024             Recarga de efectivo                                        1.000,00 US$     0,00 US$
12 mar 2024   MSFT      Operación - Limitada    2          405,50 US$    Compra    811,00 US$       1,00 US$
15 mar 2024   KO        Dividendo                                                  5,83 US$         0,00 US$
28 mar 2024             Comisión de custodia                                       -3,99 US$        0,00 US$
`),
    ).toEqual([
      { type: 'Deposit', date: '2024-03-04', amount: '1000.00', quantity: '', price: '', fees: '0.00' },
      { type: 'Buy', date: '2024-03-12', amount: '-812.00', quantity: '2', price: '405.50', fees: '1.00' },
      { type: 'Dividend', date: '2024-03-15', amount: '5.83', quantity: '', price: '', fees: '0.00' },
      { type: 'Fee', date: '2024-03-28', amount: '-3.99', quantity: '', price: '', fees: '' },
    ]);
  });

  it('reads a Dutch "Waarde" column, which names no column by itself, and "Prijs" as the price', () => {
    expect(
      read(`
Handelsrekeningafschrift
Periode                    01 apr 2024 - 30 apr 2024
Transacties
Datum          Symbool   Type                    Aantal    Prijs          Kant       Waarde          Kosten
02 apr 2024              Storting                                                    750,00 €        0,00 €
15 apr 2024    INGA      Handel - Limiet         10        14,90 €        Verkoop    149,00 €        1,00 €
30 apr 2024              Opname                                                      -200,00 €       0,00 €
`),
    ).toEqual([
      { type: 'Deposit', date: '2024-04-02', amount: '750.00', quantity: '', price: '', fees: '0.00' },
      { type: 'Sell', date: '2024-04-15', amount: '148.00', quantity: '10', price: '14.90', fees: '1.00' },
      { type: 'Withdrawal', date: '2024-04-30', amount: '-200.00', quantity: '', price: '', fees: '0.00' },
    ]);
  });
});
