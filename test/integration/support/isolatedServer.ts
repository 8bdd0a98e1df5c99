import type * as ServerHelper from '../../helpers/server';

/**
 * The server helper loaded in a module registry of its own, with `env` set while it loads: the
 * converter reads its settings from the environment once, at import.
 */
export function loadServerHelper(env: Record<string, string>): typeof ServerHelper {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  let helper: typeof ServerHelper | undefined;
  try {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      helper = require('../../helpers/server');
    });
  } finally {
    process.env = saved;
  }
  return helper!;
}
