import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { MAX_FILE_BYTES } from '../config';
import { closeConverter, convertDocument, extractDocument } from '../convert';
import { groupLines } from '../convert/layout/lines';
import { conversionResult } from '../convert/result';
import { parseStatement } from '../convert/statement';
import { rulesOf } from '../convert/statement/explain';
import { ApiError } from '../errors';
import { asApiError, errorEnvelope } from '../http/answers/errorEnvelope';
import { fileTooLarge } from '../http/uploads/uploadErrors';
import { newRequestId } from '../http/intake/requestId';
import { parseCommand, UsageError } from './args';
import type { CliIO } from './io';

export const CONVERT_HELP = `Usage: broker-file-converter convert FILE... [--out DIR] [--explain] [--password PASSWORD]

Converts local files through the same pipeline as the API, without an account or a server.
Without --out, prints one line of JSON per file on stdout: exactly the body the API would answer
(the result, or {"error": {...}} for a file that failed). With --out, writes DIR/<file name>.json
per file (e.g. statement.pdf.json) and reports each file on stderr.
A failing file does not stop the batch; the exit code is 1 if any file failed.

With --explain, each result also holds "explain": for every row, the rules that produced it (which
reading of the document, which line, where its amount, date and type came from).

With --password, password-protected PDFs are opened with it (every such file of the batch; other
files ignore it). Without it, or with a wrong one, such a file fails with pdf_password_required or
wrong_pdf_password. A password on the command line can be seen in the process list and the shell
history: on a shared machine, pass it from a variable (--password "$PDF_PASSWORD").

Options:
  --out DIR    write one JSON file per input into DIR (created if missing)
  --explain    add the rules behind each row
  --password PASSWORD
               the user or owner password of protected PDFs
  --help       show this help`;

export async function convertCommand(argv: string[], io: CliIO): Promise<number> {
  const args = parseCommand(argv, { out: { type: 'string' }, explain: { type: 'boolean' }, password: { type: 'string' } }, CONVERT_HELP, io.out);
  if (!args) return 0;
  if (args.positionals.length === 0) throw new UsageError('Name at least one file to convert.', CONVERT_HELP);
  const outDir = args.string('out');
  if (outDir) mkdirSync(outDir, { recursive: true });

  let failures = 0;
  try {
    // One file after another: the converter's worker pool already uses the cores for each file.
    for (const file of args.positionals) {
      const body = await convertFile(file, args.flag('explain'), args.string('password'));
      const failed = 'error' in body;
      if (failed) failures++;
      const json = JSON.stringify(body);
      if (!outDir) {
        io.out(json);
        continue;
      }
      const target = join(outDir, `${basename(file)}.json`);
      writeFileSync(target, json);
      io.err(failed ? `${file}: failed (${(body as ReturnType<typeof errorEnvelope>).error.code}), see ${target}` : `${file}: ${target}`);
    }
  } finally {
    await closeConverter();
  }
  return failures > 0 ? 1 : 0;
}

async function convertFile(file: string, explain: boolean, password: string | undefined) {
  try {
    // Checked before reading, as the API cuts the upload off at the limit.
    if (statSync(file).size > MAX_FILE_BYTES) throw fileTooLarge(MAX_FILE_BYTES);
    const bytes = await readFile(file);
    const filename = basename(file);
    return explain ? await explainedConversion(bytes, filename, password) : await convertDocument({ bytes, filename, password });
  } catch (err) {
    return errorEnvelope(asApiError(unreadable(err)), newRequestId());
  }
}

/**
 * The conversion with the rules behind each row: the words are extracted as the API extracts them,
 * and the statement stage runs here rather than in a worker, where the rows' rules would not
 * survive the trip back (they are kept off the rows' JSON).
 */
async function explainedConversion(bytes: Buffer, filename: string, password: string | undefined) {
  const document = await extractDocument(bytes, password);
  const rows = parseStatement(document.pages.flatMap(groupLines));
  return { ...conversionResult(filename, document.mode, rows), explain: rows.map((row) => rulesOf(row)) };
}

function unreadable(err: unknown): unknown {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES') {
    return new ApiError(400, 'unreadable_file', `The file cannot be read (${code}). Check the path and permissions.`);
  }
  return err;
}
