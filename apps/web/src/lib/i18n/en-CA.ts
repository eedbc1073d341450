import { adminEnCA } from './admin.en-CA';
import { adminAccountEnCA } from './admin-account.en-CA';
import { adminBooksEnCA } from './admin-books.en-CA';
import { adminCustomerEnCA } from './admin-customer.en-CA';
import { adminCustomersEnCA } from './admin-customers.en-CA';
import { adminOverviewEnCA } from './admin-overview.en-CA';
import { adminSalesEnCA } from './admin-sales.en-CA';
import { adminTradesEnCA } from './admin-trades.en-CA';
import { alertsEnCA } from './alerts.en-CA';
import { approvalsEnCA } from './approvals.en-CA';
import { auditLogEnCA } from './audit-log.en-CA';
import { backOfficeEnCA } from './back-office.en-CA';
import { bankingEnCA } from './banking.en-CA';
import { bookCostEnCA } from './book-cost.en-CA';
import { cryptoTransfersEnCA } from './crypto-transfers.en-CA';
import { documentsEnCA } from './documents.en-CA';
import { fundingEnCA } from './funding.en-CA';
import { identityEnCA } from './identity.en-CA';
import { kycFlowEnCA } from './kyc-flow.en-CA';
import { kycStatusEnCA } from './kyc-status.en-CA';
import { limitOrdersEnCA } from './limit-orders.en-CA';
import { limitsEnCA } from './limits.en-CA';
import { notificationSettingsEnCA } from './notification-settings.en-CA';
import { notificationsEnCA } from './notifications.en-CA';
import { passkeysEnCA } from './passkeys.en-CA';
import { personalTokensEnCA } from './personal-tokens.en-CA';
import { preferencesEnCA } from './preferences.en-CA';
import { pushEnCA } from './push.en-CA';
import { recoveryEnCA } from './recovery.en-CA';
import { recurringOrdersEnCA } from './recurring-orders.en-CA';
import { staffCodesEnCA } from './staff-codes.en-CA';
import { taxEnCA } from './tax.en-CA';
import { tradingEnCA } from './trading.en-CA';
import { walletsEnCA } from './wallets.en-CA';
import { workQueuesEnCA } from './work-queues.en-CA';

/**
 * English (Canada) catalogue. Its shape is the contract for every other language: fr-CA.ts is
 * typed as `Catalogue`, so a missing or extra key fails the typecheck.
 */
