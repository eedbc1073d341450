import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Schema } from '../../apps/server/src/infra/db/schema.js';

/** One thing checked after the run, what was found, and whether it is what it must be. */
export interface Check {
  label: string;
  ok: boolean;
  found: string;
}

async function one<T>(db: Kysely<Schema>, query: RawBuilder<T>): Promise<T> {
  const { rows } = await query.execute(db);
  const [row] = rows;
  if (row === undefined) throw new Error('a check answered no row');
  return row;
}

async function statementChecks(db: Kysely<Schema>, period: string, customers: number) {
  const row = await one(
    db,
    sql<{ documents: string; distinct_customers: string; undrawn: string; without: string }>`
      SELECT count(*)::text AS documents,
        count(DISTINCT customer_guid)::text AS distinct_customers,
        (count(*) - count(rendered_at))::text AS undrawn,
        (SELECT count(*) FROM customers c WHERE NOT EXISTS (
          SELECT 1 FROM documents d
          WHERE d.customer_guid = c.guid AND d.kind = 'statement' AND d.subject = ${period}
        ))::text AS without
      FROM documents WHERE kind = 'statement' AND subject = ${period}`,
  );
  const documents = Number(row.documents);
  const distinct = Number(row.distinct_customers);
  return [
    {
      label: 'exactly one statement per seeded customer',
      ok: documents === customers && distinct === customers && row.without === '0',
      found: `${documents} statements, ${distinct} customers, ${row.without} seeded customers without one`,
    },
    { label: 'every statement drawn', ok: row.undrawn === '0', found: `${row.undrawn} undrawn` },
  ];
}

async function auditCheck(db: Kysely<Schema>, period: string, customers: number): Promise<Check> {
  const row = await one(
    db,
    sql<{ audit_rows: string; documents: string }>`
      SELECT count(*)::text AS audit_rows, count(DISTINCT d.guid)::text AS documents
      FROM audit_events a
      JOIN documents d ON d.guid = a.details->>'document_guid'
      WHERE a.action = 'document.generated' AND d.kind = 'statement' AND d.subject = ${period}
        AND a.details->>'pdf_sha256' = d.pdf_sha256 AND a.details->>'csv_sha256' = d.csv_sha256`,
  );
  return {
    label: 'one document.generated audit row per statement, with its files’ SHA-256s',
    ok: row.audit_rows === String(customers) && row.documents === String(customers),
    found: `${row.audit_rows} audit rows for ${row.documents} statements`,
  };
}

/** Each statement announced once by the pipeline; the baseline queued its own for its sample. */
async function mailCheck(db: Kysely<Schema>, customers: number, sample: number): Promise<Check> {
  const row = await one(
    db,
    sql<{ mails: string; recipients: string }>`
      SELECT count(*)::text AS mails, count(DISTINCT to_address)::text AS recipients
      FROM outbound_emails WHERE template = 'document_issued'`,
  );
  return {
    label: 'one e-mail announcing each statement (the baseline’s sample has its own too)',
    ok: row.mails === String(customers + sample) && row.recipients === String(customers),
    found: `${row.mails} e-mails to ${row.recipients} customers`,
  };
}

/** The same customer's statement from both phases: drawn from the same facts, the same bytes. */
async function sameBytesCheck(db: Kysely<Schema>, sample: number): Promise<Check> {
  const row = await one(
    db,
    sql<{ same: string; compared: string }>`
      SELECT count(*) FILTER (WHERE b.pdf_sha256 = d.pdf_sha256 AND b.csv_sha256 = d.csv_sha256
        AND b.facts = d.facts)::text AS same, count(*)::text AS compared
      FROM bench_baseline_documents b
      JOIN documents d ON d.customer_guid = b.customer_guid AND d.kind = b.kind
        AND d.subject = b.subject`,
  );
  return {
    label: 'the baseline’s files are the pipeline’s, byte for byte',
    ok: row.same === String(sample) && row.compared === String(sample),
    found: `${row.same} of ${row.compared} the same (sample ${sample})`,
  };
}

export async function verifyRun(
  db: Kysely<Schema>,
  run: { period: string; customers: number; sample: number },
): Promise<Check[]> {
  return [
    ...(await statementChecks(db, run.period, run.customers)),
    await auditCheck(db, run.period, run.customers),
    await mailCheck(db, run.customers, run.sample),
    await sameBytesCheck(db, run.sample),
  ];
}
