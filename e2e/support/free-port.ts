import { createServer, type Server } from 'node:net';

const listening = (): Promise<{ server: Server; port: number }> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (typeof address === 'object' && address !== null) resolve({ server, port: address.port });
      else reject(new Error('no port'));
    });
  });

/**
 * `count` distinct ports the OS reports free right now. Each is held until all are picked: a
 * port released before the next is asked for can be handed out again, and two servers of one
 * run would then collide.
 */
export async function freePorts(count: number): Promise<number[]> {
  const held: { server: Server; port: number }[] = [];
  try {
    for (let i = 0; i < count; i += 1) held.push(await listening());
    return held.map(({ port }) => port);
  } finally {
    await Promise.all(
      held.map(({ server }) => new Promise<void>((resolve) => server.close(() => resolve()))),
    );
  }
}

/** A port the OS reports free right now. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  if (port === undefined) throw new Error('no port');
  return port;
}
