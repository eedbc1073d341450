import { createHash } from 'node:crypto';
import type { CustomerDocument, DocumentFormat, DocumentKind } from '@maple/contracts';
import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../../infra/clock.js';
import type { Language } from '../../infra/db/columns.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { JobSender } from '../../infra/jobs/queue-definition.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CustomerService } from '../customers/customer.service.js';
import { cursorText } from './document-cursor.js';
import type { CsvTable, DocumentMaker, RequestedDocument } from './document-maker.js';
import {
  customersWithDocument,
  type DocumentCursor,
  type DocumentFilter,
  type DrawnFiles,
  documentsAfter,
  insertRequested,
  keptFile,
  storeDrawn,
  type UndrawnDocument,
  undrawn,
} from './documents.repo.js';
import type { DocumentSpec } from './pdf/document-spec.js';
import type { PdfRenderer } from './pdf/render-pool.js';

/** Documents drawn per read of the waiting ones. */
const BATCH = 50;

/** Asks for documents of one kind, in the transaction of the event they record. */
export interface DocumentRequester<F> {
  request(trx: Kysely<Schema>, documents: readonly RequestedDocument<F>[]): Promise<void>;
  /**
   * Which of the customers have this kind's document about `subject` already: a run that asks
   * for many (a period's statements) skips them rather than working out their facts again.
   */
  askedFor(
    db: Kysely<Schema>,
    subject: string,
    customerGuids: readonly string[],
  ): Promise<Set<string>>;
}

export interface DocumentFile {
  filename: string;
  contentType: string;
  body: Buffer | string;
}

/** The staff member looking at a customer's documents, for the audit trail. */
export interface StaffActor {
  staffId: string;
  requestId: string;
}

/** A page of documents asked for: where the last one read ended, and how many. */
export interface DocumentPage {
  after?: DocumentCursor;
  perPage: number;
}

/** A kind's maker with its facts' type closed over: reads stored facts, answers the contents. */
interface KindDrawing {
  filename(subject: string): string;
  contents(stored: unknown, language: Language): { spec: DocumentSpec; csv: CsvTable };
}

const sha256 = (body: Buffer | string) => createHash('sha256').update(body).digest('hex');

/** A filter as an audit row names it: the fields set, none left undefined. */
const setFieldsOf = (filter: DocumentFilter): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(filter).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined,
    ),
  );

/**
 * The customer's documents (ADR 75, docs/product/documents.md). A module registers each kind it
 * makes (`register`) and asks for documents in the transaction of their event: the row, with its
 * facts frozen, commits with the event, and so does the job that draws it. The `render-documents`
 * job draws each waiting document once, keeps its files, and records their SHA-256s in the audit
 * log in the transaction that keeps them; the files never change after. Staff read the same list
 * and files from the back office, each look audited in the transaction that reads it.
 */
export class Documents {
  private readonly makers = new Map<DocumentKind, KindDrawing>();
  private readonly jobs: JobSender<Record<string, never>>;

  constructor(
    private readonly deps: {
      db: Kysely<Schema>;
      clock: Clock;
      audit: AuditService;
      jobs: JobQueue;
      /** A staff look at an unknown customer is not found, as on the rest of their page. */
      customers: Pick<CustomerService, 'find'>;
      /** Where the PDFs are drawn: on drawing threads, or on this one (render-pool.ts). */
      renderer: PdfRenderer;
    },
  ) {
    this.jobs = deps.jobs.register({
      name: 'render-documents',
      // No singleton key: a singleton's unique index would make every settlement and transfer
      // batch wait on the last one that sent it, and order those waits against ledger locks.
      // A run draws everything waiting, so the runs after it find nothing and end at once.
      policy: 'standard',
      data: z.strictObject({}),
      retryLimit: 8,
      retryDelaySeconds: 2,
      expireInSeconds: 300,
      batchSize: 1,
      // A sweep, in case a run died with documents still waiting.
      schedule: { cron: '* * * * *', data: {} },
      handle: async () => {
        await this.drawDue();
      },
    });
  }

