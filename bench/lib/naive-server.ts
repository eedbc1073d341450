import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import pg from 'pg';
import { naiveChecks, naiveSchema, naiveSeed } from './naive-schema.js';
import type { BenchOptions } from './options.js';
import type { Target } from './target.js';

const FUNDING_CENTS = 100_000_000n;
/** A fixed price, CAD 100,000.00 per BTC: the baseline measures the ledger, not pricing. */
const SATOSHIS_PER_CENT = 10n;

interface QuoteBody {
  symbol?: unknown;
  side?: unknown;
  deliver_amount?: unknown;
}
interface TradeBody {
  quote_guid?: unknown;
}

/**
 * The baseline: a bench-only Fastify server with the same HTTP shape as /api/quotes and
 * /api/trades, whose trade makes the same four postings with a naive ledger — lock the
 * customer's row, lock the ONE house row, update both, insert the entry and its postings — so
 * every trade in the system queues on that house row until the previous one has committed.
 * Deliberately lean everywhere else (no token verification or session lookup, no schema
 * validation, raw `pg`): the ratio is then a conservative measure of the real ledger's design.
 */
export async function startNaiveTarget(
  options: BenchOptions,
  database: { name: string; url: string },
): Promise<Target> {
  const pool = new pg.Pool({ connectionString: database.url, max: options.poolSize });
  const app = Fastify({ logger: false });
  const close = async () => {
    await app.close();
    await pool.end();
  };
  try {
    await pool.query(naiveSchema);
    const seeded = await seed(pool, options.customers);
    app.post('/api/quotes', (request, reply) => postQuote(pool, request, reply));
    app.post('/api/trades', (request, reply) => postTrade(pool, seeded.houseId, request, reply));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
    return {
      name: 'naive',
      databaseName: database.name,
      baseUrl: `http://127.0.0.1:${address.port}`,
      // The baseline's "token" is the customer's account id: it checks no token at all.
      tokens: seeded.customerIds.map(String),
      verify: () => verifyNaive(pool),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

async function seed(pool: pg.Pool, customers: number) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    for (const [index, statement] of naiveSeed.entries()) {
      await client.query(statement, index === 1 ? [FUNDING_CENTS.toString(), customers] : []);
    }
    await client.query('COMMIT');
    const { rows } = await client.query<{ id: string; kind: string }>(
      `SELECT id, kind FROM naive_accounts ORDER BY id`,
    );
    const house = rows.find((row) => row.kind === 'house');
    if (house === undefined) throw new Error('the baseline has no house account');
    return {
      houseId: house.id,
      customerIds: rows.filter((row) => row.kind === 'customer').map((row) => row.id),
    };
  } finally {
    client.release();
  }
}

function customerOf(request: FastifyRequest): string | undefined {
  return /^Bearer (\d+)$/.exec(request.headers.authorization ?? '')?.[1];
}

async function postQuote(pool: pg.Pool, request: FastifyRequest, reply: FastifyReply) {
  const customerId = customerOf(request);
  const body = (request.body ?? {}) as QuoteBody;
  if (customerId === undefined) return reply.code(401).send({ message: 'no customer' });
  if (typeof body.deliver_amount !== 'number' || !Number.isSafeInteger(body.deliver_amount)) {
    return reply.code(400).send({ message: 'deliver_amount must be an integer' });
  }
  const deliver = BigInt(body.deliver_amount);
  const receive = deliver * SATOSHIS_PER_CENT;
  const guid = randomBytes(16).toString('hex');
  const expiresAt = new Date(Date.now() + 10_000);
  await pool.query(
    `INSERT INTO naive_quotes (guid, customer_id, deliver_amount, receive_amount, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [guid, customerId, deliver.toString(), receive.toString(), expiresAt],
  );
  return reply.code(201).send({
    guid,
    customer_guid: customerId,
    symbol: body.symbol,
    side: body.side,
    receive_amount: Number(receive),
    deliver_amount: Number(deliver),
    fee: 0,
    expires_at: expiresAt.toISOString(),
  });
}

async function postTrade(
  pool: pg.Pool,
  houseId: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const customerId = customerOf(request);
  const quoteGuid = ((request.body ?? {}) as TradeBody).quote_guid;
  if (customerId === undefined) return reply.code(401).send({ message: 'no customer' });
  if (typeof quoteGuid !== 'string') return reply.code(400).send({ message: 'quote_guid' });
  const guid = randomBytes(16).toString('hex');
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const quote = await client.query<{ deliver_amount: string; receive_amount: string }>(
      `UPDATE naive_quotes SET executed = true
       WHERE guid = $1 AND customer_id = $2 AND NOT executed AND expires_at > now()
       RETURNING deliver_amount, receive_amount`,
      [quoteGuid, customerId],
    );
    const claimed = quote.rows[0];
    if (claimed === undefined) {
      await client.query('ROLLBACK');
      return reply.code(404).send({ message: 'Quote not found' });
    }
    const deliver = claimed.deliver_amount;
    const receive = claimed.receive_amount;
    // The naive part: customer row, then the one house row, each locked until COMMIT.
    const customer = await client.query<{ cad: string }>(
      'SELECT cad FROM naive_accounts WHERE id = $1 FOR UPDATE',
      [customerId],
    );
    await client.query('SELECT id FROM naive_accounts WHERE id = $1 FOR UPDATE', [houseId]);
    if (BigInt(customer.rows[0]?.cad ?? '0') < BigInt(deliver)) {
      await client.query('ROLLBACK');
      return reply.code(201).send({ guid, quote_guid: quoteGuid, state: 'failed' });
    }
    await client.query('UPDATE naive_accounts SET cad = cad - $2, btc = btc + $3 WHERE id = $1', [
      customerId,
      deliver,
      receive,
    ]);
    await client.query('UPDATE naive_accounts SET cad = cad + $2, btc = btc - $3 WHERE id = $1', [
      houseId,
      deliver,
      receive,
    ]);
    const entry = await client.query<{ id: string }>(
      `INSERT INTO naive_entries (kind, idempotency_key) VALUES ('trade', $1) RETURNING id`,
      [`trade:${guid}`],
    );
    await client.query(
      `INSERT INTO naive_postings (entry_id, account_id, asset, amount) VALUES
       ($1, $2, 'CAD', -$4::numeric), ($1, $3, 'CAD', $4), ($1, $3, 'BTC', -$5::numeric), ($1, $2, 'BTC', $5)`,
      [entry.rows[0]?.id, customerId, houseId, deliver, receive],
    );
    await client.query('COMMIT');
    return reply.code(201).send({ guid, quote_guid: quoteGuid, state: 'settling' });
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function verifyNaive(pool: pg.Pool) {
  const violations: Record<string, string[]> = {};
  for (const [rule, query] of Object.entries(naiveChecks)) {
    const { rows } = await pool.query<{ problem: string }>(query);
    if (rows.length > 0) violations[rule] = rows.map((row) => row.problem);
  }
  const { rows } = await pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM naive_entries WHERE kind = 'trade'`,
  );
  return {
    checks: [{ label: 'baseline invariants after the run', violations }],
    facts: { trade_entries: Number(rows[0]?.n ?? 0) },
  };
}
