import type { FastifyInstance } from 'fastify';

/**
 * While the server closes, a response that was already in flight is sent with
 * `Connection: close`. Otherwise its keep-alive socket turns idle only after Node's one-time
 * sweep of idle sockets, and closing would wait out the keep-alive timeout.
 */
export function registerConnectionDraining(app: FastifyInstance) {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  // A callback, not a promise: it runs for every answer.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
}
