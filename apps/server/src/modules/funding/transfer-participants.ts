import type { PatchTransfer } from '@maple/contracts';
import { AppError } from '../../infra/errors.js';
import type { Transfer } from './transfer-row.js';

/**
 * Cybrid's PATCH of a transfer's participants, on this product's transfers: each is one
 * customer's, from or to their own account, so its participants are that customer for the whole
 * amount from the moment it is made. A PATCH naming exactly them changes nothing and is answered
 * with the transfer; any other is refused with the reason Cybrid documents for it (422
 * `invalid_value`), checked in Cybrid's order.
 */
export function checkParticipants(transfer: Transfer, patch: PatchTransfer): void {
  const named = [...(patch.source_participants ?? []), ...(patch.destination_participants ?? [])];
  if (named.length === 0) refuse('Participants must be specified');
  if (named.some((participant) => participant.type !== 'customer')) {
    refuse('Participant types not supported');
  }
  if (named.some((participant) => participant.guid !== transfer.customerGuid)) {
    refuse('Participants not found');
  }
  const whole = transfer.amount ?? transfer.estimatedAmount;
  if (named.some((participant) => participant.amount !== whole)) {
    refuse('Participants already set');
  }
}

function refuse(reason: string): never {
  throw new AppError('invalid_value', reason);
}
