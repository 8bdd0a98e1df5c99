import fs from 'node:fs';
import path from 'node:path';

/** The documents a corpus split's expected rows name, each once, in the order first named. */
export function corpusFiles(corpus: string, split: string): string[] {
  const lines = fs
    .readFileSync(path.join(corpus, split, 'expected.jsonl'), 'utf8')
    .trim()
    .split('\n');
  return [...new Set(lines.map((l) => JSON.parse(l).file as string))];
}
