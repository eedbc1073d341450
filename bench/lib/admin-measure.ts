import { z } from 'zod';
import type { AdminBenchOptions } from './admin-options.js';
import type { Picker } from './admin-picker.js';
import type { ExportRequest, RequestGroup, TimedRequest } from './admin-requests.js';

/**
 * Measures the request table against the running server, one request at a time (a back office
 * serves a few staff, not a crowd): high-resolution client timings from the request to the last
 * byte of the answer, over keep-alive connections.
 */

/** `missing`: the server has no such route yet (a 404 naming no route), not a failure. */
export type Outcome = 'measured' | 'missing' | 'failed';

export interface Problems {
  /** `<status>` → count, for every answer other than 200. */
  errors: Record<string, number>;
  /** The first few such answers, to tell what went wrong. */
  samples: string[];
}

export interface TimedResult extends Problems {
  name: string;
  group: RequestGroup;
  outcome: Outcome;
  /** Milliseconds of each timed answer. */
  latencies: number[];
  /** Timed list answers with no row (`data.objects` empty): a search that found nothing. */
  empty: number;
}

export interface ExportRun {
  rows: number;
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
  rssBeforeMiB: number;
  rssMaxMiB: number;
}

export interface ExportResult extends Problems {
  name: string;
  outcome: Outcome;
  runs: ExportRun[];
}

const MiB = 2 ** 20;
const listAnswer = z.object({ data: z.object({ objects: z.array(z.unknown()) }) });
const listedNothing = (body: string) =>
  listAnswer.safeParse(JSON.parse(body)).data?.data.objects.length === 0;
const isMissingRoute = (status: number, body: string) =>
  status === 404 && body.includes('No route for');

function noteProblem(problems: Problems, status: number, path: string, body: string): void {
  problems.errors[status] = (problems.errors[status] ?? 0) + 1;
  if (problems.samples.length < 3) problems.samples.push(`${status} ${path} ${body.slice(0, 300)}`);
}

export async function measureTimed(
  baseUrl: string,
  token: string,
  request: TimedRequest,
  pick: Picker,
  options: AdminBenchOptions,
): Promise<TimedResult> {
  const result: TimedResult = {
    name: request.name,
    group: request.group,
    outcome: 'measured',
    latencies: [],
    empty: 0,
    errors: {},
    samples: [],
  };
  for (let n = 0; n < options.warmup + options.samples; n += 1) {
    const path = request.path(pick);
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (isMissingRoute(response.status, body)) return { ...result, outcome: 'missing' };
    if (response.status !== 200) {
      noteProblem(result, response.status, path, body);
      continue;
    }
    if (n < options.warmup) continue;
    result.latencies.push(elapsed);
    if (listedNothing(body)) result.empty += 1;
  }
  if (Object.keys(result.errors).length > 0) result.outcome = 'failed';
  return result;
}

export async function measureExport(
  baseUrl: string,
  token: string,
  request: ExportRequest,
  pick: Picker,
  options: AdminBenchOptions,
): Promise<ExportResult> {
  const result: ExportResult = {
    name: request.name,
    outcome: 'measured',
    runs: [],
    errors: {},
    samples: [],
  };
  for (let n = 0; n < options.exports; n += 1) {
    const path = request.path(pick);
    const run = await streamOnce(`${baseUrl}${path}`, token);
    if (run.kind === 'answer') {
      if (isMissingRoute(run.status, run.body)) return { ...result, outcome: 'missing' };
      noteProblem(result, run.status, path, run.body);
      result.outcome = 'failed';
      continue;
    }
    result.runs.push(run.run);
  }
  return result;
}

type Streamed = { kind: 'run'; run: ExportRun } | { kind: 'answer'; status: number; body: string };

/**
 * One export read to its end, counting lines as they arrive (nothing is kept), while the
 * process's resident memory (the server's: it runs in this process) is sampled every 50 ms.
 */
async function streamOnce(url: string, token: string): Promise<Streamed> {
  const rssBefore = process.memoryUsage().rss;
  let rssMax = rssBefore;
  const sampler = setInterval(() => {
    rssMax = Math.max(rssMax, process.memoryUsage().rss);
  }, 50);
  try {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200 || response.body === null) {
      return { kind: 'answer', status: response.status, body: await response.text() };
    }
    let lines = 0;
    let bytes = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const chunk = read.value;
      bytes += chunk.byteLength;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    rssMax = Math.max(rssMax, process.memoryUsage().rss);
    // The first line is the header.
    const rows = Math.max(0, lines - 1);
    return {
      kind: 'run',
      run: {
        rows,
        bytes,
        seconds,
        rowsPerSecond: rows / seconds,
        rssBeforeMiB: rssBefore / MiB,
        rssMaxMiB: rssMax / MiB,
      },
    };
  } finally {
    clearInterval(sampler);
  }
}
