import { typeFromText } from '../../../server/convert/statement/vocabulary/bookings';

// the words a ledger line names a cash withdrawal with, in each language we read
describe('withdrawal words of ledger lines', () => {
  it.each(['Auszahlung', 'Withdrawal', 'Retrait', 'Retirada de efectivo', 'Reintegro cajero', 'Prelievo', 'Opname'])('types "%s" a Withdrawal', (text) => {
    expect(typeFromText(text)).toBe('Withdrawal');
  });
});
