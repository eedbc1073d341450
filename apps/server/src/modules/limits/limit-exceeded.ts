import { type LimitRefusal, limitExceededMessage } from '@maple/contracts';
import { AppError } from '../../infra/errors.js';

/**
 * Which limit a movement would cross, its amount, and from when the movement would fit (null:
 * never, it is larger than the whole limit).
 */
export type LimitCrossing = LimitRefusal;

/**
 * A refusal for crossing a limit (422 `limit_exceeded`): the message says which limit, and when
 * it resets for this amount or that it never will (`limitExceededMessage`); `crossing` keeps
 * them for callers that answer in their own words. The moment ends the message in ISO 8601
 * (UTC): Cybrid's error body has no other field, and the web app reads it there to say it in the
 * customer's language and time zone.
 */
export class LimitExceededError extends AppError {
  constructor(readonly crossing: LimitCrossing) {
    super('limit_exceeded', limitExceededMessage(crossing));
  }
}
