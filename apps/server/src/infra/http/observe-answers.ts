import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sees every answer as it is sent: tests hold each `/api` answer to Cybrid's description
 * (testing/cybrid-answers.ts, ADR 69). Never set in production.
 */
export type AnswerObserver = (
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) => void;

/** On the root, before any plugin or route, so every route's answers pass it. */
export function observeAnswers(app: FastifyInstance, observe: AnswerObserver): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    observe(request, reply, payload);
    done(null, payload);
  });
}
