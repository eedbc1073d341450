import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { provenanceLeadsTo } from './staff.repo.js';

/**
 * Maker ≠ checker, by person and by provenance (ADR 39): the checker of a maker's action is
 * neither the maker nor anyone the maker created or promoted, directly or down a line of staff
 * each created or promoted by the one before. Otherwise one admin could invite a second account
 * and check their own actions with it. Refuses with 403 `maker_checker`.
 */
export async function assertIndependentChecker(
  db: Kysely<Schema>,
  pair: { checker: string; maker: string },
): Promise<void> {
  if (pair.checker === pair.maker) {
    throw new AppError(
      'maker_checker',
      'You made this request: a different member of staff must check it',
    );
  }
  if (await provenanceLeadsTo(db, pair.checker, pair.maker)) {
    throw new AppError(
      'maker_checker',
      'The member of staff who made this request invited or promoted you: someone independent of them must check it',
    );
  }
}