export const enCA = {
  common: {
    loading: 'Loading…',
    skipToContent: 'Skip to content',
    reload: 'Reload',
    mainNav: 'Main',
    documentTitle: '{{page}} | {{brand}}',
    cancel: 'Cancel',
    retry: 'Try again',
    max: 'Max',
    maxLabel: 'Max: use all {{amount}} available',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Go to the home page',
  },
  errors: {
    chunkLoadFailed: 'Loading chunk failed',
    chunkLoadHelp: 'Part of the app could not be downloaded. Check your connection, then reload.',
    unexpected: 'Something went wrong',
    unexpectedHelp: 'An unexpected error stopped this page. Reload to try again.',
    signatureExpired: 'Your session has expired',
    network: 'We could not reach Maple Exchange. Check your connection and try again.',
    server: 'Something went wrong on our side. Please try again in a moment.',
  },
  session: {
    customerExpired: 'Your session has expired. Please log in again.',
    adminEnded: 'Session has ended, Please login again.',
    adminMissing: 'Session has expired, Please login again.',
    /** The signed-out screen (/signin) says why the customer is signed out. */
    signedOut: {
      signed_in_elsewhere:
        'You are signed out: your account was signed in on another browser or device. Only one can be signed in at a time. If it was not you, change your password.',
      signed_out: 'You are signed out.',
      expired: 'You are signed out: your session has expired. Please log in again.',
      ended:
        'You are signed out: your session was ended to protect your account, for example after a password change.',
    },
  },
  alert: {
    dismiss: 'Dismiss',
  },
  ...identityEnCA,
  ...passkeysEnCA,
  ...tradingEnCA,
  ...preferencesEnCA,
  ...personalTokensEnCA,
  ...pushEnCA,
  ...adminEnCA,
  ...workQueuesEnCA,
  ...auditLogEnCA,
  ...adminTradesEnCA,
  ...adminBooksEnCA,
  ...adminSalesEnCA,
  ...adminOverviewEnCA,
  ...staffCodesEnCA,
  ...adminCustomerEnCA,
  ...backOfficeEnCA,
  ...adminAccountEnCA,
  ...adminCustomersEnCA,
  ...kycFlowEnCA,
  ...kycStatusEnCA,
  ...limitsEnCA,
  ...fundingEnCA,
  ...bankingEnCA,
  ...walletsEnCA,
  ...cryptoTransfersEnCA,
  ...approvalsEnCA,
  ...recoveryEnCA,
  ...taxEnCA,
  ...documentsEnCA,
  ...bookCostEnCA,
  ...alertsEnCA,
  ...limitOrdersEnCA,
  ...recurringOrdersEnCA,
  ...notificationsEnCA,
  ...notificationSettingsEnCA,
  theme: {
    toDark: 'Switch to dark theme',
    toLight: 'Switch to light theme',
  },
  language: {
    label: 'Language',
    'en-CA': 'English',
    'fr-CA': 'Français',
  },
  header: {
    home: '{{brand}} home',
    learn: 'Learn',
    about: 'About',
    contact: 'Contact',
    signIn: 'Sign in',
    signUp: 'Sign up',
    dashboard: 'Dashboard',
    notifications: 'Notifications',
    notificationsUnread_one: 'Notifications, {{count}} unread',
    notificationsUnread_other: 'Notifications, {{count}} unread',
  },
  account: {
    menu: 'My Account',
    welcome: 'Welcome Back',
    settings: 'Settings',
    paymentMethod: 'Payment Method',
    externalWallet: 'External Wallet',
    preferences: 'Preferences',
    notificationSettings: 'Notification settings',
    logout: 'Logout',
  },
  nav: {
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    dashboard: 'Dashboard',
    exchange: 'Exchange',
    assets: 'Assets',
    deposits: 'Deposits',
    withdrawals: 'Withdrawals',
    externalWallet: 'External Wallet',
    orders: 'Orders',
    tax: 'Tax centre',
    documents: 'Documents',
    alerts: 'Alerts',
    settings: 'Settings',
    paymentMethod: 'Payment Method',
  },
  footer: {
    legalNav: 'Legal and help',
    socialNav: 'Social media',
    socialLink: '{{brand}} on {{network}}',
    copyright: '© {{year}} {{brand}}',
    disclosure: {
      fintracMsb: 'FINTRAC money services business registration: {{value}}',
      custodian: 'Custodian of customers’ crypto assets: {{value}}',
    },
    privacyPolicy: 'Privacy Policy',
    termsAndConditions: 'Terms and Conditions',
    userAgreement: 'User Agreement',
    faq: 'FAQ',
    gettingStarted: 'Getting Started',
  },
  admin: {
    title: '{{brand}} — Admin',
    nav: 'Administration',
    overview: 'Overview',
    customers: 'Customers',
    trades: 'Trades',
    customerAccounts: 'Customer accounts',
    sales: 'Sales',
    compliance: 'Compliance review',
    queues: 'Work queues',
    audit: 'Audit log',
    adjustments: 'Adjustments',
    staff: 'Staff',
    account: 'Your account',
    signOut: { action: 'Sign out', done: 'You are signed out of the back office.' },
    signIn: {
      intro:
        'Staff sign-in: your password and the code from your authenticator app, or a passkey you added to your account.',
      code: 'Authentication code',
      submit: 'Sign in',
      submitting: 'Signing in…',
      invalid: 'The e-mail address, password or code is incorrect.',
      locked: 'This account is locked. Check your e-mail for the unlock link.',
      passkey: {
        cancelled:
          'Passkey sign-in was cancelled or timed out. Try again, or sign in with your password and code.',
        unknown:
          'This passkey is not registered for the back office. Sign in with your password and code, then add it under Your account.',
        expired: 'Your passkey sign-in took too long. Try again.',
        failed:
          'Your passkey could not be used. Try again, or sign in with your password and code.',
      },
    },
  },
  /** Page titles of the app's routes (the site's pages title themselves: src/content). */
  routes: {
    reset: 'Forgot your password?',
    resetPassword: 'Choose a new password',
    logout: 'Log out',
    walletAlert: 'A wallet you did not add',
    recover: 'Recover your account',
    signin: 'Sign in',
    signup: 'Create your account',
    dashboard: 'Dashboard',
    exchange: 'Exchange',
    assets: 'Assets',
    deposits: 'Deposits',
    withdrawals: 'Withdrawals',
    approvals: 'Approvals',
    externalWallet: 'External Wallet',
    orders: 'Orders',
    tax: 'Tax centre',
    documents: 'Documents',
    alerts: 'Price alerts',
    notifications: 'Notifications',
    settings: 'Settings',
    settingsPreferences: 'Preferences',
    settingsNotifications: 'Notification settings',
    paymentMethod: 'Payment Method',
    identityVerification: 'Identity verification',
    adminSignin: 'Admin sign in',
    adminHome: 'Overview',
    adminCustomers: 'Customers',
    adminCustomer: 'Customer details',
    adminTrades: 'Trades',
    adminCustomerAccounts: 'Customer accounts',
    adminSales: 'Sales',
    adminCompliance: 'Compliance review',
    adminComplianceReview: 'Verification review',
    adminAudit: 'Audit log',
    adminQueues: 'Work queues',
    adminQueue: 'Work queue',
    adminAdjustments: 'Manual adjustments',
    adminStaff: 'Staff and roles',
    adminEnrol: 'Set up your staff sign-in',
    adminAccount: 'Your account',
  },
};

export type Catalogue = typeof enCA;
