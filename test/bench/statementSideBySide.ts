/**
 * A/B of the statement stage's CPU per document, two checkouts in one process:
 * `npx tsx test/bench/statementSideBySide.ts BASE_ROOT [NEW_ROOT=this checkout] [ROUNDS=3]`, both built first
 * (`npm run build`: the stage is measured as the server runs it, from dist/).
 * Each checkout's own `parseStatement` reads every corpus text of dev and dev2, document by document, the
 * two in turn (the order swapped every document and round), so a busy machine's load falls on both alike:
 * one process per tree, rotated, swung 1.18–1.53 between repeats at load 4–5; two runs of this, 0.012 apart.
 * Prints, per split and for the documents the base reads in under 1 ms, the sum over documents of each side's
 * least CPU (user + system) over the rounds after a warm-up round, and the new side's ratio to the base.
 */
import fs from 'node:fs';
import path from 'node:path';
import type * as Statement from '../../server/convert/statement';
import type * as FromText from '../../server/convert/layout/fromText';

type Side = { name: string; read: (text: string) => void };

/** A checkout's built stage (`npm run build`: dist/, as the server runs it; tsx's own transform costs differently). */
async function sideOf(root: string): Promise<Side> {
  const built = (module: string) => {
    const file = path.join(root, 'dist/server/convert', module);
    if (!fs.existsSync(`${file}.js`) && !fs.existsSync(path.join(file, 'index.js'))) throw new Error(`${root}: no ${file}: run npm run build there first`);
    return import(file) as Promise<unknown>;
  };
  const statement = (await built('statement')) as typeof Statement;
  const fromText = (await built('layout/fromText')) as typeof FromText;
  return { name: root, read: (text) => statement.parseStatement(fromText.linesFromText(text)) };
}

function corpusFiles(split: string): string[] {
  const dir = path.resolve(__dirname, '../../../shared/corpus', split);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      fs
        .readdirSync(path.join(dir, d.name))
        .filter((f) => f.endsWith('.txt'))
        .map((f) => path.join(dir, d.name, f)),
    );
}

/** CPU µs of one reading of a text; lines are built inside, as a fresh document's are. */
function cpuOf(side: Side, text: string): number {
  const start = process.cpuUsage();
  side.read(text);
  const used = process.cpuUsage(start);
  return used.user + used.system;
}

async function main(): Promise<void> {
  const [baseRoot, newRoot = path.resolve(__dirname, '../..'), roundsArg = '3'] = process.argv.slice(2);
  if (!baseRoot) throw new Error('usage: statementSideBySide.ts BASE_ROOT [NEW_ROOT] [ROUNDS]');
  const sides = [await sideOf(path.resolve(baseRoot)), await sideOf(path.resolve(newRoot))];
  const files = ['dev', 'dev2'].flatMap((split) => corpusFiles(split).map((file) => ({ split, text: fs.readFileSync(file, 'utf8') })));
  if (!files.length) return void console.log('no corpus beside the project (../shared/corpus): nothing to measure');
  const least = sides.map(() => files.map(() => Infinity));
  for (let round = -1; round < Number(roundsArg); round++) {
    files.forEach(({ text }, i) => {
      for (let k = 0; k < sides.length; k++) {
        const s = (k + i + round + 1) % sides.length;
        const cpu = cpuOf(sides[s], text);
        if (round >= 0) least[s][i] = Math.min(least[s][i], cpu);
      }
    });
  }
  const groups: Record<string, (i: number) => boolean> = {
    dev: (i) => files[i].split === 'dev',
    dev2: (i) => files[i].split === 'dev2',
    'under 1 ms': (i) => least[0][i] < 1000,
  };
  console.log(`base ${sides[0].name}\nnew  ${sides[1].name}\n${files.length} documents, least CPU of ${roundsArg} rounds`);
  for (const [name, inGroup] of Object.entries(groups)) {
    const [base, next] = least.map((side) => side.reduce((sum, cpu, i) => sum + (inGroup(i) ? cpu : 0), 0));
    const count = files.filter((_, i) => inGroup(i)).length;
    console.log(`${name} (${count}): base ${(base / 1000).toFixed(0)} ms, new ${(next / 1000).toFixed(0)} ms, new/base ${(next / base).toFixed(3)}`);
  }
}

void main();
