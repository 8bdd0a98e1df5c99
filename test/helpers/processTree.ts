import { readdirSync, readFileSync } from 'node:fs';

/**
 * The server's process tree as Linux shows it in /proc: the conversion worker processes are
 * children of the process that runs the server (in tests, this one).
 */

/** `root` and every process descended from it. */
export function processTree(root = process.pid): number[] {
  const pids = [root];
  for (let i = 0; i < pids.length; i++) {
    try {
      for (const task of readdirSync(`/proc/${pids[i]}/task`)) {
        const children = readFileSync(`/proc/${pids[i]}/task/${task}/children`, 'utf8').trim();
        if (children) pids.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // The process has just exited.
    }
  }
  return pids;
}

const statusField = (pid: number, field: string): number => {
  try {
    return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};

/** Resident memory of the whole tree now, in bytes. */
export const treeRss = (root = process.pid) => processTree(root).reduce((sum, pid) => sum + statusField(pid, 'VmRSS'), 0);

/** The worker processes under `root` that run `handler` (the export named on their command line). */
export function workerPids(handler: string, root = process.pid): number[] {
  return processTree(root).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(handler);
    } catch {
      return false;
    }
  });
}

/** Samples treeRss every `everyMs` until stopped; stop() returns the highest sample. */
export function peakTreeRss(everyMs = 20, root = process.pid): { stop(): number } {
  let peak = treeRss(root);
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(root))), everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, treeRss(root));
    },
  };
}

/** Whether a process of this id still exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
