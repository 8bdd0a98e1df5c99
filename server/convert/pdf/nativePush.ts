/**
 * pdf.js's legacy build (the one that runs on Node 20) bundles core-js, which replaces
 * Array.prototype.push for the whole thread with a JavaScript polyfill, because V8 before 12.2
 * fails one of its edge-case checks (push on an array whose length is read-only must throw a
 * TypeError). The polyfill writes `length` through a setter on every call: in a CPU profile of
 * warm text extraction, it and its length setter took ~7 % of the thread, and every push of the
 * statement stage, in the same thread, paid it too. The native push differs only in those
 * edge cases, which neither pdf.js nor this package meets.
 * Import this module before anything that loads pdf.js, and call restoreNativePush() after.
 */
const nativePush = Array.prototype.push;

export function restoreNativePush(): void {
  // eslint-disable-next-line no-extend-native
  Object.defineProperty(Array.prototype, 'push', { value: nativePush, writable: true, enumerable: false, configurable: true });
}
