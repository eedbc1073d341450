import { type ErrorCode, errorStatuses, type FieldIssue, type StatusOf } from '@maple/contracts';

/**
 * The one error type services throw. Its code comes from the closed set in @maple/contracts; its
 * status is the code's usual one, or another the code is declared with, where this use of it
 * documents that one (ADR 69). The message is safe to show to the caller.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly status: StatusOf<C>;

  constructor(
    readonly code: C,
    message: string,
    readonly details?: readonly FieldIssue[],
    status?: StatusOf<C>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status ?? errorStatuses[code][0];
  }
}
