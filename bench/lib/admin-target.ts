import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../../apps/server/src/app.js';
import { defaultDatabaseTimeouts } from '../../apps/server/src/infra/config.js';
import { createCoordination } from '../../apps/server/src/infra/coordination/coordination.js';
import { openDatabase } from '../../apps/server/src/infra/db/database.js';
import { migrateToLatest } from '../../apps/server/src/infra/db/migrator.js';
import { BlindIndex } from '../../apps/server/src/infra/security/blind-index.js';
import { totpCodeAt } from '../../apps/server/src/modules/identity/totp.js';
import { createServices, type Services } from '../../apps/server/src/services.js';
import { type TestConfig, testConfig } from '../../apps/server/src/testing/test-app.js';
import type { AdminBenchOptions } from './admin-options.js';
import { type SeedReport, seedAdminDatabase } from './admin-seed.js';
import type { World } from './admin-world.js';

export interface AdminTarget {
  baseUrl: string;
  /** The signed-in admin's back office token (`a_at`). */
  token: string;
  seed: SeedReport | undefined;
  close(): Promise<void>;
}

/**
 * The real application on a fresh, migrated PostgreSQL database, built as `main.ts` builds it
 * (createServices, then buildApp) with the system clock and logs at `warn`; the database is
 * seeded between the migrations and the app's start, with the app's own secrets. An admin staff
 * member is created through the staff service and signs in over HTTP with a TOTP code.
 */
export async function startAdminTarget(
  options: AdminBenchOptions,
  database: { url: string },
  world: World,
  progress: (message: string) => void,
): Promise<AdminTarget> {
  const target = {
    driver: 'postgres',
    url: database.url,
    poolSize: options.poolSize,
    timeouts: defaultDatabaseTimeouts,
  } as const;
  const opened = await openDatabase(target);
  const coordination = await createCoordination(target, opened.db, undefined);
  let app: FastifyInstance | undefined;
  let services: Services | undefined;
  const close = async () => {
    await app?.close();
    await services?.market.stop();
    await coordination.close();
    await opened.close();
  };
  try {
    await migrateToLatest(opened.db);
    const config: TestConfig = {
      ...testConfig,
      logLevel: 'warn',
      // A key of the bench's own rather than the tests' random one, so that a run measuring a
      // kept database (BENCH_ADMIN_DATABASE) can open the personal data an earlier one sealed.
      encryptionKeys: [{ id: 'bench1', key: createHash('sha256').update('bench-admin').digest() }],
    };
    services = createServices(config, opened.db, coordination);
    const seed =
      options.database === undefined
        ? await seedAdminDatabase(
            database.url,
            world,
            {
              encryption: services.encryption,
              blindIndex: new BlindIndex(config.kyc.blindIndexKey),
              passwordHash: await services.identity.hasher.hash('bench-only-customer-password'),
            },
            progress,
          )
        : undefined;
    // As the server does at start: the seeded KYC answers get their search keys (ADR 25).
    progress(`search keys: ${await services.kyc.indexSearchKeyBacklog()} customers indexed`);
    app = await buildApp({ config, database: opened, services });
    coordination.open(app.log);
    await services.market.start(app.log);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
    const baseUrl = `http://127.0.0.1:${address.port}`;
    return { baseUrl, token: await signedInAdmin(services, baseUrl), seed, close };
  } catch (error) {
    await close();
    throw error;
  }
}

const signInAnswer = z.object({ data: z.object({ a_at: z.string() }) });

/** An admin created by the staff service, signed in over HTTP as staff do: password + TOTP. */
async function signedInAdmin(services: Services, baseUrl: string): Promise<string> {
  const staff = await services.staff.create({
    email: `bench.admin.${Date.now().toString(36)}@example.ca`,
    displayName: 'Bench admin',
    role: 'admin',
  });
  const response = await fetch(`${baseUrl}/admin/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: staff.email,
      password: staff.password,
      code: totpCodeAt(staff.totpSecret, new Date()),
    }),
  });
  const signedIn = signInAnswer.safeParse(await response.json());
  if (response.status !== 200 || !signedIn.success) {
    throw new Error(`staff sign-in answered ${response.status}`);
  }
  return signedIn.data.data.a_at;
}
