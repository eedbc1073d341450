import { appRoutes } from '@maple/contracts';

/**
 * A path of the shared route map, looked up by id so links follow any change to the map; an id
 * not in the map fails as this module loads, so in every test.
 */
function pathOf(id: string): string {
  const route = appRoutes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Route "${id}" is not in the route map`);
  return route.path;
}

export const paths = {
  landing: pathOf('landing'),
  learn: pathOf('learn'),
  about: pathOf('about'),
  contact: pathOf('contact'),
  privacyPolicy: pathOf('privacyPolicy'),
  termsAndConditions: pathOf('termsAndConditions'),
  userAgreement: pathOf('userAgreement'),
  faq: pathOf('faq'),
  gettingStarted: pathOf('gettingStarted'),
  logout: pathOf('logout'),
  signin: pathOf('signin'),
  signup: pathOf('signup'),
  reset: pathOf('reset'),
  recover: pathOf('recover'),
  dashboard: pathOf('dashboard'),
  exchange: pathOf('exchange'),
  assets: pathOf('assets'),
  deposits: pathOf('deposits'),
  withdrawals: pathOf('withdrawals'),
  approvals: pathOf('approvals'),
  externalWallet: pathOf('externalWallet'),
  orders: pathOf('orders'),
  tax: pathOf('tax'),
  documents: pathOf('documents'),
  alerts: pathOf('alerts'),
  notifications: pathOf('notifications'),
  settings: pathOf('settings'),
  settingsPreferences: pathOf('settingsPreferences'),
  settingsNotifications: pathOf('settingsNotifications'),
  paymentMethod: pathOf('paymentMethod'),
  identityVerification: pathOf('identityVerification'),
  adminSignin: pathOf('adminSignin'),
  adminHome: pathOf('adminHome'),
  adminCustomers: pathOf('adminCustomers'),
  /** With `:guid`: fill it with react-router's generatePath. */
  adminCustomer: pathOf('adminCustomer'),
  adminTrades: pathOf('adminTrades'),
  adminCustomerAccounts: pathOf('adminCustomerAccounts'),
  adminSales: pathOf('adminSales'),
  adminCompliance: pathOf('adminCompliance'),
  /** With `:guid`: fill it with react-router's generatePath. */
  adminComplianceReview: pathOf('adminComplianceReview'),
  adminAudit: pathOf('adminAudit'),
  adminQueues: pathOf('adminQueues'),
  /** With `:queue`: fill it with react-router's generatePath. */
  adminQueue: pathOf('adminQueue'),
  adminAdjustments: pathOf('adminAdjustments'),
  adminStaff: pathOf('adminStaff'),
  adminEnrol: pathOf('adminEnrol'),
  adminAccount: pathOf('adminAccount'),
} as const;
