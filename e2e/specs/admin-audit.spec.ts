import { readFile } from 'node:fs/promises';
import { signInAsAdmin } from '../support/kyc-review.js';
import { e2eStaff } from '../support/staff.js';
import { expect, test } from '../support/test.js';

/**
 * The audit log screen: the demo admin opens it from the back office's navigation, searches
 * their own staff actions, checks the hash chain, exports the search as CSV and reads the
 * screen in French. Signing in and each look at the log are themselves audit entries.
 */
test('the admin searches the audit log, verifies its chain, exports CSV, and reads it in French', async ({
  page,
}) => {
  const auditor = e2eStaff('auditor');
  await signInAsAdmin(page, auditor);
  await page.getByRole('link', { name: 'Audit log', exact: true }).click();
  await expect(page).toHaveURL('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit log entries' });
  await expect(table).toBeVisible();

  await page.getByLabel('Who acted').selectOption('staff');
  await page.getByLabel(/Action starts with/).fill('staff.audit_');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // Opening the screen was itself audited: the filtered list shows that look.
  await expect(table.getByRole('row').nth(1)).toContainText('staff.audit_viewed');
  for (const action of await table.locator('tbody tr td:nth-child(4)').allTextContents()) {
    expect(action).toMatch(/^staff\.audit_/);
  }
  // Staff are named by their e-mail, not by an id a reader would have to look up.
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(2)).toContainText(auditor.email);

  await page.getByRole('button', { name: 'Verify chain' }).click();
  await expect(page.getByText(/^The chain is intact: \d+ entries checked/)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('audit-log.csv');
  const csv = await readFile(await download.path(), 'utf8');
  const [header, ...rows] = csv.trim().split('\n');
  expect(header).toBe(
    'id,occurred_at,actor_type,actor_id,actor_name,action,request_id,details,prev_hash,hash',
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toMatch(/^\d+,[^,]+,staff,[^,]+,[^,]+,staff\.audit_/);
  expect(rows.some((row) => row.includes(`,${auditor.email},`))).toBe(true);

  await page.getByLabel('Language').selectOption('fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: 'Journal d’audit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vérifier la chaîne' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Entrées du journal d’audit' })).toBeVisible();
});
