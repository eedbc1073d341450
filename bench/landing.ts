/**
 * `npm run bench:landing`: Lighthouse 12 (mobile preset) on the public site's landing page, in
 * Debian's full Chromium (new headless mode) and its headless shell, alternating, each run in a
 * fresh browser against the production build served by the compiled server. Reports each
 * browser's min / median / max performance score, total blocking time, longest main-thread task
 * and the page's JavaScript (gzip). See bench/README.md, "Public site budget".
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { type BrowserName, isBrowserName, launchBrowser } from './lib/landing-browser.js';
import { measurePage } from './lib/landing-lighthouse.js';
import { type LandingRun, renderLandingReport } from './lib/landing-report.js';
import { repoRoot, startSiteServer } from './lib/landing-server.js';
import { positiveInteger } from './lib/options.js';

const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);

function options(): { runs: number; browsers: BrowserName[]; paths: string[] } {
  const runs = positiveInteger(process.env, 'BENCH_RUNS', 3);
  const browsers = (process.env.BENCH_BROWSERS ?? 'chromium,shell').split(',');
  const known = browsers.filter(isBrowserName);
  if (known.length !== browsers.length) {
    throw new Error('BENCH_BROWSERS lists chromium and/or shell');
  }
  const paths = (process.env.BENCH_PAGES ?? '/').split(',');
  return { runs, browsers: known, paths };
}

/** `npm run build`, which skips the web build when nothing it reads has changed. */
function build(): void {
  progress('building (skipped where up to date)');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function main(): Promise<void> {
  const { runs, browsers, paths } = options();
  if (process.env.BENCH_SKIP_BUILD !== '1') build();
  const server = await startSiteServer();
  const measured: LandingRun[] = [];
  try {
    for (let round = 0; round < runs; round += 1) {
      // Each round reverses the browsers' order, so neither always runs on a just-warmed machine.
      const order = round % 2 === 0 ? browsers : [...browsers].reverse();
      for (const browser of order) {
        for (const path of paths) {
          const load = loadavg()[0] ?? 0;
          progress(`round ${round + 1}: ${browser} ${path} (load ${load.toFixed(1)})`);
          const running = await launchBrowser(browser);
          try {
            const figures = await measurePage(
              new URL(path, server.baseUrl).toString(),
              running.port,
            );
            progress(JSON.stringify(figures));
            measured.push({ browser, path, load, figures });
          } finally {
            await running.stop();
          }
        }
      }
    }
  } finally {
    await server.stop();
  }
  process.stdout.write(renderLandingReport(measured));
}

await main();
