import { availableParallelism } from 'node:os';
import { z } from 'zod';
import type { EnvOf } from '../../infra/config-types.js';

/** Where documents are drawn: the environment's fragment (ADR 46, ADR 77). */

export const documentsVariables = {
  DOCUMENT_RENDER_THREADS: z.coerce.number().int().min(0).max(64).optional(),
};

export interface DocumentsConfig {
  /**
   * Worker threads documents are drawn on, started only while documents wait; 0 draws them on
   * the server's own thread (the tests).
   */
  renderThreads: number;
}

/** One thread fewer than the machine has cores, at least one: a core stays the server's. */
export function documentsSettings(env: EnvOf<typeof documentsVariables>): {
  documents: DocumentsConfig;
} {
  return {
    documents: {
      renderThreads: env.DOCUMENT_RENDER_THREADS ?? Math.max(1, availableParallelism() - 1),
    },
  };
}
