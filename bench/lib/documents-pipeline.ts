import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../apps/server/src/infra/db/schema.js';
import { heartbeat, joined, type Stretch, timed } from './documents-phase.js';
import type { DocumentsWorld } from './documents-world.js';

/** The product's pipeline on every customer: the period's statements asked for, then drawn. */
export interface PipelineFigures {
  /** What `issue` answered: statements asked for. */
  asked: number;
  /** What the `drawDue` calls answered together: documents kept. */
  drawn: number;
  drawCalls: number;
  issue: Stretch;
  draw: Stretch;
  total: Stretch;
}

/** The period's statements in `documents`: asked for, and drawn. */
export async function statementCounts(
  db: Kysely<Schema>,
  period: string,
): Promise<{ asked: number; drawn: number }> {
  const { rows } = await sql<{ asked: string; drawn: string }>`
    SELECT count(*)::text AS asked, count(rendered_at)::text AS drawn FROM documents
    WHERE kind = 'statement' AND subject = ${period}`.execute(db);
  return { asked: Number(rows[0]?.asked ?? 0), drawn: Number(rows[0]?.drawn ?? 0) };
}

async function undrawnCount(db: Kysely<Schema>): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    SELECT count(*)::text AS n FROM documents WHERE rendered_at IS NULL`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * `drawDue()` until no document waits: today one call draws everything; a `drawDue` that hands
 * the drawing to workers and answers early is called again until the table says none is left.
 */
async function drawAll(world: DocumentsWorld): Promise<{ kept: number; calls: number }> {
  const { db } = world.opened;
  let kept = 0;
  let calls = 0;
  let idle = 0;
  for (;;) {
    const now = await world.services.documents.drawDue();
    kept += now;
    calls += 1;
    if ((await undrawnCount(db)) === 0) return { kept, calls };
    idle = now === 0 ? idle + 1 : 0;
    if (idle >= 50) throw new Error('drawDue keeps answering 0 with documents still waiting');
    if (now === 0) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function runPipeline(
  world: DocumentsWorld,
  progress: (message: string) => void,
): Promise<PipelineFigures> {
  const { db } = world.opened;
  const { period } = world.period;
  const counts = async () => statementCounts(db, period);
  const issuing = heartbeat(
    'pipeline, issue',
    async () => `${(await counts()).asked} statements asked for`,
    progress,
  );
  const issued = await timed(() => world.services.statements.issue(period)).finally(issuing.stop);
  progress(
    `pipeline: ${issued.result} statements asked for in ${issued.stretch.seconds.toFixed(1)} s`,
  );
  const drawing = heartbeat(
    'pipeline, draw',
    async () => {
      const { asked, drawn } = await counts();
      return `${drawn} of ${asked} drawn`;
    },
    progress,
  );
  const drawn = await timed(() => drawAll(world)).finally(drawing.stop);
  progress(`pipeline: ${drawn.result.kept} drawn in ${drawn.stretch.seconds.toFixed(1)} s`);
  return {
    asked: issued.result,
    drawn: drawn.result.kept,
    drawCalls: drawn.result.calls,
    issue: issued.stretch,
    draw: drawn.stretch,
    total: joined(issued.stretch, drawn.stretch),
  };
}
