import { HashGate, HashingBusyError } from '../../../server/web/hashGate';

/** A piece of work that finishes when the test says so. */
function controlled() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

test('runs at most `running` at once, lets `waiting` wait in order, and refuses one more', async () => {
  const gate = new HashGate(1, 2);
  const started: number[] = [];
  const jobs = [controlled(), controlled(), controlled()];
  const runs = jobs.map((job, i) => gate.run(() => (started.push(i), job.work())));
  await expect(gate.run(async () => 'never')).rejects.toBeInstanceOf(HashingBusyError);
  await Promise.resolve();
  expect(started).toEqual([0]);

  jobs[0].finish();
  await runs[0];
  await new Promise(setImmediate);
  expect(started).toEqual([0, 1]);
  jobs[1].finish();
  jobs[2].finish();
  await Promise.all(runs);
  expect(started).toEqual([0, 1, 2]);
  // All done: the gate is open again.
  expect(await gate.run(async () => 'next')).toBe('next');
});

test('a failing piece of work frees its place', async () => {
  const gate = new HashGate(1, 0);
  await expect(gate.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
  expect(await gate.run(async () => 'ok')).toBe('ok');
});
