/**
 * The route map of docs/product/screens.md, shared by the web app (which renders the routes) and
 * the server (which answers 200 with the app shell for these paths and 404 for every other path).
 */
export type RouteAccess = 'public' | 'guest' | 'customer' | 'admin' | 'admin-guest';

export interface RouteDef {
  /** Stable identifier; also the i18n key of the page title (`routes.<id>`). */
  readonly id: string;
  readonly path: string;
  readonly access: RouteAccess;
}

const route = (id: string, path: string, access: RouteAccess): RouteDef => ({ id, path, access });

export const customerRoutes: readonly RouteDef[] = [
  route('dashboard', '/dashboard', 'customer'),
  route('exchange', '/exchange', 'customer'),
  route('assets', '/assets', 'customer'),
  route('deposits', '/deposits', 'customer'),
  route('withdrawals', '/withdrawals', 'customer'),
  /** Withdrawals asked for through `/api` that wait for the customer's approval (ADR 58). */
  route('approvals', '/approvals', 'customer'),
  route('externalWallet', '/external-wallet', 'customer'),
  route('orders', '/orders', 'customer'),
  /** The tax centre: a year's capital gains as Schedule 3 reports them (ADR 72). */
  route('tax', '/tax', 'customer'),
  /** Confirmations (and, to come, statements and tax reports) as PDF and CSV (ADR 75). */
  route('documents', '/documents', 'customer'),
  /** Price alerts: above or below a level, a move over an hour or a day, a morning digest. */
  route('alerts', '/alerts', 'customer'),
  /** The notification centre: what the customer was told, with the unread count. */
  route('notifications', '/notifications', 'customer'),
  route('settings', '/settings', 'customer'),
  route('settingsPreferences', '/settings-preferences', 'customer'),
  /** What the customer is told, by topic and channel (in the app, e-mail, push). */
  route('settingsNotifications', '/settings-notifications', 'customer'),
  route('paymentMethod', '/payment-method', 'customer'),
  route('identityVerification', '/identity-verification', 'customer'),
];

export const guestRoutes: readonly RouteDef[] = [
  route('signin', '/signin', 'guest'),
  route('signup', '/signup', 'guest'),
];

export const adminRoutes: readonly RouteDef[] = [
  route('adminSignin', '/admin/signin', 'admin-guest'),
  /** The back office's home: each work queue's count and the day's figures. */
  route('adminHome', '/admin', 'admin'),
  route('adminCustomers', '/admin/customer', 'admin'),
  route('adminCustomer', '/admin/customer/:guid', 'admin'),
  route('adminTrades', '/admin/trades', 'admin'),
  route('adminCustomerAccounts', '/admin/customer-accounts', 'admin'),
  route('adminSales', '/admin/sales', 'admin'),
  route('adminCompliance', '/admin/compliance', 'admin'),
  route('adminComplianceReview', '/admin/compliance/:guid', 'admin'),
  route('adminAudit', '/admin/audit', 'admin'),
  route('adminQueues', '/admin/queues', 'admin'),
  route('adminQueue', '/admin/queues/:queue', 'admin'),
  route('adminAdjustments', '/admin/adjustments', 'admin'),
  route('adminStaff', '/admin/staff', 'admin'),
  /** The signed-in staff member's own account: their passkeys. */
  route('adminAccount', '/admin/account', 'admin'),
  /** The e-mailed link of a staff invitation or MFA reset: set a password and an authenticator. */
  route('adminEnrol', '/admin/enrol', 'admin-guest'),
];

/** Education pages, in the order the learning index lists them. */
export const educationRoutes: readonly RouteDef[] = [
  route('whatIsBlockchain', '/What-is-a-blockchain', 'public'),
  route('whatIsBitcoin', '/what-is-bitcoin-btc', 'public'),
  route('whatIsEther', '/what-is-ether', 'public'),
  route('whatIsLitecoin', '/what-is-litecoin', 'public'),
  route('whatIsBitcoinCash', '/what-is-bitcoin-cash', 'public'),
  route('whatIsXrp', '/what-is-XRP', 'public'),
  route('whatIsStellar', '/what-is-stellar', 'public'),
  route('whatIsDogecoin', '/what-is-dogecoin', 'public'),
  route('whatIsCardano', '/what-is-cardano', 'public'),
  route('whatIsChainlink', '/what-is-chainlink', 'public'),
  route('whatIsPolkadot', '/what-is-polkadot', 'public'),
  route('defiWallet', '/decentralized-finance-defi-wallet', 'public'),
  route('howToBuyBitcoin', '/how-to-buy-bitcoin-canada', 'public'),
  route('howToBuyEther', '/how-to-buy-ether', 'public'),
  route('howToBuyLitecoin', '/how-to-buy-litecoin', 'public'),
  route('howToBuyBitcoinCash', '/how-to-buy-bitcoin-cash', 'public'),
  route('howToBuyXrp', '/how-to-buy-XRP', 'public'),
  route('howToBuyStellar', '/how-to-buy-stellar', 'public'),
  route('howToBuyDogecoin', '/how-to-buy-dogecoin', 'public'),
  route('howToBuyCardano', '/how-to-buy-cardano', 'public'),
  route('howToBuyChainlink', '/how-to-buy-chainlink', 'public'),
  route('howToBuyPolkadot', '/how-to-buy-polkadot', 'public'),
];

