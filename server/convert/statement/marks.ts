/**
 * A mark on one object (a row, a line) and not on its copies: a non-enumerable property under a
 * symbol, which `{ ...row }` does not copy and JSON never shows. It does what a module-level WeakSet
 * of marked objects did, without state outside the objects the stage reads.
 */
export function mark<T extends object>(target: T, which: symbol): T {
  Object.defineProperty(target, which, { value: true, configurable: true });
  return target;
}

export function isMarked(target: object, which: symbol): boolean {
  return (target as { [key: symbol]: unknown })[which] === true;
}
