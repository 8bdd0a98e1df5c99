import { findDates, parseDate } from '../../../server/convert/statement/dates';

describe('parseDate', () => {
  it.each([
    ['KAUF AM 15.01.2015 UM 08:13:35', '2015-01-15'],
    ['Extag : 21.06.17', '2017-06-21'],
    ['2026-01-06 08:04:56', '2026-01-06'],
    ['26-03-2024 Référence', '2024-03-26'],
    ['Au 26 mars 2024', '2024-03-26'],
    ['am 7. Januar 2026', '2026-01-07'],
    ['Execution date/time: 02 Nov 2023 21:00', '2023-11-02'],
    ['Trade time 05-Aug-2025 12:46:23', '2025-08-05'],
    ['March 26, 2024', '2024-03-26'],
    ['Sale Date: DEC/12/2023', '2023-12-12'],
    ['26 de marzo de 2024', '2024-03-26'],
    ['21. august 2025', '2025-08-21'],
    ['3 maart 2025', '2025-03-03'],
    ['5 luglio 2024', '2024-07-05'],
    ['12/31/2023', '2023-12-31'],
    ['Payment date: 20240516', '2024-05-16'],
    ['Depotgebührenabrechnung per 20210106 12345678', '2021-01-06'],
  ])('%s → %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it('reads ambiguous slashed dates day first unless told the document is American', () => {
    expect(parseDate('03/04/2024')).toBe('2024-04-03');
    expect(parseDate('03/04/2024', { dayFirst: false })).toBe('2024-03-04');
  });

  it('rejects impossible dates and figures that only look like dates', () => {
    expect(parseDate('31.04.2024')).toBeNull();
    expect(parseDate('Kurs 1.250.2018')).toBeNull();
    expect(parseDate('Seite 1/2')).toBeNull();
    // eight digits are a date only where they are one: not a reference's head, an account number, or a longer run
    expect(parseDate('20240115-BY111-00262626264')).toBeNull();
    expect(parseDate('Konto 20241399')).toBeNull();
    expect(parseDate('Ref 6075341620240603')).toBeNull();
  });

  it('takes no cents of an amount for the day of a date named by its month', () => {
    expect(findDates('buy 1.722824162 USD 100.526800 -173.19 -173.19 Jul 17, 2024').map((d) => d.iso)).toEqual(['2024-07-17']);
  });

  it('finds both ends of a period', () => {
    expect(findDates('Geschäftsjahr 01.07.17 bis 30.06.18').map((d) => d.iso)).toEqual(['2017-07-01', '2018-06-30']);
  });
});

describe('a day and month name followed by a figure that is no year', () => {
  it('reads no year from an amount a column further on ("ON 08 APR        42.17") or from cents', () => {
    expect(findDates('             ON 08 APR                                    42.17          1,707.83')).toEqual([]);
    expect(findDates('CARD PAYMENT ON 08 APR 42.17')).toEqual([]);
    expect(findDates('02 Apr 24  FASTER PAYMENT').map((d) => d.iso)).toEqual(['2024-04-02']);
  });
});
