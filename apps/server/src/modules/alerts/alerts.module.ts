import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../../infra/clock.js';
import type { Coordination } from '../../infra/coordination/coordination.js';
import type { Language } from '../../infra/db/columns.js';
import type { Schema } from '../../infra/db/schema.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { MarketDataProvider } from '../market/market-data.js';
import type { Outbox } from '../notifications/outbox.js';
import { AlertWatch } from './alert-watch.js';
import { registerAlertRoutes } from './alerts.routes.js';
import { type RecipientsOf, registerAlertDelivery } from './price-alert-delivery.js';
import { expireAlerts } from './price-alerts.repo.js';
import { PriceAlerts } from './price-alerts.service.js';
import { registerPriceDigest } from './price-digest.js';

export interface AlertsDeps {
  db: Kysely<Schema>;
  clock: Clock;
  jobs: JobQueue;
  coordination: Coordination;
  market: Pick<MarketDataProvider, 'tickers' | 'onTick' | 'history'>;
  outbox: Outbox;
  /** Whom to tell: identity's users, read while serving. */
  users: {
    usersByIds(
      ids: readonly string[],
    ): Promise<Map<string, { email: string; display_name: string; language: Language }>>;
  };
}

/**
 * Price alerts (ADR 79): the customer's alerts (`/customers/price-alerts`), the instance that
 * watches them on the market's ticks, the `deliver-price-alert` job that tells each firing in
 * by the channels the customer chose (the notifications module's outbox), the morning digest
 * and the expiry sweep. It owns `price_alerts`.
 */
export function createAlertsModule(deps: AlertsDeps, config: { publicUrl: string }) {
  const recipientsOf: RecipientsOf = async (ids) => {
    const users = await deps.users.usersByIds(ids);
    return new Map(
      [...users].map(([id, user]) => [
        id,
        { email: user.email, name: user.display_name, language: user.language },
      ]),
    );
  };
  const delivery = { ...deps, recipientsOf, publicUrl: config.publicUrl };
  const watch = new AlertWatch({
    ...deps,
    broadcast: deps.coordination.broadcast,
    leadership: deps.coordination.leadership('price-alerts'),
    deliveries: registerAlertDelivery(delivery),
  });
  registerPriceDigest(delivery);
  deps.jobs.register({
    name: 'expire-price-alerts',
    policy: 'standard',
    data: z.object({}),
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 60,
    batchSize: 1,
    schedule: { cron: '*/5 * * * *', data: {} },
    handle: async () => {
      await expireAlerts(deps.db, deps.clock.now());
    },
  });
  const priceAlerts = new PriceAlerts({ ...deps, broadcast: deps.coordination.broadcast });
  return {
    services: {
      priceAlerts,
      /** Started by `main.ts` (and the test app) once the market is, stopped before it. */
      alertWatch: watch,
    },
    registerRoutes(app: FastifyInstance, kit: RouteKit) {
      registerAlertRoutes(app, kit, priceAlerts);
    },
  };
}
