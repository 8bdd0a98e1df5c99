import { AttemptLimiter } from '../../../server/web/attemptLimiter';

test('allows max attempts per window, then says how long to wait until the oldest one leaves it', () => {
  let now = 1_000_000;
  const limiter = new AttemptLimiter({ max: 3, windowMs: 60_000 }, () => now);
  for (let i = 0; i < 3; i++) {
    expect(limiter.retryAfterSeconds('ada')).toBe(0);
    limiter.record('ada');
    now += 10_000;
  }
  // Attempts at 0 s, 10 s, 20 s; now is 30 s: the first leaves the window at 60 s.
  expect(limiter.retryAfterSeconds('ada')).toBe(30);
  expect(limiter.retryAfterSeconds('bob')).toBe(0);
  now += 30_000;
  expect(limiter.retryAfterSeconds('ada')).toBe(0);
});

test('reset forgets a key', () => {
  const limiter = new AttemptLimiter({ max: 1, windowMs: 60_000 }, () => 0);
  limiter.record('ada');
  expect(limiter.retryAfterSeconds('ada')).toBeGreaterThan(0);
  limiter.reset('ada');
  expect(limiter.retryAfterSeconds('ada')).toBe(0);
});

test('giveBack takes back one attempt, the latest, and leaves the others counted', () => {
  let now = 0;
  const limiter = new AttemptLimiter({ max: 2, windowMs: 60_000 }, () => now);
  limiter.record('ada');
  now += 1000;
  limiter.record('ada');
  expect(limiter.retryAfterSeconds('ada')).toBe(59);
  limiter.giveBack('ada');
  expect(limiter.retryAfterSeconds('ada')).toBe(0);
  limiter.record('ada');
  expect(limiter.retryAfterSeconds('ada')).toBe(59);
  limiter.giveBack('bob');
  expect(limiter.retryAfterSeconds('bob')).toBe(0);
});
