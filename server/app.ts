import express from 'express';
import type { ServiceConfig } from './config';
import { authenticate } from './http/intake/auth';
import { handleErrors, methodNotAllowed, notFound } from './http/answers/errors';
import { logRequests } from './http/answers/accessLog';
import { limitRate } from './http/intake/rateLimit';
import { assignRequestId } from './http/intake/requestId';
import { convertRoute } from './http/routes/convert';
import { eventLoopRoute } from './http/routes/eventLoop';
import { healthRoute } from './http/routes/health';
import { usageRoute } from './http/routes/usage';
import type { Store } from './store/types';

/** The HTTP API; each route lists its steps in the order a request passes them. */
/** `pages` (the settings pages, server/web) answers its own paths after the API's. */
export function createApp(store: Store, config: ServiceConfig, pages?: express.RequestHandler): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // Off unless the operator says which proxy to believe: a forged X-Forwarded-For must not pick req.ip.
  app.set('trust proxy', config.trustProxy ?? false);
  app.use(assignRequestId);
  if (config.accessLog) app.use(logRequests(config.accessLog));

  const auth = authenticate(store, config.now);
  app
    .route('/api/v1/convert')
    .post(auth, limitRate(store, config.rateLimits, config.now), convertRoute(store, config))
    .all(methodNotAllowed('POST'));
  app.route('/api/v1/usage').get(auth, usageRoute(store, config)).all(methodNotAllowed('GET'));
  app.route('/healthz').get(healthRoute(store)).all(methodNotAllowed('GET'));
  if (config.eventLoopStats) app.get('/debug/event-loop', eventLoopRoute());

  if (pages) app.use(pages);
  app.use(notFound);
  app.use(handleErrors);
  return app;
}
