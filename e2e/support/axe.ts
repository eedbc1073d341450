import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const blockingImpacts = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now and fails on any serious or critical WCAG 2.1 A/AA
 * violation, listing each rule, its impact and the offending elements.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Legacy mode runs axe once in the page. The default mode injects it into every frame, then
  // opens a blank page to merge the results: twice the time, and our pages have no frames.
  const { violations } = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .setLegacyMode(true)
    .analyze();
  const blocking = violations.filter(
    (violation) => violation.impact != null && blockingImpacts.has(violation.impact),
  );
  const report = blocking.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(report, `axe violations on ${page.url()}:\n${JSON.stringify(report, null, 2)}`).toEqual(
    [],
  );
}
