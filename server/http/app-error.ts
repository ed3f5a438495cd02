import { errorStatus, type ErrorCode } from '../../contract/errors';

/** Thrown by services with a code from the contract; one handler maps it to a status and the error body. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: { path: string; message: string }[],
    /** For a 429: when to ask again, also sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  get status(): number {
    return errorStatus[this.code];
  }
}
