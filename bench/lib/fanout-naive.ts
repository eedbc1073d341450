/**
 * `npm run bench:fanout`'s baseline, in a process of its own: the simplest broadcaster there is.
 * A bare `node:http` server keeps a Set of open responses and writes the same frame string to
 * each on every tick; no framework, hooks, headers or backpressure. Its frames are the product's
 * (the same simulated market, `toLivePrices`, the same SSE framing), made every `TICK_MS`.
 */
import http, { type ServerResponse } from 'node:http';
import { systemClock } from '../../apps/server/src/infra/clock.js';
import { toLivePrices } from '../../apps/server/src/modules/market/live-prices.js';
import { SimulatedMarket } from '../../apps/server/src/modules/market/simulated/simulated-market.js';

const market = new SimulatedMarket({ seed: 20_261_122, clock: systemClock });
await market.start();
market.stop();

const frameOf = () =>
  `event: prices\ndata: ${JSON.stringify(toLivePrices(market.tickers(), 'simulated'))}\n\n`;
let frame = frameOf();
const clients = new Set<ServerResponse>();

setInterval(() => {
  market.tick();
  frame = frameOf();
  for (const response of clients) response.write(frame);
}, Number(process.env.TICK_MS));

const server = http.createServer((request, response) => {
  if (request.url !== '/stream/prices') {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.write(`retry: 3000\n\n${frame}`);
  clients.add(response);
  response.on('close', () => clients.delete(response));
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  process.send?.({ port: address.port });
});
process.once('SIGTERM', () => process.exit(0));
