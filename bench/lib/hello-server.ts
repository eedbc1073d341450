/**
 * `npm run bench:prices`'s baseline, in a process of its own: Fastify with one JSON route and
 * nothing else (no logger, hooks or schemas), what the framework does at its best on this machine.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
