import { ApiError } from '../../../server/errors';
import { asApiError } from '../../../server/http/answers/errorEnvelope';
import { LockHeldError } from '../../../server/store/lockFile';

const systemError = (code: string) => Object.assign(new Error(`${code}: something`), { code });

test.each(['EMFILE', 'ENFILE', 'EAGAIN', 'ENOMEM', 'ENOSPC', 'EBUSY'])(
  'a transient system failure (%s) is 503 temporarily_unavailable with Retry-After',
  (code) => {
    const answer = asApiError(systemError(code));
    expect({ status: answer.status, code: answer.code, retryAfter: answer.headers['Retry-After'] }).toEqual({
      status: 503,
      code: 'temporarily_unavailable',
      retryAfter: '5',
    });
    expect(answer.message).toMatch(/Retry in 5 seconds/);
  },
);

test('a data file held by another process past the wait is 503 with Retry-After', () => {
  expect(asApiError(new LockHeldError('/data/users.lock', 4242))).toMatchObject({ status: 503, code: 'temporarily_unavailable' });
});

test('a fault of ours stays 500 internal_error, and an ApiError is passed through', () => {
  expect(asApiError(new TypeError('x is undefined'))).toMatchObject({ status: 500, code: 'internal_error' });
  expect(asApiError(systemError('EACCES'))).toMatchObject({ status: 500, code: 'internal_error' });
  const busy = new ApiError(503, 'server_busy', 'busy', { 'Retry-After': '5' });
  expect(asApiError(busy)).toBe(busy);
});
