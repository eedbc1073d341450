import type { Transfer } from '../platform/funding-answers';

/** The message key naming how a transfer travels: its bank rail, or its chain for crypto. */
export const transferMethodKey = (transfer: Pick<Transfer, 'payment_rail'>) =>
  transfer.payment_rail === null
    ? ('funding.rail.crypto' as const)
    : (`funding.rail.${transfer.payment_rail}` as const);
