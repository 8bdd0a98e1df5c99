import { linesFromText } from '../../../server/convert/layout/fromText';
import { parseStatement } from '../../../server/convert/statement';
import { documentContext } from '../../../server/convert/statement/context';
import { findDates } from '../../../server/convert/statement/dates';
import { parseHeader } from '../../../server/convert/statement/header';
import { isValidCusip } from '../../../server/convert/statement/identifiers';

const header = (text: string) => {
  const lines = linesFromText(text);
  return parseHeader(lines, documentContext(lines));
};
const dayFirst = (text: string) => documentContext(linesFromText(text)).dates.dayFirst;

describe('header fields wherever printed', () => {
  it('finds a broker printed in capitals by its legal form, as printed', () => {
    expect(header('THAMES & AVON STOCKBROKERS LTD\nCLIENT REF: TAS/88213').broker).toBe('THAMES & AVON STOCKBROKERS LTD');
  });

  it('does not take a section heading in capitals for a broker', () => {
    expect(header('TRADING ACTIVITY\nAccount number: 12345678').broker).toBe('');
  });

  it('takes a marker word alone as a label, and the name after it', () => {
    expect(header('Activity Statement  Broker  Northgate Markets LLC').broker).toBe('Northgate Markets LLC');
  });

  it('does not take a security named in a booking line for the broker', () => {
    expect(header('Account Activity\n01/05/2024  Bought  AAPL  Apple Inc.  10  181.91  (1,819.10)\nSiemens AG  DE0007236101').broker).toBe('');
  });

  it.each([
    ['Account Number  5XK-20417', '5XK-20417'],
    ['Account  U7340215', 'U7340215'],
    ['Compte-titres n°  00012 34567 89', '00012 34567 89'],
    ['Conto n. 000123456789  Divisa EUR', '000123456789'],
    ['Depotnummer: 1234 5678 90  Max Mustermann', '1234 5678 90'],
  ])('reads the account number of "%s"', (line, account) => {
    expect(header(line).account_number).toBe(account);
  });

  it('does not read a name after the account label as an account number', () => {
    expect(header('Kunde  Max Mustermann 12345').account_number).toBe('');
  });
});

describe('order of day and month in ambiguous slash dates', () => {
  it('is month first in a US-dollar document that proves nothing else', () => {
    expect(dayFirst('Trade Date 03/05/2024\nNet Amount USD 1,000.00')).toBe(false);
  });

  it('is day first in a US-dollar document whose other dates put the day first', () => {
    expect(dayFirst('Trade Date 03/05/2024\nSettlement 15/05/2024\nNet Amount USD 1,000.00')).toBe(true);
  });

  it('is day first in a pound or euro document', () => {
    expect(dayFirst('Trade Date 03/05/2024\nNet Amount GBP 1,000.00')).toBe(true);
    expect(dayFirst('Handelstag 03/05/2024\nBetrag 1.000,00 EUR')).toBe(true);
  });

  it('never applies to dotted dates', () => {
    expect(findDates('05.06.2024', { dayFirst: false })[0].iso).toBe('2024-06-05');
    expect(findDates('05/06/2024', { dayFirst: false })[0].iso).toBe('2024-05-06');
  });
});

describe('the security of a single-transaction document', () => {
  it('is named after its own label when the identifier stands alone with its label', () => {
    const [row] = parseStatement(
      linesFromText(`
Rheintal Direktbank AG
Dividendengutschrift
Zahltag           10.05.2024
Wertpapier        Allianz SE vink. Namens-Aktien o.N.
ISIN              DE0008404005
Stück             120
Ausmachender Betrag   1.219,23 EUR
`),
    );
    expect([row.description, row.security_id]).toEqual(['Allianz SE vink. Namens-Aktien o.N.', 'DE0008404005']);
  });

  it('is identified by a CUSIP after its label, with its ticker', () => {
    const [row] = parseStatement(
      linesFromText(`
Harbor Point Securities
TRADE CONFIRMATION
Trade Date        03/05/2024
We have bought for your account:
Security          NVIDIA Corp
Symbol            NVDA
CUSIP             67066G104
Quantity          25
Net Amount Due    USD 21,314.22
`),
    );
    expect([row.type, row.date, row.description, row.symbol, row.security_id]).toEqual(['Buy', '2024-03-05', 'NVIDIA Corp', 'NVDA', '67066G104']);
  });

  it('checks a CUSIP by its check digit', () => {
    expect(isValidCusip('67066G104')).toBe(true);
    expect(isValidCusip('037833100')).toBe(true);
    expect(isValidCusip('67066G105')).toBe(false);
  });
});
