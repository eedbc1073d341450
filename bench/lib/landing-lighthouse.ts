import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { webDist } from './landing-server.js';

/** One Lighthouse run of a page: what the budget judges. */
export interface PageFigures {
  /** The four categories, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Total blocking time, ms (simulated mid-range phone, as the score counts it). */
  tbtMs: number;
  /** The longest main-thread task, ms, as Lighthouse's long-tasks audit simulates it (4× CPU). */
  longestTaskMs: number;
  /**
   * The longest of those Lighthouse attributes to one of the page's scripts; the others are the
   * browser's own (parsing, style, layout, or "Unattributable"), stretched on a busy machine.
   */
  longestScriptTaskMs: number;
  /** The scripts the page loaded, gzipped at level 9 from the build, as the e2e budget weighs them. */
  scriptGzipBytes: number;
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Audit = { numericValue?: number; details?: unknown };

/** The rows of a table audit (`details.items`), whatever their shape. */
function rowsOf(audit: Audit | undefined): Record<string, unknown>[] {
  const details = audit?.details;
  if (typeof details !== 'object' || details === null || !('items' in details)) return [];
  const { items } = details;
  return Array.isArray(items)
    ? items.filter((item): item is Record<string, unknown> => typeof item === 'object')
    : [];
}

function longestTask(audit: Audit | undefined, ofScripts: boolean): number {
  const durations = rowsOf(audit)
    .filter((row) => !ofScripts || (typeof row.url === 'string' && row.url.endsWith('.js')))
    .map((row) => (typeof row.duration === 'number' ? row.duration : 0));
  return Math.max(0, ...durations);
}

/** The page's scripts from the network audit, weighed from the build's files. */
function scriptGzipBytes(audit: Audit | undefined): number {
  const scripts = new Set<string>();
  for (const row of rowsOf(audit)) {
    if (row.resourceType === 'Script' && typeof row.url === 'string') {
      scripts.add(new URL(row.url).pathname);
    }
  }
  let total = 0;
  for (const path of scripts) {
    total += gzipSync(readFileSync(join(webDist, path)), { level: 9 }).length;
  }
  return total;
}

/** Lighthouse 12, mobile preset (its default), on `url` through the browser at `port`. */
export async function measurePage(url: string, port: number): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
  if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories: scores, audits } = result.lhr;
  const score = (id: (typeof categories)[number]) => Math.round((scores[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
    longestTaskMs: longestTask(audits['long-tasks'], false),
    longestScriptTaskMs: longestTask(audits['long-tasks'], true),
    scriptGzipBytes: scriptGzipBytes(audits['network-requests']),
  };
}
