import type { RequestHandler } from 'express';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const toMs = (ns: number) => Math.round(ns / 1e4) / 100;

/**
 * GET /debug/event-loop (only with BFC_EVENT_LOOP_STATS=1): the event loop's delays since the
 * previous call, then starts counting anew, so a benchmark can ask for the worst stall while
 * conversions ran. The number says how long every other request had to wait.
 */
export function eventLoopRoute(): RequestHandler {
  const delays = monitorEventLoopDelay({ resolution: 10 });
  delays.enable();
  return (_req, res) => {
    res.json({ maxMs: toMs(delays.max), p99Ms: toMs(delays.percentile(99)), meanMs: toMs(delays.mean), samples: delays.count });
    delays.reset();
  };
}
