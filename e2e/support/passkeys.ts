import { expect, type Page } from '@playwright/test';
import { customerPassword } from './accounts.js';

/** Adds a passkey in /settings, the password confirming who asks, as a customer would. */
export async function addPasskey(page: Page, name: string): Promise<void> {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await section.getByLabel('Passkey name').fill(name);
  await section.getByLabel('Password', { exact: true }).fill(customerPassword);
  await section.getByRole('button', { name: 'Create passkey' }).click();
  await expect(page.getByText(`The passkey “${name}” is added.`, { exact: false })).toBeVisible();
}
