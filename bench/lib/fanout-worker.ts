/**
 * One thread of the fan-out load generator: raw `net` sockets speaking HTTP/1.1, one
 * `GET /stream/prices` each, far cheaper per stream than EventSource or fetch, so that the
 * generator is not what the bench measures. Each price frame after a stream's first is timed
 * against the tick's own time (`updated_at`, written by the server when it made the tick).
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { FanoutWorkerPlan, FromFanoutWorker, ToFanoutWorker } from './fanout-protocol.js';

const request = Buffer.from(
  'GET /stream/prices HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n',
  'latin1',
);
const headEnd = Buffer.from('\r\n\r\n', 'latin1');
const frameStart = Buffer.from('event: prices\n', 'latin1');
const updatedAt = Buffer.from('"updated_at":"', 'latin1');
/** `2026-11-29T12:00:00.000Z` */
const isoLength = 24;

/** Samples kept in growing typed arrays: 20,000 streams × many ticks stay cheap. */
class Samples {
  tickAt = new Float64Array(1 << 16);
  latencyMs = new Float64Array(1 << 16);
  length = 0;

  add(tickAt: number, latencyMs: number): void {
    if (this.length === this.tickAt.length) {
      const grow = (from: Float64Array) => {
        const to = new Float64Array(from.length * 2);
        to.set(from);
        return to;
      };
      this.tickAt = grow(this.tickAt);
      this.latencyMs = grow(this.latencyMs);
    }
    this.tickAt[this.length] = tickAt;
    this.latencyMs[this.length] = latencyMs;
    this.length += 1;
  }
}

interface Stream {
  head: boolean;
  /** The unread end of the last chunk, when a frame was cut across two. */
  carry: Buffer | undefined;
  frames: number;
}

const now = () => performance.timeOrigin + performance.now();

/** Reads what arrived on one stream; answers how many frames it held. */
function read(stream: Stream, chunk: Buffer, samples: Samples): number {
  const buffer = stream.carry === undefined ? chunk : Buffer.concat([stream.carry, chunk]);
  stream.carry = undefined;
  let from = 0;
  if (!stream.head) {
    const end = buffer.indexOf(headEnd);
    if (end < 0) {
      stream.carry = buffer;
      return 0;
    }
    if (buffer.toString('latin1', 0, 12) !== 'HTTP/1.1 200') throw new Error('not 200');
    stream.head = true;
    from = end + headEnd.length;
  }
  const receivedAt = now();
  let frames = 0;
  for (;;) {
    const start = buffer.indexOf(frameStart, from);
    if (start < 0) {
      // A marker may be cut at the chunk's end.
      const keep = Math.max(from, buffer.length - frameStart.length);
      if (keep < buffer.length) stream.carry = buffer.subarray(keep);
      return frames;
    }
    const field = buffer.indexOf(updatedAt, start);
    if (field < 0 || field + updatedAt.length + isoLength > buffer.length) {
      stream.carry = buffer.subarray(start);
      return frames;
    }
    const at = field + updatedAt.length;
    const tickAt = Date.parse(buffer.toString('latin1', at, at + isoLength));
    if (stream.frames > 0) samples.add(tickAt, receivedAt - tickAt);
    stream.frames += 1;
    frames += 1;
    from = at + isoLength;
  }
}

function run(plan: FanoutWorkerPlan, port: NonNullable<typeof parentPort>) {
  const samples = new Samples();
  const sockets: net.Socket[] = [];
  const startedAt = now();
  let started = 0;
  let settled = 0;
  let failed = 0;
  let closedEarly = 0;
  let stopping = false;

  const settle = () => {
    settled += 1;
    if (settled === plan.connections) {
      const message: FromFanoutWorker = { kind: 'connected', startedAt, doneAt: now(), failed };
      port.postMessage(message);
    }
    if (started < plan.connections) open();
  };
  const open = () => {
    started += 1;
    const stream: Stream = { head: false, carry: undefined, frames: 0 };
    let first = true;
    const socket = net.connect({ host: '127.0.0.1', port: plan.port }, () => socket.write(request));
    sockets.push(socket);
    socket.on('data', (chunk: Buffer) => {
      read(stream, chunk, samples);
      if (first && stream.frames > 0) {
        first = false;
        settle();
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (first) {
        first = false;
        failed += 1;
        settle();
      } else if (!stopping) closedEarly += 1;
    });
  };

  for (let index = 0; index < Math.min(plan.inFlight, plan.connections); index += 1) open();

  port.on('message', (message: ToFanoutWorker) => {
    if (message.kind !== 'stop') return;
    stopping = true;
    for (const socket of sockets) socket.destroy();
    const tickAt = samples.tickAt.slice(0, samples.length);
    const latencyMs = samples.latencyMs.slice(0, samples.length);
    const result: FromFanoutWorker = { kind: 'samples', tickAt, latencyMs, closedEarly };
    port.postMessage(result, [tickAt.buffer, latencyMs.buffer]);
  });
}

if (parentPort === null) throw new Error('fanout-worker runs as a worker thread');
const plan: FanoutWorkerPlan = workerData;
run(plan, parentPort);
