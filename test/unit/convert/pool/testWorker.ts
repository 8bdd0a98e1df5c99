/** Jobs for the worker pool tests: one that answers, one that never returns to the event loop. */
export function echo(job: { value: number }) {
  return { doubled: job.value * 2 };
}

export function spin(job: { untilMs: number }) {
  const stop = Date.now() + job.untilMs;
  while (Date.now() < stop) {
    // Busy: only terminating the thread ends this job early.
  }
  return 'finished';
}
