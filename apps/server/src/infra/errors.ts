import { type ErrorCode, errorStatus, type FieldIssue } from '@maple/contracts';

/**
 * The one error type services throw. Its code comes from the closed set in @maple/contracts and
 * decides the HTTP status; the message is safe to show to the caller.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: readonly FieldIssue[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return errorStatus[this.code];
  }
}
