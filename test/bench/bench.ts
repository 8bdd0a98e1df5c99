/**
 * npm run bench [-- ROUNDS]: one table of the server's figures against references measured in the
 * same run, each the median of ROUNDS runs (default 3). Not part of npm test: it takes minutes and
 * its numbers depend on the machine. Prints the load average, since the machine may be shared.
 */
import os from 'node:os';
import { benchEventLoop } from './eventLoop';
import { benchMemory } from './memory';
import { benchOcr } from './ocr';
import { benchPostgres } from './postgres';
import { benchRejections } from './rejections';
import { renderTable, type BenchRow } from './stats';
import { benchStoreWrites } from './storeWrites';
import { benchTextPdfs } from './textPdfs';

const rounds = Number(process.argv[2] ?? 3);
const only = process.argv[3]?.split(',');
const log = (line: string) => console.error(`[bench] ${line}`);
const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

const SECTIONS: [string, (rounds: number, log: (s: string) => void) => Promise<BenchRow[]>][] = [
  ['text', benchTextPdfs],
  ['ocr', benchOcr],
  ['memory', benchMemory],
  ['rejections', benchRejections],
  ['eventloop', benchEventLoop],
  ['store', benchStoreWrites],
  ['postgres', benchPostgres],
];

async function main() {
  const loadBefore = load();
  const rows: BenchRow[] = [];
  for (const [name, run] of SECTIONS) {
    if (only && !only.includes(name)) continue;
    log(`load average ${load()}`);
    rows.push(...(await run(rounds, log)));
  }
  console.log(`\nbroker-file-converter bench, ${new Date().toISOString()}, node ${process.version}, ${os.availableParallelism()} cores, ${rounds} rounds`);
  console.log(`load average (1/5/15 min): ${loadBefore} before, ${load()} after\n`);
  console.log(renderTable(rows));
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
