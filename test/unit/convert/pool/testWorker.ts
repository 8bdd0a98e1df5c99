import { writeFileSync } from 'node:fs';

/** Jobs for the worker pool tests: one that answers, one that never returns to the event loop, and some that take memory. */
export function echo(job: { value: number }) {
  return { doubled: job.value * 2 };
}

export function spin(job: { untilMs: number }) {
  const stop = Date.now() + job.untilMs;
  while (Date.now() < stop) {
    // Busy: only terminating the worker ends this job early.
  }
  return 'finished';
}

/** spin, once it has written its process id to `pidFile`. */
export function spinWithPid(job: { untilMs: number; pidFile: string }) {
  writeFileSync(job.pidFile, String(process.pid));
  return spin(job);
}

/** Holds `mb` MiB of ArrayBuffers (outside V8's heap, which a heap limit does not bound), touched. */
export function allocate(job: { mb: number }) {
  const kept: Uint8Array[] = [];
  for (let i = 0; i < job.mb; i++) kept.push(new Uint8Array(1 << 20).fill(1));
  return kept.length;
}

/** Grows the JavaScript heap until the process can take no more. */
export function growHeap() {
  const kept: string[][] = [];
  for (;;) kept.push(Array.from({ length: 1000 }, (_, i) => `entry ${kept.length} ${i}`));
}
