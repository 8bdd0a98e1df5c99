import { existsSync, readFileSync } from 'node:fs';
import { readAdminData } from './adminFile';
import { parseCounterFile, type CounterData } from './counterFile';
import { countersDamaged, accountsDamaged, describeParseFailure } from './damagedData';
import { dataFiles } from './dataDir';

export const emptyCounters = (): CounterData => ({ counters: {}, keysLastUsed: {} });

/** What the server has counted so far, for the admin commands; they never write this file. */
export function readCounters(dataDir: string): CounterData {
  const file = dataFiles(dataDir).counters;
  const text = readText(file);
  return text === undefined ? emptyCounters() : parseOrRefuse(file, text);
}

/**
 * server.json as the server finds it at start; undefined on a first start. The server writes it
 * at once on its first start, and the first admin command on a new directory creates it too
 * (updateAdminData), so from then on a missing file is a lost one: the start is refused rather
 * than every spent credit given back. Likewise counts without the accounts they belong to.
 */
export function countersAtStart(dataDir: string): CounterData | undefined {
  const files = dataFiles(dataDir);
  const text = readText(files.counters);
  const accounts = readAdminData(dataDir).accounts.length;
  if (text === undefined) {
    if (accounts > 0) throw countersDamaged(files.counters, `is missing, but ${files.admin} lists ${accounts} account(s)`);
    return undefined;
  }
  const counters = parseOrRefuse(files.counters, text);
  const counted = Object.keys(counters.counters).length;
  if (accounts === 0 && (counted > 0 || Object.keys(counters.keysLastUsed).length > 0)) {
    const state = existsSync(files.admin) ? 'lists no account' : 'is missing';
    throw accountsDamaged(files.admin, `${state}, but ${files.counters} holds the counts of ${counted} account(s)`);
  }
  return counters;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

function parseOrRefuse(file: string, text: string): CounterData {
  try {
    return parseCounterFile(text);
  } catch (err) {
    throw countersDamaged(file, describeParseFailure(text, err));
  }
}
