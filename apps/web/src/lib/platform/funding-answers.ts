import { fundingQuoteSchemaOf, transferListSchemaOf, transferSchemaOf } from '@maple/contracts';
import type { z } from 'zod';
import { baseUnits } from './answers';

/** CAD funding answers (Cybrid transfers and funding quotes), amounts kept as strings (ADR 9). */

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
