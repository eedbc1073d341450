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
  deposits: () => import('../features/funding/deposits/DepositsPage'),
  withdrawals: () => import('../features/funding/withdrawals/WithdrawalsPage'),
  approvals: () => import('../features/approvals/ApprovalsPage'),
  orders: () => import('../features/orders/OrdersPage'),
  tax: () => import('../features/tax/TaxPage'),
  documents: () => import('../features/documents/DocumentsPage'),
  alerts: () => import('../features/alerts/AlertsPage'),
  notifications: () => import('../features/notifications/NotificationsPage'),
  paymentMethods: () => import('../features/payment-methods/PaymentMethodsPage'),
  externalWallets: () => import('../features/external-wallets/ExternalWalletsPage'),
  walletAlert: () => import('../features/wallet-alert/WalletAlertPage'),
  settings: () => import('../features/settings/SettingsPage'),
  settingsPreferences: () => import('../features/settings/PreferencesPage'),
  settingsNotifications: () => import('../features/settings/NotificationSettingsPage'),
  identityVerification: () => import('../features/kyc/IdentityVerificationPage'),
  recover: () => import('../features/kyc/recovery/RecoveryPage'),
  adminSignin: () => import('../features/admin/signin/AdminSignInPage'),
  adminHome: () => import('../features/admin/overview/OverviewPage'),
  adminCompliance: () => import('../features/admin/compliance/ReviewQueuePage'),
  adminComplianceReview: () => import('../features/admin/compliance/ReviewDetailPage'),
  adminAudit: () => import('../features/admin/audit/AuditLogPage'),
  adminTrades: () => import('../features/admin/trades/AdminTradesPage'),
  adminCustomerAccounts: () => import('../features/admin/books/CustomerAccountsPage'),
  adminSales: () => import('../features/admin/sales/SalesPage'),
  adminCustomer: () => import('../features/admin/customer/CustomerDetailPage'),
  adminQueues: () => import('../features/admin/queues/WorkQueuesPage'),
  adminQueue: () => import('../features/admin/queues/WorkQueuePage'),
  adminAdjustments: () => import('../features/admin/adjustments/AdjustmentsPage'),
  adminStaff: () => import('../features/admin/staff/StaffPage'),
  adminEnrol: () => import('../features/admin/staff/StaffEnrolPage'),
  adminAccount: () => import('../features/admin/account/AccountPage'),
  adminCustomers: () => import('../features/admin/customers/CustomerSearchPage'),
} satisfies Record<string, ModuleLoader>;

type Page = keyof typeof pages;

/** The app's page of each of its routes (site pages are not the app's: see router.tsx). */
const pageOf: Partial<Record<RouteTitleId, Page>> = {
  signin: 'signin',
  signup: 'signup',
  reset: 'reset',
  resetPassword: 'resetPassword',
  dashboard: 'dashboard',
  exchange: 'exchange',
  assets: 'assets',
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  approvals: 'approvals',
  orders: 'orders',
  tax: 'tax',
  documents: 'documents',
  alerts: 'alerts',
  notifications: 'notifications',
  paymentMethod: 'paymentMethods',
  externalWallet: 'externalWallets',
  walletAlert: 'walletAlert',
  settings: 'settings',
  settingsPreferences: 'settingsPreferences',
  settingsNotifications: 'settingsNotifications',
  identityVerification: 'identityVerification',
  recover: 'recover',
  adminSignin: 'adminSignin',
  adminHome: 'adminHome',
  adminCustomers: 'adminCustomers',
  adminCustomer: 'adminCustomer',
  adminTrades: 'adminTrades',
  adminCustomerAccounts: 'adminCustomerAccounts',
  adminSales: 'adminSales',
  adminCompliance: 'adminCompliance',
  adminComplianceReview: 'adminComplianceReview',
  adminAudit: 'adminAudit',
  adminQueues: 'adminQueues',
  adminQueue: 'adminQueue',
  adminAdjustments: 'adminAdjustments',
  adminStaff: 'adminStaff',
  adminEnrol: 'adminEnrol',
  adminAccount: 'adminAccount',
};

/** The page module of a route; throws for a route nobody has placed. */
export function pageLoaderFor(route: RouteDef): ModuleLoader {
  const page = isRouteTitleId(route.id) ? pageOf[route.id] : undefined;
  if (page) return pages[page];
  throw new Error(`No page for route "${route.id}" (${route.access})`);
}
