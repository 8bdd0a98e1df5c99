import { typeFromText } from '../../../server/convert/statement/vocabulary/bookings';

// the words a ledger line names a cash withdrawal with, in each language we read
describe('withdrawal words of ledger lines', () => {
  it.each(['Auszahlung', 'Withdrawal', 'Retrait', 'Retirada de efectivo', 'Reintegro cajero', 'Prelievo', 'Opname'])('types "%s" a Withdrawal', (text) => {
    expect(typeFromText(text)).toBe('Withdrawal');
  });
});

// a ledger line of the tax withheld from a dividend, printed on its own
describe('withholding tax lines', () => {
  it.each(['Retenue à la source', 'Dividendbelasting', 'Quellensteuer', 'Withholding tax', 'Ritenuta'])('types "%s" a Tax', (text) => {
    expect(typeFromText(text)).toBe('Tax');
  });
  it('keeps a dividend line that labels its tax a dividend', () => {
    expect(typeFromText('Stock ETF Gross Rate: 0.88 Paid 63.17 0 Dividend tax: 9.48 53.69 USD')).toBe('Dividend');
  });
});

describe('charges and trades named in other words', () => {
  it.each([
    ['Stamp duty', 'Tax'],
    ['Gastos', 'Fee'],
    ['Diritti di custodia', 'Fee'],
    ['Compravendita acquisto', 'Buy'],
    ['Compraventa de valores: compra', 'Buy'],
    ['Compravendita vendita', 'Sell'],
    // a fund's redemption of units ("rachat de parts") holds the purchase word it starts from
    ['Rachat', 'Sell'],
    ['Rachat de parts', 'Sell'],
    ['Achat au comptant', 'Buy'],
  ])('types "%s" as %s', (text, type) => {
    expect(typeFromText(text)).toBe(type);
  });
});

// a transaction history's type column, in each language's words for a transfer out, cash interest and a distribution
describe('type words of transaction histories', () => {
  it.each([
    ['Geldausgang', 'Withdrawal'],
    ['Payout', 'Withdrawal'],
    ['Virement émis', 'Withdrawal'],
    ['Transferencia emitida', 'Withdrawal'],
    ['Bonifico in uscita', 'Withdrawal'],
    ['Overboeking naar tegenrekening', 'Withdrawal'],
    ['Rémunération', 'Interest'],
    ['Uitkering', 'Dividend'],
  ])('types "%s" as %s', (text, type) => {
    expect(typeFromText(text)).toBe(type);
  });
});

// a ledger line's own words for money in and out, where nothing more specific is printed
describe('cash words of ledger lines', () => {
  it.each([
    ['Funds received', 'Deposit'],
    ['Top up', 'Deposit'],
    ['Bank transfer in', 'Deposit'],
    ['Virement en votre faveur', 'Deposit'],
    ['Bonifico a vostro favore', 'Deposit'],
    ['Overboeking ontvangen', 'Deposit'],
    ['Abono', 'Deposit'],
    ['Accredito', 'Deposit'],
    ['Überweisung an Max Muster', 'Withdrawal'],
    ['Cargo', 'Withdrawal'],
    ['Adeudo', 'Withdrawal'],
    ['Addebito', 'Withdrawal'],
    ['Revenus de titres', 'Dividend'],
    ['Prima de asistencia', 'Dividend'],
    // a lender's income from a late borrower
    ['Late fees received from loan 12-4471802-01', 'Interest'],
    ['Penalty received', 'Interest'],
  ])('types "%s" as %s', (text, type) => {
    expect(typeFromText(text)).toBe(type);
  });
  it('leaves the more specific words first ("Cargo por comisión" is a fee, "Abono de dividendo" a dividend)', () => {
    expect(typeFromText('Cargo por comisión de custodia')).toBe('Fee');
    expect(typeFromText('Abono de dividendo')).toBe('Dividend');
  });
});
