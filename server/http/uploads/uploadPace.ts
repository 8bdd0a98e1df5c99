import type { Request } from 'express';
import type { UploadPace } from '../../config';
import { ApiError } from '../../errors';

/**
 * `reading` (a body being read), cut short with 408 once the body arrives slower than `pace` over
 * a whole window: an upload trickling a few bytes a second would otherwise hold its slot (and
 * its reserved unit) until the request timeout, minutes later. The count is the connection's
 * bytes, read without touching the request stream. The 408 closes the connection, so the rest
 * of the trickle is not waited for.
 */
export function atLeastPace<T>(req: Request, reading: Promise<T>, pace: UploadPace): Promise<T> {
  if (req.complete) return reading;
  const minBytes = (pace.bytesPerSecond * pace.windowMs) / 1000;
  return new Promise((resolve, reject) => {
    const connection = req.socket;
    let counted = connection.bytesRead;
    const timer = setInterval(() => {
      const received = connection.bytesRead - counted;
      counted = connection.bytesRead;
      if (req.complete || received >= minBytes) return;
      clearInterval(timer);
      reject(tooSlow(pace));
    }, pace.windowMs);
    reading.then(
      (value) => {
        clearInterval(timer);
        resolve(value);
      },
      (err) => {
        clearInterval(timer);
        reject(err);
      },
    );
  });
}

function tooSlow(pace: UploadPace): ApiError {
  const seconds = pace.windowMs / 1000;
  return new ApiError(
    408,
    'upload_too_slow',
    `The upload arrived slower than ${pace.bytesPerSecond} bytes per second over ${seconds} s and was stopped. Send it again over a faster connection.`,
    { Connection: 'close' },
  );
}
