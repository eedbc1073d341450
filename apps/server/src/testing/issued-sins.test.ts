import { expect, it } from 'vitest';
import { uniqueSin } from './kyc-flows.js';
import { createTestApp } from './test-app.js';

/** The suite-wide SIN check every test app runs as it closes can fail. */
it('fails the closing of a test app whose log holds a SIN a test made, in any form', async () => {
  const sin = uniqueSin();
  const t = await createTestApp();
  t.app.log.info({ applicant: `${sin.slice(0, 3)}-${sin.slice(3, 6)}-${sin.slice(6)}` }, 'oops');
  await expect(t.close()).rejects.toThrow('a SIN reached the log, in a line with msg "oops"');
});
