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

export function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd()).join('\n');
}
