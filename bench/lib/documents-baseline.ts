import { createHash } from 'node:crypto';
import { cryptoAssetCodes } from '@maple/money';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'kysely';
import { newGuid } from '../../apps/server/src/infra/ids.js';
import { renderPdf } from '../../apps/server/src/modules/documents/pdf/render-pdf.js';
import type { IdentityUser } from '../../apps/server/src/modules/identity/users.repo.js';
import { PriceLookup } from '../../apps/server/src/modules/market/price-lookup.js';
import type { OutgoingMail } from '../../apps/server/src/modules/notifications/outbox.js';
import { statementMaker } from '../../apps/server/src/modules/statements/statement-document.js';
import {
  type RunMarket,
  readStatement,
  type StatementSources,
} from '../../apps/server/src/modules/statements/statement-sources.js';
import { testConfig } from '../../apps/server/src/testing/test-app.js';
import { type Stretch, timed } from './documents-phase.js';
import type { DocumentsWorld } from './documents-world.js';

/**
 * The baseline: each customer's statement made alone, start to end, before the next one's —
 * its holder read, its facts read (`readStatement`, with the sources the service is wired
 * with), its PDF and CSV drawn on this thread (`statementMaker`, `renderPdf`, csv-stringify)
 * and kept with its `document.generated` audit row and the e-mail announcing it (as `issue`
 * queues one) in a transaction of its own. No batch anywhere. The rows go to
 * `bench_baseline_documents`, a copy of `documents` (its columns, checks and indexes), so that
 * the pipeline still has every customer's statement to issue.
 */

const sha256 = (body: Buffer | string) => createHash('sha256').update(body).digest('hex');

/** The market as a run reads it: once, with each asset's mid price at the period's end. */
export async function runMarket(world: DocumentsWorld): Promise<RunMarket> {
  const history = new PriceLookup(world.services.market);
  const closing = new Map<(typeof cryptoAssetCodes)[number], bigint>();
  const last = new Date(world.period.endsAt.getTime() - 1);
  for (const asset of cryptoAssetCodes) {
    const point = await history.at(asset, last);
    if (point !== undefined) closing.set(asset, point.price);
  }
  return { history, closing };
}

function sourcesOf(world: DocumentsWorld): StatementSources {
  const { services } = world;
  return {
    db: world.opened.db,
    ledger: services.ledger,
    accounts: services.accounts,
    ledgerRows: services.ledgerExport,
    pools: services.taxYears,
  };
}

/** One customer's statement, read and drawn: its row's values, not kept yet. */
async function drawOne(world: DocumentsWorld, market: RunMarket, customerGuid: string) {
  const { db } = world.opened;
  const holder = (await world.services.customers.holdersOf(db, [customerGuid])).get(customerGuid);
  if (holder === undefined) throw new Error(`customer ${customerGuid} has no holder`);
  const customer = { guid: customerGuid, name: holder.display_name };
  const facts = await readStatement(sourcesOf(world), customer, world.period, market);
  const table = statementMaker.csv(facts);
  const pdf = await renderPdf(statementMaker.spec(facts, holder.language));
  const csv = stringify([table.columns, ...table.rows]);
  return { customerGuid, holder, facts, pdf, csv };
}

/** The e-mail `issue` queues with each statement it asks for. */
function announcement(world: DocumentsWorld, holder: IdentityUser): OutgoingMail {
  const content = {
    template: 'document_issued',
    name: holder.display_name,
    kind: 'statement',
    period: world.period.period,
    link: `${testConfig.publicUrl}/documents`,
  } as const;
  const eventKey = `document:statement:${world.period.period}`;
  return { to: holder.email, language: holder.language, userId: holder.id, content, eventKey };
}

async function keepOne(world: DocumentsWorld, drawn: Awaited<ReturnType<typeof drawOne>>) {
  const { period, clock } = world;
  const guid = newGuid();
  const now = clock.now();
  const files = { pdfSha256: sha256(drawn.pdf), csvSha256: sha256(drawn.csv) };
  await world.opened.db.transaction().execute(async (trx) => {
    await sql`
      INSERT INTO bench_baseline_documents (guid, customer_guid, kind, subject, language, dated_at,
        facts, created_at, rendered_at, pdf, pdf_sha256, csv, csv_sha256)
      VALUES (${guid}, ${drawn.customerGuid}, 'statement', ${period.period}, ${drawn.holder.language},
        ${new Date(period.endsAt.getTime() - 1)}, ${JSON.stringify(drawn.facts)}::jsonb, ${now},
        ${now}, ${drawn.pdf}, ${files.pdfSha256}, ${drawn.csv}, ${files.csvSha256})
    `.execute(trx);
    await world.services.outbox.queueAll(trx, [announcement(world, drawn.holder)], now);
    await world.services.modules.audit.audit.record(trx, {
      actorType: 'system',
      actorId: null,
      action: 'document.generated',
      requestId: null,
      details: {
        document_guid: guid,
        customer_guid: drawn.customerGuid,
        kind: 'statement',
        subject: period.period,
        pdf_sha256: files.pdfSha256,
        csv_sha256: files.csvSha256,
      },
    });
  });
}

/**
 * Draws `sample`'s statements one at a time and keeps them; one statement is drawn first and
 * not counted (the JIT, the market's history read once, PDFKit's first document).
 */
export async function runBaseline(
  world: DocumentsWorld,
  sample: readonly string[],
  progress: (message: string) => void,
): Promise<Stretch> {
  await sql`CREATE TABLE IF NOT EXISTS bench_baseline_documents (LIKE documents INCLUDING ALL)`.execute(
    world.opened.db,
  );
  const market = await runMarket(world);
  const [first] = sample;
  if (first !== undefined) await drawOne(world, market, first);
  const every = Math.max(1, Math.floor(sample.length / 5));
  const { stretch } = await timed(async () => {
    for (const [index, customerGuid] of sample.entries()) {
      await keepOne(world, await drawOne(world, market, customerGuid));
      if ((index + 1) % every === 0) progress(`baseline: ${index + 1} of ${sample.length}`);
    }
  });
  return stretch;
}
