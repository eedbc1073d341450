import type { Page } from '@playwright/test';

export interface PageProblem {
  kind: 'console.error' | 'pageerror' | 'csp';
  text: string;
  /** The page's address when it happened. */
  url: string;
  /** The script or resource the message is about, when the browser names one. */
  source?: string;
}

const cspBinding = 'e2eReportCspViolation';

/**
 * Records what a user's devtools would show in red while the page runs: console errors,
 * uncaught exceptions and Content-Security-Policy violations. CSP violations are caught from the
 * `securitypolicyviolation` event (which fires whether or not the browser also logs them).
 * Call before the first navigation; read `problems` at the end of the test.
 */
export async function watchPageProblems(page: Page): Promise<PageProblem[]> {
  const problems: PageProblem[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push({
        kind: 'console.error',
        text: message.text(),
        url: page.url(),
        source: message.location().url,
      });
    }
  });
  page.on('pageerror', (error) => {
    problems.push({ kind: 'pageerror', text: String(error), url: page.url() });
  });
  await page.exposeBinding(cspBinding, (_source, text: string) => {
    problems.push({ kind: 'csp', text, url: page.url() });
  });
  await page.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = Reflect.get(window, binding);
      if (typeof report === 'function') {
        const where = event.sourceFile
          ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`
          : '';
        report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where}`);
      }
    });
  }, cspBinding);
  return problems;
}

/**
 * The browser's own report that the document answered 404, which a not-found page must do
 * (the server answers unknown paths with status 404). Nothing else is excused.
 */
export const isOwn404 = (problem: PageProblem, documentUrl: string): boolean =>
  problem.kind === 'console.error' &&
  problem.source === documentUrl &&
  problem.text === 'Failed to load resource: the server responded with a status of 404 (Not Found)';
