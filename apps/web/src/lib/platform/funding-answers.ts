import {
  type cryptoTransferDetailsSchema,
  cryptoTransferQuoteSchemaOf,
  fundingQuoteSchemaOf,
  transferListSchemaOf,
  transferSchemaOf,
} from '@maple/contracts';
import type { z } from 'zod';
import { baseUnits } from './answers';

/**
 * Funding answers (Cybrid transfers, funding and crypto transfer quotes), amounts kept as
 * strings (ADR 9).
 */

export const transferSchema = transferSchemaOf(baseUnits);
export type Transfer = z.output<typeof transferSchema>;
export const transferListSchema = transferListSchemaOf(baseUnits);
export type TransferList = z.output<typeof transferListSchema>;
export type { TransferState } from '@maple/contracts';

export const fundingQuoteSchema = fundingQuoteSchemaOf(baseUnits);
export type FundingQuote = z.output<typeof fundingQuoteSchema>;

/** A transfer the rail has not finished: the customer may still cancel it. */
export const isOpenTransfer = (transfer: Pick<Transfer, 'state'>): boolean =>
  transfer.state === 'storing' || transfer.state === 'reviewing' || transfer.state === 'pending';

/**
 * When a deposit's funds become available: the end of its hold (Cybrid's hold_details), or null
 * when it has none.
 */
export function availableAt(transfer: Pick<Transfer, 'hold_details'>): Date | null {
  const hold = transfer.hold_details;
  if (!hold) return null;
  return new Date(Date.parse(hold.started_at) + hold.duration * 1000);
}

export const cryptoTransferQuoteSchema = cryptoTransferQuoteSchemaOf(baseUnits);
export type CryptoTransferQuote = z.output<typeof cryptoTransferQuoteSchema>;

/** What the chain says of a crypto transfer: its confirmations and the travel rule's state. */
export type CryptoTransferDetails = z.output<typeof cryptoTransferDetailsSchema>;

/** A crypto transfer's chain details, or null for a CAD transfer (or one the chain has not seen). */
export function cryptoDetailsOf(
  transfer: Pick<Transfer, 'transfer_details'>,
): CryptoTransferDetails | null {
  const details = transfer.transfer_details;
  return details !== null && 'travel_rule_required' in details ? details : null;
}

/** A crypto deposit worth CAD 1,000 or more whose sender the customer has not named yet. */
export const needsTravelRule = (transfer: Pick<Transfer, 'transfer_details'>): boolean => {
  const details = cryptoDetailsOf(transfer);
  return details?.travel_rule_required === true && details.travel_rule_party === null;
};