  register<F>(maker: DocumentMaker<F>): DocumentRequester<F> {
    if (this.makers.has(maker.kind)) throw new Error(`${maker.kind} documents are made twice`);
    this.makers.set(maker.kind, {
      filename: maker.filename,
      contents: (stored, language) => {
        const facts = maker.facts.parse(stored);
        return { spec: maker.spec(facts, language), csv: maker.csv(facts) };
      },
    });
    return {
      request: async (trx, documents) => {
        if (documents.length === 0) return;
        const rows = documents.map((document) => ({
          ...document,
          guid: newGuid(),
          kind: maker.kind,
        }));
        await insertRequested(trx, rows, this.deps.clock.now());
        await this.jobs.send(trx, {});
      },
      askedFor: (db, subject, customerGuids) =>
        customersWithDocument(db, maker.kind, subject, customerGuids),
    };
  }

  /**
   * Draws the documents waiting, oldest first, until none is left; answers how many this run
   * kept. Drawing happens outside any transaction (PGlite has one connection, and a PDF takes a
   * moment): two runs may draw the same document, the first to store it keeps it, and the files
   * are the same bytes anyway. A document that cannot be drawn fails the run after the others.
   */
  async drawDue(): Promise<number> {
    let kept = 0;
    const failed = new Map<string, unknown>();
    for (;;) {
      const waiting = (await undrawn(this.deps.db, BATCH + failed.size)).filter(
        (document) => !failed.has(document.guid),
      );
      // The batch's files are drawn side by side on the drawing threads; each is kept as soon
      // as it and those before it are drawn, while the threads go on with the rest.
      // Settled as they are drawn, so a failure waits for its turn without being unhandled.
      const drawing = waiting.map((document) =>
        this.filesOf(document).then(
          (files) => ({ files }),
          (error: unknown) => ({ error }),
        ),
      );
      for (const [index, document] of waiting.entries()) {
        try {
          const drawn = await drawing[index];
          if (drawn === undefined) continue;
          if ('error' in drawn) throw drawn.error;
          if (await this.keep(document, drawn.files)) kept += 1;
        } catch (error) {
          failed.set(document.guid, error);
        }
      }
      if (waiting.length < BATCH) break;
    }
    if (failed.size > 0) {
      const [cause] = failed.values();
      throw new Error(`documents not drawn: ${[...failed.keys()].join(', ')}`, { cause });
    }
    return kept;
  }

  private async filesOf(document: UndrawnDocument): Promise<DrawnFiles> {
    const contents = this.makerOf(document.kind).contents(document.facts, document.language);
    const pdf = await this.deps.renderer.render(contents.spec);
    const csv = stringify([contents.csv.columns, ...contents.csv.rows]);
    return { pdf, pdfSha256: sha256(pdf), csv, csvSha256: sha256(csv) };
  }

  /** Keeps the files and records their SHA-256s, unless another run kept them first. */
  private keep(document: UndrawnDocument, files: DrawnFiles): Promise<boolean> {
    return this.deps.db.transaction().execute(async (trx) => {
      const stored = await storeDrawn(trx, document.guid, files, this.deps.clock.now());
      if (stored) {
        await this.deps.audit.record(trx, {
          actorType: 'system',
          actorId: null,
          action: 'document.generated',
          requestId: null,
          details: {
            document_guid: document.guid,
            customer_guid: document.customer_guid,
            kind: document.kind,
            subject: document.subject,
            pdf_sha256: files.pdfSha256,
            csv_sha256: files.csvSha256,
          },
        });
      }
      return stored;
    });
  }

  /** A page of the customer's documents, newest first, and where the next page starts. */
  list(
    customerGuid: string,
    filter: DocumentFilter,
    page: DocumentPage,
  ): Promise<{ documents: CustomerDocument[]; next?: DocumentCursor }> {
    return this.pageOf(this.deps.db, customerGuid, filter, page);
  }

