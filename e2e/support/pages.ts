import { expect, type Page } from '@playwright/test';
import { adminSession, localKeys, mergeSeeds, type StorageSeed } from './session.js';
import { en, fr, notificationSettingsPage } from './text.js';

/** A page of the web shell, the storage it needs and the h1 that shows it has rendered. */
export interface ShellPage {
  path: string;
  heading: string;
  seed: StorageSeed;
  /** Needs a real signed-in customer (the `customerStorage` fixture) on top of `seed`. */
  customer?: boolean;
  /** HTTP status of the document; 200 unless said otherwise. */
  status?: 404;
  /** Text shown once the page's data has loaded, so a check sees the page, not its loader. */
  loaded?: string;
  /**
   * A call of the page the server refuses, as it must: the seeded staff token is one the test
   * made, not one the server issued (signed-in back office pages have specs of their own).
   */
  refused?: { path: string; status: '401' };
}

const guest: StorageSeed = {};

/**
 * The app's pages of docs/product/screens.md that the accessibility and console checks visit (the
 * public site's pages have their own: public-site.spec.ts and a11y.spec.ts).
 */
export const shellPages: readonly ShellPage[] = [
  { path: '/signin', heading: en.titles.signin, seed: guest },
  { path: '/signup', heading: en.titles.signup, seed: guest },
  { path: '/reset', heading: en.titles.reset, seed: guest },
  { path: '/admin/signin', heading: en.titles.adminSignin, seed: guest },
  { path: '/dashboard', heading: en.titles.dashboard, seed: guest, customer: true },
  { path: '/exchange', heading: en.titles.exchange, seed: guest, customer: true },
  { path: '/assets', heading: en.titles.assets, seed: guest, customer: true },
  { path: '/orders', heading: en.titles.orders, seed: guest, customer: true },
  {
    path: '/orders?tab=transfers',
    heading: en.titles.orders,
    seed: guest,
    customer: true,
    loaded: en.loaded.noTransfers,
  },
  {
    path: '/deposits',
    heading: en.titles.deposits,
    seed: guest,
    customer: true,
    loaded: en.loaded.noDeposits,
  },
  {
    path: '/withdrawals',
    heading: en.titles.withdrawals,
    seed: guest,
    customer: true,
    loaded: en.loaded.noWithdrawals,
  },
  {
    path: '/payment-method',
    heading: en.titles.paymentMethod,
    seed: guest,
    customer: true,
    loaded: en.loaded.noBankAccount,
  },
  { path: '/tax', heading: en.titles.tax, seed: guest, customer: true },
  { path: '/documents', heading: en.titles.documents, seed: guest, customer: true },
  { path: '/settings', heading: en.titles.settings, seed: guest, customer: true },
  { path: '/settings-preferences', heading: en.titles.preferences, seed: guest, customer: true },
  {
    path: '/settings-notifications',
    heading: en.titles.notificationSettings,
    seed: guest,
    customer: true,
    loaded: notificationSettingsPage.alwaysEmailed,
  },
  {
    path: '/admin/customer',
    heading: en.titles.adminCustomers,
    seed: adminSession(),
    refused: { path: '/admin/api/customers?page=0&per_page=25', status: '401' },
  },
];

/** The same pages in French, where the check covers translated text too. */
export const frenchShellPages: readonly ShellPage[] = [
  { path: '/signin', heading: fr.titles.signin, seed: guest },
  { path: '/dashboard', heading: fr.titles.dashboard, seed: guest, customer: true },
  { path: '/exchange', heading: fr.titles.exchange, seed: guest, customer: true },
  {
    path: '/deposits',
    heading: fr.titles.deposits,
    seed: guest,
    customer: true,
    loaded: fr.loaded.noDeposits,
  },
  {
    path: '/withdrawals',
    heading: fr.titles.withdrawals,
    seed: guest,
    customer: true,
    loaded: fr.loaded.noWithdrawals,
  },
  { path: '/settings-preferences', heading: fr.titles.preferences, seed: guest, customer: true },
  {
    path: '/settings-notifications',
    heading: fr.titles.notificationSettings,
    seed: guest,
    customer: true,
  },
].map((page) => ({
  ...page,
  seed: mergeSeeds(page.seed, { local: { [localKeys.language]: 'fr-CA' } }),
}));

/** Waits until the page shows its heading and, when it has one, its loaded content. */
export async function expectShown(page: Page, shell: ShellPage): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: shell.heading })).toBeVisible();
  if (shell.loaded !== undefined) await expect(page.getByText(shell.loaded)).toBeVisible();
}

export type Theme = 'light' | 'dark';

export const withTheme = (page: ShellPage, theme: Theme): ShellPage => ({
  ...page,
  seed: mergeSeeds(page.seed, { local: { [localKeys.theme]: theme === 'dark' ? '1' : '0' } }),
});

/** The storage a shell page starts with: its own seed, plus a real sign-in when it needs one. */
export const storageFor = (page: ShellPage, customerStorage: StorageSeed): StorageSeed =>
  page.customer ? mergeSeeds(customerStorage, page.seed) : page.seed;
