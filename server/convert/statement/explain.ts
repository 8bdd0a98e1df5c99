import { Row } from '../columns';

/**
 * Which rules produced a row, kept on the row under a symbol: copies of a row ({ ...row }) carry it
 * along, JSON (the API's answer) never shows it. Read by `broker-file-converter convert --explain`.
 */
const RULES = Symbol('rules');

type Explained = Row & { [RULES]?: readonly string[] };

/** Adds the rules that decided something about the row, after the ones it already records. */
export function because<T extends Row>(row: T, ...rules: string[]): T {
  const explained = row as Explained;
  explained[RULES] = [...(explained[RULES] ?? []), ...rules];
  return row;
}

/** The rules the row records, first decided first. */
export function rulesOf(row: Row): readonly string[] {
  return (row as Explained)[RULES] ?? [];
}

/** A printed line, quoted short enough to read beside others. */
export function quoted(text: string): string {
  const t = text.trim();
  return JSON.stringify(t.length > 60 ? `${t.slice(0, 57)}...` : t);
}
