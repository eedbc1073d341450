import { test as base } from '@playwright/test';

/**
 * Playwright's test with a Canadian English browser by default, so the app's language detection
 * (localStorage, then navigator.languages) starts from en-CA whatever the machine's locale is.
 * A spec can still `test.use({ locale })`.
 */
export const test = base.extend({
  locale: 'en-CA',
});

export { expect } from '@playwright/test';
