/**
 * Answers the statement stage asks about one text many times while reading a document (which kind of
 * transaction a line names: the single reading, its blocks and the collection reading each ask), kept
 * for that document only. parseStatement starts every document afresh, so nothing one document read
 * is found again in the next; a caller outside it (a unit test) is bounded by MAX_TEXTS instead.
 * Only for pure functions of the text, whose answers no caller changes (a list is copied by its reader).
 */
export function perDocument<T extends NonNullable<unknown> | null>(read: (text: string) => T): (text: string) => T {
  let known = new Map<string, T>();
  let readIn = document;
  return (text: string) => {
    if (readIn !== document || known.size >= MAX_TEXTS) {
      known = new Map();
      readIn = document;
    }
    let answer = known.get(text);
    if (answer === undefined) known.set(text, (answer = read(text)));
    return answer;
  };
}

/** Which document is being read: a new one forgets every answer remembered for the last. */
let document = 0;

export function startDocument(): void {
  document++;
}

const MAX_TEXTS = 10_000;

/**
 * A map for the document being read, forgotten when the next one starts: answers keyed by the document's own
 * objects (its lines, its contexts). Not a long-lived WeakMap: V8's young-generation GC keeps its entries'
 * values alive however dead their keys, so a document's answers (and lines) were copied and promoted.
 */
export function perDocumentMap<K, V>(): () => Map<K, V> {
  let known = new Map<K, V>();
  let readIn = document;
  return () => {
    if (readIn !== document || known.size >= MAX_TEXTS) {
      known = new Map();
      readIn = document;
    }
    return known;
  };
}

/** A value computed the first time it is asked for, then remembered. */
export function once<T>(compute: () => T): () => T {
  let known = false;
  let value: T;
  return () => {
    if (!known) {
      value = compute();
      known = true;
    }
    return value;
  };
}
