import type { Request, Response } from 'express';

/** GET /healthz: the process is up and serving; no auth, no store access. */
export function healthRoute(_req: Request, res: Response) {
  res.json({ status: 'ok' });
}
