import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { AuditService } from '../audit/audit.service.js';

/** The deposit addresses receipts arrive on, read from modules/wallets (`services.ts` wires it). */
export interface ReceivingAddresses {
  /** The address (with its destination tag, if any) of a customer's deposit address. */
  addressOf(
    trx: Kysely<Schema>,
    customerGuid: string,
    depositAddressGuid: string,
  ): Promise<string | undefined>;
}

/** What the compliance module's services share (built once in `services.ts`). */
export interface ComplianceContext {
  db: Kysely<Schema>;
  clock: Clock;
  audit: AuditService;
  addresses: ReceivingAddresses;
  /** The travel rule's threshold in CAD cents (crypto's, which asks for the data from it). */
  travelRuleCents: bigint;
}

/** Who acts, for the audit trail. */
export interface StaffActor {
  staffId: string;
  requestId: string | null;
}

/** CAD 10,000: received in virtual currency within 24 hours, it is reported (FINTRAC LVCTR). */
export const LARGE_VIRTUAL_CURRENCY_CENTS = 10_000_00n;

/** The rolling window the threshold is summed over. */
export const LARGE_VIRTUAL_CURRENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
