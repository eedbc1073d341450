import type { Clock } from '../../infra/clock.js';
import { LedgerService } from './ledger.service.js';

/** The ledger's service; it has no routes of its own (ADR 46). */
export function createLedgerModule(deps: { clock: Clock }) {
  return { services: { ledger: new LedgerService(deps.clock) } };
}
