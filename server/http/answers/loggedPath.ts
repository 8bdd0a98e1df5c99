/**
 * A request's path as it may be written to a log. The invitation (and password reset) link
 * carries its one-time token in the path: whoever reads the log could otherwise use it.
 */
export function loggedPath(path: string): string {
  // Anywhere in the path: a mistyped or proxied link (//invite/…, /x/invite/…) still carries it.
  return path.replace(/\/invite\/[^/]*/gi, '/invite/[token]');
}