/**
 * The public site: the landing page and every marketing, education and legal page, prerendered
 * at build time in each language (docs/public-site.md). Everything else is the app.
 */
export const siteRoutes: readonly RouteDef[] = [
  route('landing', '/', 'public'),
  route('privacyPolicy', '/privacy-policy', 'public'),
  route('termsAndConditions', '/terms-and-conditions', 'public'),
  route('userAgreement', '/user-agreement', 'public'),
  route('gettingStarted', '/getting-started', 'public'),
  route('about', '/about', 'public'),
  route('referralProgram', '/referral-program', 'public'),
  route('wallet', '/wallet', 'public'),
  route('learn', '/learn', 'public'),
  route('faq', '/faq', 'public'),
  route('cryptoConsultations', '/crypto-consultations', 'public'),
  route('otc', '/otc', 'public'),
  route('contact', '/contact', 'public'),
  route('instantBuySell', '/Instant-Buy-Sell-and-Withdraw', 'public'),
  route('realTimeQuotes', '/Real-Time-Quotes', 'public'),
  route('nonCustodial', '/Non-Custodial', 'public'),
  route('safeAndSecureWallet', '/Safe-and-Secure-Crypto-Wallet', 'public'),
  ...educationRoutes,
];

/** Public pages of the app itself: they run its session code. */
export const publicAppRoutes: readonly RouteDef[] = [
  route('reset', '/reset', 'public'),
  route('resetPassword', '/reset-password', 'public'),
  route('logout', '/logout', 'public'),
  /** The new-wallet e-mail's "this wasn't me": whoever added the wallet may hold the session. */
  route('walletAlert', '/wallet-alert', 'public'),
  /** Account recovery (ADR 59): opened from the sign-in's second step, before anyone signs in. */
  route('recover', '/recover', 'public'),
];

export const publicRoutes: readonly RouteDef[] = [...siteRoutes, ...publicAppRoutes];

export const appRoutes: readonly RouteDef[] = [
  ...publicRoutes,
  ...guestRoutes,
  ...customerRoutes,
  ...adminRoutes,
];

/** Permanent redirects between paths of the route map. */
export const routeRedirects: Readonly<Record<string, string>> = {
  '/services': '/crypto-consultations',
};

const segmentsOf = (path: string): string[] => path.split('/').filter((s) => s !== '');

/**
 * Finds the route a browser path belongs to. Matching is case-insensitive, as in the web
 * router, and ignores one trailing slash; `:name` segments match any single segment.
 */
export function matchRoute(pathname: string): RouteDef | undefined {
  const wanted = segmentsOf(pathname.toLowerCase());
  return appRoutes.find((candidate) => {
    const pattern = segmentsOf(candidate.path.toLowerCase());
    return (
      pattern.length === wanted.length &&
      pattern.every((segment, i) => segment.startsWith(':') || segment === wanted[i])
    );
  });
}

export function redirectFor(pathname: string): string | undefined {
  const key = `/${segmentsOf(pathname.toLowerCase()).join('/')}`;
  return routeRedirects[key];
}

/** The id the prerendered not-found page of the site goes by, beside the route ids. */
export const siteNotFoundId = 'notFound';

/** The languages of the site; English at the root, each other under its prefix. */
export const siteLanguages = ['en-CA', 'fr-CA'] as const;
export type SiteLanguage = (typeof siteLanguages)[number];

const sitePrefixes: Record<SiteLanguage, string> = { 'en-CA': '', 'fr-CA': '/fr' };

/** A site page's path in a language: `/about` → `/fr/about`, `/` → `/fr`. */
export function sitePath(path: string, language: SiteLanguage): string {
  const prefix = sitePrefixes[language];
  return prefix === '' ? path : path === '/' ? prefix : `${prefix}${path}`;
}

/** The language a path is in, by its prefix, and the path without it. */
export function siteLanguageOf(pathname: string): { language: SiteLanguage; path: string } {
  for (const language of siteLanguages) {
    const prefix = sitePrefixes[language];
    if (prefix === '') continue;
    const lower = pathname.toLowerCase();
    if (lower === prefix || lower === `${prefix}/`) return { language, path: '/' };
    if (lower.startsWith(`${prefix}/`)) return { language, path: pathname.slice(prefix.length) };
  }
  return { language: 'en-CA', path: pathname };
}

/** The site page a browser path shows, in which language; undefined for any other path. */
export function matchSitePage(
  pathname: string,
): { route: RouteDef; language: SiteLanguage } | undefined {
  const { language, path } = siteLanguageOf(pathname);
  const found = matchRoute(path);
  return found !== undefined && siteRoutes.includes(found) ? { route: found, language } : undefined;
}
