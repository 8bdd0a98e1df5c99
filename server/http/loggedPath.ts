/**
 * A request's path as it may be written to a log. The invitation (and password reset) link
 * carries its one-time token in the path: whoever reads the log could otherwise use it.
 */
export function loggedPath(path: string): string {
  return path.replace(/^\/invite\/[^/]*/i, '/invite/[token]');
}
