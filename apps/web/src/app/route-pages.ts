import type { RouteDef } from '@maple/contracts';
import type { ComponentType } from 'react';
import { isRouteTitleId, type RouteTitleId } from '../lib/routing/page-title';

export type ModuleLoader = () => Promise<{ default: ComponentType }>;

/** One code-split page module per feature; each becomes its own chunk. */
const features = {
  auth: () => import('../features/auth/AuthPage'),
  dashboard: () => import('../features/dashboard/DashboardPage'),
  exchange: () => import('../features/exchange/ExchangePage'),
  assets: () => import('../features/assets/AssetsPage'),
  deposits: () => import('../features/deposits/DepositsPage'),
  withdrawals: () => import('../features/withdrawals/WithdrawalsPage'),
  orders: () => import('../features/orders/OrdersPage'),
  paymentMethods: () => import('../features/payment-methods/PaymentMethodsPage'),
  externalWallets: () => import('../features/external-wallets/ExternalWalletsPage'),
  settings: () => import('../features/settings/SettingsPage'),
  landing: () => import('../features/landing/LandingPage'),
  content: () => import('../features/content/ContentPage'),
  admin: () => import('../features/admin/AdminPage'),
} satisfies Record<string, ModuleLoader>;

type Feature = keyof typeof features;

/** Routes that are not plain content pages; every other public route is content. */
const featureOf: Partial<Record<RouteTitleId, Feature>> = {
  landing: 'landing',
  signin: 'auth',
  signup: 'auth',
  reset: 'auth',
  resetPassword: 'auth',
  dashboard: 'dashboard',
  exchange: 'exchange',
  assets: 'assets',
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  orders: 'orders',
  paymentMethod: 'paymentMethods',
  externalWallet: 'externalWallets',
  settings: 'settings',
  settingsPreferences: 'settings',
  adminSignin: 'admin',
  adminCustomers: 'admin',
  adminCustomer: 'admin',
  adminTrades: 'admin',
  adminCustomerAccounts: 'admin',
  adminSales: 'admin',
};

/** The page module of a route; throws for a non-public route nobody has placed yet. */
export function pageLoaderFor(route: RouteDef): ModuleLoader {
  const feature = isRouteTitleId(route.id) ? featureOf[route.id] : undefined;
  if (feature) return features[feature];
  if (route.access === 'public') return features.content;
  throw new Error(`No page for route "${route.id}" (${route.access})`);
}
