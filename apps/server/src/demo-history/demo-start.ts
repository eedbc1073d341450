import type { FastifyInstance } from 'fastify';
import { type DemoCredentials, ensureDemoAccounts } from '../demo-accounts.js';
import type { Services } from '../services.js';
import type { DemoClock } from './demo-clock.js';
import {
  issueDemoStatements,
  seedDemoHistory,
  type setBackForDemoHistory,
} from './demo-history.js';

export interface DemoStart {
  credentials: DemoCredentials;
  /** Asks, in the background, for the statements of the history just seeded (if it was). */
  issueStatements(): void;
  /** Stops asking for statements after the period under way (a shutdown's worker). */
  stop(): Promise<void>;
}

/**
 * The demo accounts, and on the first start their year of history (ADR 78), before the job
 * queue starts: the history's due work is run as it falls due, not by the queue's workers, which
 * would only take turns with it on the embedded database's one connection. A failure of the
 * history is logged and the server starts without it: the demo accounts work, and only a fresh
 * DATA_DIR seeds it again.
 */
export async function startDemo(deps: DemoStartDeps): Promise<DemoStart> {
  const { services, app, clock } = deps;
  const credentials = await ensureDemoAccounts(services);
  const startsAt = await seedLogged(deps);
  let stopped = false;
  let issuing: Promise<unknown> = Promise.resolve();
  return {
    credentials,
    issueStatements: () => {
      if (startsAt === undefined) return;
      issuing = issueDemoStatements(services, startsAt, clock.now(), () => stopped).then(
        (issued) => app.log.info({ issued }, 'demo statements asked for'),
        (error: unknown) => app.log.error({ err: error }, 'demo statements failed'),
      );
    },
    stop: async () => {
      stopped = true;
      await issuing;
    },
  };
}

interface DemoStartDeps {
  services: Services;
  app: FastifyInstance;
  clock: DemoClock;
  setBack: Awaited<ReturnType<typeof setBackForDemoHistory>>;
  publicUrl: string;
}

/** Seeds the history when the clocks were set back, logging what came of it; answers its start. */
async function seedLogged(deps: DemoStartDeps): Promise<Date | undefined> {
  const { app, setBack } = deps;
  if (!setBack.setBack) {
    app.log.info({ reason: setBack.reason }, 'demo history not seeded');
    return undefined;
  }
  try {
    const outcome = await seedDemoHistory(deps);
    if (!outcome.seeded) {
      app.log.info({ reason: outcome.reason }, 'demo history not seeded');
      return undefined;
    }
    app.log.info({ ms: outcome.ms }, 'demo history seeded');
    return outcome.startsAt;
  } catch (error) {
    app.log.error({ err: error }, 'demo history failed; start on a fresh DATA_DIR to seed it');
    return undefined;
  }
}
