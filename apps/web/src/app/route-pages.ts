import type { RouteDef } from '@maple/contracts';
import type { ComponentType } from 'react';
import { isRouteTitleId, type RouteTitleId } from '../lib/routing/page-title';

export type ModuleLoader = () => Promise<{ default: ComponentType }>;

/** One code-split module per page (or group of like pages); each becomes its own chunk. */
const pages = {
  signin: () => import('../features/auth/SignInPage'),
  signup: () => import('../features/auth/SignUpPage'),
  reset: () => import('../features/auth/ResetPage'),
  resetPassword: () => import('../features/auth/ResetPasswordPage'),
  dashboard: () => import('../features/dashboard/DashboardPage'),
  exchange: () => import('../features/exchange/ExchangePage'),
  assets: () => import('../features/assets/AssetsPage'),
  deposits: () => import('../features/deposits/DepositsPage'),
  withdrawals: () => import('../features/withdrawals/WithdrawalsPage'),
  orders: () => import('../features/orders/OrdersPage'),
  paymentMethods: () => import('../features/payment-methods/PaymentMethodsPage'),
  externalWallets: () => import('../features/external-wallets/ExternalWalletsPage'),
  settings: () => import('../features/settings/SettingsPage'),
  settingsPreferences: () => import('../features/settings/PreferencesPage'),
  landing: () => import('../features/landing/LandingPage'),
  content: () => import('../features/content/ContentPage'),
  adminSignin: () => import('../features/admin/AdminSignInPage'),
  admin: () => import('../features/admin/AdminPage'),
} satisfies Record<string, ModuleLoader>;

type Page = keyof typeof pages;

/** Routes that are not plain content pages; every other public route is content. */
const pageOf: Partial<Record<RouteTitleId, Page>> = {
  landing: 'landing',
  signin: 'signin',
  signup: 'signup',
  reset: 'reset',
  resetPassword: 'resetPassword',
  dashboard: 'dashboard',
  exchange: 'exchange',
  assets: 'assets',
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  orders: 'orders',
  paymentMethod: 'paymentMethods',
  externalWallet: 'externalWallets',
  settings: 'settings',
  settingsPreferences: 'settingsPreferences',
  adminSignin: 'adminSignin',
  adminCustomers: 'admin',
  adminCustomer: 'admin',
  adminTrades: 'admin',
  adminCustomerAccounts: 'admin',
  adminSales: 'admin',
};

/** The page module of a route; throws for a non-public route nobody has placed yet. */
export function pageLoaderFor(route: RouteDef): ModuleLoader {
  const page = isRouteTitleId(route.id) ? pageOf[route.id] : undefined;
  if (page) return pages[page];
  if (route.access === 'public') return pages.content;
  throw new Error(`No page for route "${route.id}" (${route.access})`);
}
