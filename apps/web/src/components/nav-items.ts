import type { ParseKeys } from 'i18next';
import { paths } from '../lib/routing/paths';

export interface NavItem {
  to: string;
  labelKey: ParseKeys;
}

/** Customer sidebar, in the order of docs/product/screens.md. */
export const customerNavItems: readonly NavItem[] = [
  { to: paths.dashboard, labelKey: 'nav.dashboard' },
  { to: paths.exchange, labelKey: 'nav.exchange' },
  { to: paths.assets, labelKey: 'nav.assets' },
  { to: paths.deposits, labelKey: 'nav.deposits' },
  { to: paths.withdrawals, labelKey: 'nav.withdrawals' },
  { to: paths.externalWallet, labelKey: 'nav.externalWallet' },
  { to: paths.orders, labelKey: 'nav.orders' },
  { to: paths.tax, labelKey: 'nav.tax' },
  { to: paths.documents, labelKey: 'nav.documents' },
  { to: paths.alerts, labelKey: 'nav.alerts' },
  { to: paths.settings, labelKey: 'nav.settings' },
  { to: paths.paymentMethod, labelKey: 'nav.paymentMethod' },
];

/** "My Account" entries of the header dropdown. */
export const accountMenuItems: readonly NavItem[] = [
  { to: paths.settings, labelKey: 'account.settings' },
  { to: paths.paymentMethod, labelKey: 'account.paymentMethod' },
  { to: paths.externalWallet, labelKey: 'account.externalWallet' },
  { to: paths.settingsPreferences, labelKey: 'account.preferences' },
  { to: paths.settingsNotifications, labelKey: 'account.notificationSettings' },
  { to: paths.logout, labelKey: 'account.logout' },
];

/** "My Account" group of the mobile menu (docs/product/screens.md: mobile only). */
export const mobileAccountItems: readonly NavItem[] = [
  { to: paths.settings, labelKey: 'account.settings' },
  { to: paths.paymentMethod, labelKey: 'account.paymentMethod' },
  { to: paths.settingsPreferences, labelKey: 'account.preferences' },
  { to: paths.settingsNotifications, labelKey: 'account.notificationSettings' },
  { to: paths.logout, labelKey: 'account.logout' },
];

export const publicHeaderItems: readonly NavItem[] = [
  { to: paths.learn, labelKey: 'header.learn' },
  { to: paths.about, labelKey: 'header.about' },
  { to: paths.contact, labelKey: 'header.contact' },
];

export const legalFooterItems: readonly NavItem[] = [
  { to: paths.privacyPolicy, labelKey: 'footer.privacyPolicy' },
  { to: paths.termsAndConditions, labelKey: 'footer.termsAndConditions' },
  { to: paths.userAgreement, labelKey: 'footer.userAgreement' },
  { to: paths.faq, labelKey: 'footer.faq' },
  { to: paths.gettingStarted, labelKey: 'footer.gettingStarted' },
];

/**
 * The back office's sections: the overview (each queue's count) first, then the compliance
 * review queue, as the staff's daily work.
 */
export const adminNavItems: readonly NavItem[] = [
  { to: paths.adminHome, labelKey: 'admin.overview' },
  { to: paths.adminCompliance, labelKey: 'admin.compliance' },
  { to: paths.adminQueues, labelKey: 'admin.queues' },
  { to: paths.adminCustomers, labelKey: 'admin.customers' },
  { to: paths.adminTrades, labelKey: 'admin.trades' },
  { to: paths.adminCustomerAccounts, labelKey: 'admin.customerAccounts' },
  { to: paths.adminSales, labelKey: 'admin.sales' },
  { to: paths.adminAudit, labelKey: 'admin.audit' },
  { to: paths.adminAdjustments, labelKey: 'admin.adjustments' },
  { to: paths.adminStaff, labelKey: 'admin.staff' },
  /** The staff member's own account: their passkeys (ADR 56). */
  { to: paths.adminAccount, labelKey: 'admin.account' },
];
