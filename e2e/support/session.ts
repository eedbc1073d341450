import type { Page } from '@playwright/test';
import { expiredToken, validToken } from './jwt.js';

/** Storage keys of docs/product/data.md, as apps/web/src/lib/session/keys.ts names them. */
export const sessionKeys = {
  guid: 'guid',
  accessToken: 'at',
  userToken: 'ut',
  userEmail: 'user_email',
  adminToken: 'a_at',
} as const;

export const localKeys = {
  displayName: 'displayName',
  email: 'email',
  theme: 'theme',
  /** apps/web/src/lib/i18n: `en-CA` or `fr-CA`. */
  language: 'language',
} as const;

/**
 * The keys a customer logout or expiry must remove (docs/product/screens.md,
 * docs/product/lifecycles.md).
 */
export const customerSessionKeys = [
  sessionKeys.guid,
  sessionKeys.accessToken,
  sessionKeys.userToken,
  sessionKeys.userEmail,
] as const;
export const customerLocalKeys = [localKeys.displayName, localKeys.email] as const;

export type StorageValues = Record<string, string>;

export interface StorageSeed {
  session?: StorageValues;
  local?: StorageValues;
}

export const customerName = 'Ada Lovelace';
export const customerEmail = 'ada@example.ca';

/** A signed-in customer: every session and local key a real sign-in leaves behind. */
export function customerSession(userToken: string = validToken()): StorageSeed {
  return {
    session: {
      [sessionKeys.guid]: 'ZTJlLWN1c3RvbWVyLWd1aWQ',
      [sessionKeys.accessToken]: validToken(),
      [sessionKeys.userToken]: userToken,
      [sessionKeys.userEmail]: customerEmail,
    },
    local: { [localKeys.displayName]: customerName, [localKeys.email]: customerEmail },
  };
}

export const expiredCustomerSession = (): StorageSeed => customerSession(expiredToken());

export const adminSession = (adminToken: string = validToken()): StorageSeed => ({
  session: { [sessionKeys.adminToken]: adminToken },
});

export const expiredAdminSession = (): StorageSeed => adminSession(expiredToken());

/** Several seeds in one; later ones win on the same key. */
export const mergeSeeds = (...seeds: StorageSeed[]): StorageSeed => ({
  session: Object.assign({}, ...seeds.map((seed) => seed.session ?? {})),
  local: Object.assign({}, ...seeds.map((seed) => seed.local ?? {})),
});

/** sessionStorage flag: the tab was seeded once; reloads must not seed again. */
const seededFlag = 'e2e:seeded';

/**
 * Writes the seed into the page's storage before any of its scripts run (so before the
 * pre-paint /theme-init.js and the app). It runs once per tab: after a reload the page keeps
 * whatever the app stored or removed, as a real browser would.
 */
export async function seedStorage(page: Page, seed: StorageSeed): Promise<void> {
  await page.addInitScript(
    ({ session, local, flag }) => {
      try {
        if (window.sessionStorage.getItem(flag) !== null) return;
        for (const [key, value] of Object.entries(session))
          window.sessionStorage.setItem(key, value);
        for (const [key, value] of Object.entries(local)) window.localStorage.setItem(key, value);
        window.sessionStorage.setItem(flag, '1');
      } catch {
        // about:blank before the first navigation has no storage of the app's origin.
      }
    },
    { session: seed.session ?? {}, local: seed.local ?? {}, flag: seededFlag },
  );
}

export interface StoredKeys {
  session: Record<string, string | null>;
  local: Record<string, string | null>;
}

/** Current values of the given keys in the page's sessionStorage and localStorage. */
export async function readStorage(
  page: Page,
  keys: { session?: readonly string[]; local?: readonly string[] },
): Promise<StoredKeys> {
  return page.evaluate(
    ({ session, local }) => ({
      session: Object.fromEntries(session.map((key) => [key, sessionStorage.getItem(key)])),
      local: Object.fromEntries(local.map((key) => [key, localStorage.getItem(key)])),
    }),
    { session: [...(keys.session ?? [])], local: [...(keys.local ?? [])] },
  );
}

/** What readStorage returns once the customer session is gone. */
export const clearedCustomerStorage: StoredKeys = {
  session: Object.fromEntries(customerSessionKeys.map((key) => [key, null])),
  local: Object.fromEntries(customerLocalKeys.map((key) => [key, null])),
};

export const readCustomerStorage = (page: Page): Promise<StoredKeys> =>
  readStorage(page, { session: customerSessionKeys, local: customerLocalKeys });
