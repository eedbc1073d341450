import { type AssetCode, assets } from './assets.js';

/** Closed set so that screens can translate each reason and servers can map it to a status. */
export type MoneyErrorReason =
  | 'empty'
  | 'invalid_format'
  | 'exponent_not_allowed'
  | 'too_many_decimals'
  | 'negative_not_allowed'
  | 'sign_not_allowed'
  | 'out_of_range'
  | 'division_by_zero';

export interface MoneyErrorDetails {
  /** What the caller passed, as text. */
  readonly input?: string;
  readonly asset?: AssetCode;
}

// Inputs can come straight from a request body; a megabyte of digits must not end up in a log line.
const maxQuotedLength = 40;

function quote(input: string | undefined): string {
  if (input === undefined) return 'The amount';
  const shown = input.length > maxQuotedLength ? `${input.slice(0, maxQuotedLength)}…` : input;
  return JSON.stringify(shown);
}

function describe(reason: MoneyErrorReason, details: MoneyErrorDetails): string {
  const subject = quote(details.input);
  const asset = details.asset === undefined ? undefined : assets[details.asset];
  switch (reason) {
    case 'empty':
      return 'The amount is empty.';
    case 'invalid_format':
      return `${subject} is not a valid amount.`;
    case 'exponent_not_allowed':
      return `${subject} uses exponent notation; write the amount out in full.`;
    case 'too_many_decimals':
      return asset === undefined
        ? `${subject} has too many decimal places.`
        : `${subject} has more than ${asset.decimals} decimal places, the most ${asset.code} allows.`;
    case 'negative_not_allowed':
      return `${subject} is negative; a negative amount is not allowed here.`;
    case 'sign_not_allowed':
      return `${subject} starts with a plus sign; write the amount without it.`;
    case 'out_of_range':
      return `${subject} is outside the range of amounts that can be stored exactly.`;
    case 'division_by_zero':
      return 'Division by zero.';
  }
}

export class MoneyError extends Error {
  override readonly name = 'MoneyError';
  readonly reason: MoneyErrorReason;
  readonly input: string | undefined;
  readonly asset: AssetCode | undefined;

  constructor(reason: MoneyErrorReason, details: MoneyErrorDetails = {}) {
    super(describe(reason, details));
    this.reason = reason;
    this.input = details.input;
    this.asset = details.asset;
  }
}

export function isMoneyError(error: unknown): error is MoneyError {
  return error instanceof MoneyError;
}