  /**
   * The same page for staff (the back office's customer page), audited in the transaction that
   * reads it: the row names the customer, the filter and the cursor, never the documents.
   */
  staffList(
    customerGuid: string,
    filter: DocumentFilter,
    page: DocumentPage,
    actor: StaffActor,
  ): Promise<{ documents: CustomerDocument[]; next?: DocumentCursor }> {
    return this.deps.db.transaction().execute(async (trx) => {
      await this.deps.customers.find(trx, customerGuid);
      const found = await this.pageOf(trx, customerGuid, filter, page);
      await this.staffLooked(trx, actor, 'staff.customer_documents_viewed', {
        customer_guid: customerGuid,
        filter: setFieldsOf(filter),
        cursor: page.after === undefined ? null : cursorText(page.after),
      });
      return found;
    });
  }

  /** The customer's document's file, exactly as kept; 404 if not theirs, 409 while undrawn. */
  file(customerGuid: string, guid: string, format: DocumentFormat): Promise<DocumentFile> {
    return this.fileOf(this.deps.db, customerGuid, guid, format);
  }

  /**
   * The same file for staff, its download audited with the SHA-256 of the bytes handed over; a
   * refusal (not this customer's, not drawn yet) records nothing, as nothing was seen.
   */
  staffFile(
    customerGuid: string,
    guid: string,
    format: DocumentFormat,
    actor: StaffActor,
  ): Promise<DocumentFile> {
    return this.deps.db.transaction().execute(async (trx) => {
      const file = await this.fileOf(trx, customerGuid, guid, format);
      await this.staffLooked(trx, actor, 'staff.customer_document_downloaded', {
        customer_guid: customerGuid,
        document_guid: guid,
        format,
        sha256: sha256(file.body),
      });
      return file;
    });
  }

  private async pageOf(
    db: Kysely<Schema>,
    customerGuid: string,
    filter: DocumentFilter,
    page: DocumentPage,
  ): Promise<{ documents: CustomerDocument[]; next?: DocumentCursor }> {
    const rows = await documentsAfter(db, customerGuid, filter, page.after, page.perPage + 1);
    const shown = rows.slice(0, page.perPage);
    return {
      documents: shown.map((row) => ({
        guid: row.guid,
        kind: row.kind,
        subject: row.subject,
        language: row.language,
        dated_at: row.dated_at.toISOString(),
        ready: row.pdf_sha256 !== null,
        pdf_sha256: row.pdf_sha256,
        csv_sha256: row.csv_sha256,
      })),
      next: rows.length > page.perPage ? shown.at(-1)?.cursor : undefined,
    };
  }

  private async fileOf(
    db: Kysely<Schema>,
    customerGuid: string,
    guid: string,
    format: DocumentFormat,
  ): Promise<DocumentFile> {
    const kept = await keptFile(db, customerGuid, guid, format);
    if (kept === undefined) throw new AppError('not_found', 'No such document');
    if (kept.body === null) {
      throw new AppError(
        'conflict',
        'The document is still being made: try again in a few seconds',
      );
    }
    return {
      filename: `${this.makerOf(kept.kind).filename(kept.subject)}.${format}`,
      contentType: format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
      body: kept.body,
    };
  }

  private staffLooked(
    db: Kysely<Schema>,
    actor: StaffActor,
    action: string,
    details: { customer_guid: string } & Record<string, unknown>,
  ): Promise<void> {
    return this.deps.audit.record(db, {
      actorType: 'staff',
      actorId: actor.staffId,
      action,
      requestId: actor.requestId,
      details,
    });
  }

  private makerOf(kind: DocumentKind): KindDrawing {
    const maker = this.makers.get(kind);
    if (maker === undefined) throw new Error(`no maker of ${kind} documents`);
    return maker;
  }
}
