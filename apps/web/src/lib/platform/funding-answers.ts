import {
  fundingQuoteSchemaOf,
  guidSchema,
  listSchemaOf,
  transferListSchemaOf,
  transferSchemaOf,
} from '@maple/contracts';
import { z } from 'zod';
import { baseUnits } from './answers';

/** CAD funding answers (Cybrid transfers and funding quotes), amounts kept as strings (ADR 9). */

export const transferSchema = transferSchemaOf(baseUnits);
export type Transfer = z.output<typeof transferSchema>;
export const transferListSchema = transferListSchemaOf(baseUnits);
export type TransferList = z.output<typeof transferListSchema>;
export type { TransferState } from '@maple/contracts';

export const fundingQuoteSchema = fundingQuoteSchemaOf(baseUnits);
export type FundingQuote = z.output<typeof fundingQuoteSchema>;

/**
 * The few fields of Cybrid's ExternalBankAccount the funding forms read (the name, the last four
 * digits, whether it is usable). The full schema is the bank-account screen's contract; this
 * reader ignores the rest so either version of it reads.
 */
export const bankAccountSchema = z.object({
  guid: guidSchema,
  name: z.string(),
  state: z.string(),
  plaid_account_mask: z.string().nullable(),
  plaid_account_name: z.string().nullable(),
  created_at: z.string(),
});
export type BankAccount = z.output<typeof bankAccountSchema>;
export const bankAccountListSchema = listSchemaOf(bankAccountSchema);

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
