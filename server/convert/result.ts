import { COLUMNS, Column, Row } from './columns';
import { ExtractionMode } from './words';

/** The 200 body of POST /api/v1/convert, exactly these keys in this order. */
export type ConversionResult = {
  filename: string;
  mode: ExtractionMode;
  rowCount: number;
  columns: Column[];
  rows: Row[];
};

export function conversionResult(filename: string, mode: ExtractionMode, rows: Row[]): ConversionResult {
  return { filename, mode, rowCount: rows.length, columns: COLUMNS.map((c) => ({ ...c })), rows };
}
