/** Messages between the fan-out bench, its load process and the load process's worker threads. */

/** What one worker thread opens: `connections` streams, at most `inFlight` connecting at once. */
export interface FanoutWorkerPlan {
  port: number;
  connections: number;
  inFlight: number;
}

/** A worker's streams are all open (or failed): when the last got its first frame. */
export interface FanoutConnected {
  kind: 'connected';
  /** Epoch milliseconds of the first connect and of the last first frame. */
  startedAt: number;
  doneAt: number;
  failed: number;
}

/**
 * Every price frame received after a stream's first: the tick's time (its `updated_at`, epoch
 * ms) and how long after it the frame arrived (ms). Streams that ended early are counted.
 */
export interface FanoutSamples {
  kind: 'samples';
  tickAt: Float64Array;
  latencyMs: Float64Array;
  closedEarly: number;
}

export type FromFanoutWorker = FanoutConnected | FanoutSamples;
export type ToFanoutWorker = { kind: 'stop' };

/** The bench's plan for one load: how many streams against which port. */
export interface FanoutLoadPlan {
  port: number;
  connections: number;
  threads: number;
}

export interface LatencyFigures {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** What the load process answers the bench, in order. */
export type FromFanoutLoad =
  | { kind: 'connected'; acceptMs: number; failed: number }
  | {
      kind: 'result';
      latency: LatencyFigures;
      /** Distinct ticks seen inside the window. */
      ticks: number;
      /** Frames received in the window ÷ (ticks × open streams): 1 when no client missed one. */
      delivered: number;
      closedEarly: number;
    };

/** The bench's messages to the load process. */
export type ToFanoutLoad =
  | { kind: 'plan'; plan: FanoutLoadPlan }
  | { kind: 'measure'; fromAt: number; toAt: number };
