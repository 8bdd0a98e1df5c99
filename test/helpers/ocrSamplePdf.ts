import { newPdf, pdfBytes } from '../../fixtures/lib/pdfkit';

/**
 * A one-page A4 securities account statement with a text layer, typeset like a bank's PDF
 * (Helvetica 9 pt, ruled header, seven columns, 24 activity rows), for the OCR tests: rendered
 * to an image it is a "clean scan", and its own text layer is the ground truth.
 * Deterministic: the same bytes on every run.
 */
const COLUMNS = [
  { title: 'Buchungstag', x: 40 },
  { title: 'Valuta', x: 100 },
  { title: 'Vorgang', x: 160 },
  { title: 'Wertpapier', x: 232 },
  { title: 'ISIN', x: 352 },
  { title: 'Stück', x: 440, right: 470 },
  { title: 'Betrag EUR', x: 495, right: 555 },
];

const SECURITIES: [string, string][] = [
  ['Apple Inc.', 'US0378331005'],
  ['Siemens AG', 'DE0007236101'],
  ['Allianz SE', 'DE0008404005'],
  ['iShares Core MSCI World', 'IE00B4L5Y983'],
  ['Microsoft Corp.', 'US5949181045'],
  ['BASF SE', 'DE000BASF111'],
  ['Nestlé S.A.', 'CH0038863350'],
  ['Vanguard FTSE All-World', 'IE00BK5BQT80'],
];
const KINDS = ['Kauf', 'Verkauf', 'Dividende', 'Zinsen', 'Gebühr', 'Einzahlung'];

function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const germanAmount = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const [int, frac] = (Math.abs(cents) / 100).toFixed(2).split('.');
  return `${sign}${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${frac}`;
};

const date = (day: number) => {
  const d = new Date(Date.UTC(2024, 0, 1 + day));
  return `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;
};

export function sampleRows(): string[][] {
  const random = mulberry32(20240101);
  const rows: string[][] = [];
  for (let i = 0; i < 24; i++) {
    const day = i * 3 + Math.floor(random() * 3);
    const kind = KINDS[Math.floor(random() * KINDS.length)];
    const [name, isin] = SECURITIES[Math.floor(random() * SECURITIES.length)];
    const trade = kind === 'Kauf' || kind === 'Verkauf';
    const hasSecurity = trade || kind === 'Dividende';
    const quantity = trade ? String(1 + Math.floor(random() * 250)) : '';
    const cents = Math.round((random() * 500000 + 100) * (kind === 'Kauf' || kind === 'Gebühr' ? -1 : 1));
    rows.push([
      date(day),
      date(day + (trade ? 2 : 0)),
      kind,
      hasSecurity ? name : kind === 'Zinsen' ? 'Verrechnungskonto' : 'Depotkonto',
      hasSecurity ? isin : '',
      quantity,
      germanAmount(cents),
    ]);
  }
  return rows;
}

export async function sampleStatementPdf(): Promise<Buffer> {
  const doc = newPdf();
  doc.addPage({ size: 'A4', margin: 0 });
  doc.font('Helvetica-Bold').fontSize(14).text('Musterbank AG', 40, 40, { lineBreak: false });
  doc.font('Helvetica').fontSize(9);
  doc.text('Depotauszug Nr. 3/2024', 40, 62, { lineBreak: false });
  doc.text('Depotnummer: 1234 5678 90', 40, 76, { lineBreak: false });
  doc.text('Zeitraum: 01.01.2024 - 31.03.2024', 40, 90, { lineBreak: false });
  doc.text('Seite 1 von 1', 480, 62, { lineBreak: false });

  const top = 130;
  const rowHeight = 16;
  doc.font('Helvetica-Bold');
  for (const column of COLUMNS) cell(doc, column.title, column, top);
  doc
    .moveTo(40, top + 13)
    .lineTo(555, top + 13)
    .lineWidth(0.5)
    .stroke();
  doc.font('Helvetica');
  sampleRows().forEach((row, i) => row.forEach((value, c) => cell(doc, value, COLUMNS[c], top + 20 + i * rowHeight)));
  return pdfBytes(doc);
}

function cell(doc: PDFKit.PDFDocument, value: string, column: { x: number; right?: number }, y: number) {
  if (!value) return;
  const x = column.right === undefined ? column.x : column.right - doc.widthOfString(value);
  doc.text(value, x, y, { lineBreak: false });
}
