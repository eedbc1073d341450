import { openAnswers } from './kyc-answers.js';
import { answersOfEach } from './kyc-answers.repo.js';
import type { KycContext } from './kyc-context.js';
import { searchKeysOf } from './search-keys.js';
import {
  analyzeSearchKeys,
  clearBacklog,
  recordSearchKeys,
  takeBacklog,
} from './search-keys.repo.js';

/**
 * Customers indexed per transaction: one read of their answers and one write of their keys
 * each, short transactions, memory flat however long the backlog.
 */
const BATCH = 500;

/**
 * Computes the search keys of customers who applied before the keys existed (migration 0022
 * lists them), a batch per transaction, until none is left, then refreshes the table's
 * statistics if it wrote any; answers how many it indexed.
 * Several instances starting together share the work (each batch is locked while it runs).
 */
export async function indexSearchKeyBacklog(ctx: KycContext): Promise<number> {
  let indexed = 0;
  for (;;) {
    const taken = await ctx.db.transaction().execute(async (trx) => {
      const backlog = await takeBacklog(trx, BATCH);
      const applied = backlog.flatMap(({ customerGuid, verificationGuid }) =>
        verificationGuid === null ? [] : [{ customerGuid, verificationGuid }],
      );
      const sealed = await answersOfEach(
        trx,
        applied.map((row) => row.verificationGuid),
      );
      const entries = applied.map(({ customerGuid, verificationGuid }) => ({
        customerGuid,
        keys: searchKeysOf(
          ctx.blindIndex,
          openAnswers(ctx.encryption, sealed.get(verificationGuid) ?? []),
        ),
      }));
      await recordSearchKeys(trx, entries, ctx.clock.now());
      await clearBacklog(
        trx,
        backlog.map((row) => row.customerGuid),
      );
      return backlog.length;
    });
    indexed += taken;
    if (taken < BATCH) break;
  }
  if (indexed > 0) await analyzeSearchKeys(ctx.db);
  return indexed;
}
