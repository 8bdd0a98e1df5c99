/** Where a command writes; the CLI entry passes the process streams. */
export type CliIO = { out(text: string): void; err(text: string): void };

export const processIO: CliIO = {
  out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
};

/**
 * Output is best effort: a reader that went away (EPIPE when `serve | head` exits) or a full disk
 * under a redirect must not stop the server. Without a listener such an error would be thrown
 * as an uncaught exception; later writes to the broken stream fail the same, harmless way.
 */
export function keepOutputErrorsHarmless(): void {
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
}

/**
 * Characters a terminal may act on rather than show: C0 and C1 controls (ESC starts the sequences
 * that move the cursor, recolour or retitle the window, or clear the screen), DEL, and the Unicode
 * controls that reorder or split a line. Names and emails come from people signing up and from
 * the settings page, and must print as the text they are.
 */
const TERMINAL_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** User-supplied text (a name, an email) as it may be printed: terminal controls stripped. */
export function printable(text: string): string {
  return text.replace(TERMINAL_CONTROLS, '');
}

/** JSON for --json output: the same values, with terminal controls escaped (JSON.stringify leaves DEL, C1 and the Unicode controls raw). */
export function jsonText(value: unknown): string {
  return JSON.stringify(value).replace(TERMINAL_CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Aligned columns; every cell is printed through printable(). */
export function table(rows: string[][]): string {
  rows = rows.map((row) => row.map(printable));
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
