/** Thrown when as many password hashes are waiting as the gate lets wait. */
export class HashingBusyError extends Error {
  constructor() {
    super('Too many password checks are waiting.');
    this.name = 'HashingBusyError';
  }
}

/**
 * At most `running` pieces of work at once, at most `waiting` more in line (first come, first
 * served); one more is refused with HashingBusyError rather than made to wait without bound.
 */
export class HashGate {
  private active = 0;
  private readonly line: Array<() => void> = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.running) this.active++;
    else if (this.line.length >= this.waiting) throw new HashingBusyError();
    // The slot is handed over by the one finishing, so `active` is not released in between.
    else await new Promise<void>((resolve) => this.line.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.line.shift();
      if (next) next();
      else this.active--;
    }
  }
}
