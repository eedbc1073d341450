import type { BrowserName } from './landing-browser.js';
import type { PageFigures } from './landing-lighthouse.js';
import { spread } from './stats.js';

/** One Lighthouse run, with the machine's one-minute load average when it began. */
export interface LandingRun {
  browser: BrowserName;
  path: string;
  load: number;
  figures: PageFigures;
}

const columns: { name: string; of: (figures: PageFigures) => number; digits: number }[] = [
  { name: 'performance', of: (figures) => figures.performance, digits: 0 },
  { name: 'TBT ms', of: (figures) => figures.tbtMs, digits: 0 },
  { name: 'longest task ms', of: (figures) => figures.longestTaskMs, digits: 0 },
  { name: 'longest script task ms', of: (figures) => figures.longestScriptTaskMs, digits: 0 },
  { name: 'JS KB gzip', of: (figures) => figures.scriptGzipBytes / 1024, digits: 1 },
  { name: 'accessibility', of: (figures) => figures.accessibility, digits: 0 },
  { name: 'best practices', of: (figures) => figures.bestPractices, digits: 0 },
  { name: 'SEO', of: (figures) => figures.seo, digits: 0 },
];

const triple = (values: readonly number[], digits: number): string => {
  const { min, median, max } = spread(values);
  return [min, median, max].map((value) => value.toFixed(digits)).join(' / ');
};

/** A Markdown table per page: each browser's min / median / max of every figure. */
export function renderLandingReport(runs: readonly LandingRun[]): string {
  const lines: string[] = [];
  for (const path of new Set(runs.map((run) => run.path))) {
    lines.push(`\n${path} (min / median / max)\n`);
    lines.push(`| browser | runs | load | ${columns.map((column) => column.name).join(' | ')} |`);
    lines.push(`| --- | --- | --- | ${columns.map(() => '---').join(' | ')} |`);
    for (const browser of new Set(runs.map((run) => run.browser))) {
      const mine = runs.filter((run) => run.path === path && run.browser === browser);
      const figures = columns.map((column) =>
        triple(
          mine.map((run) => column.of(run.figures)),
          column.digits,
        ),
      );
      const load = triple(
        mine.map((run) => run.load),
        1,
      );
      lines.push(`| ${browser} | ${mine.length} | ${load} | ${figures.join(' | ')} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}
