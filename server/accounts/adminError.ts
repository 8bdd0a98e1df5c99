/** A failed operator command (or a data directory it cannot use): the message says what to do. */
export class AdminError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AdminError';
  }
}
