import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { invalidResponse } from './api-error';
import { baseQuery } from './base-query';

const tagTypes = [
  'MfaStatus',
  'Accounts',
  'Trades',
  'Preferences',
  'NotificationSettings',
  'Kyc',
  'Transfers',
  'Funding',
  'Limits',
  'BankAccounts',
  'Wallets',
  'DepositAddresses',
  'Adjustments',
  'Staff',
  'Passkeys',
  'SignInMethods',
  'StaffPasskeys',
  'PersonalTokens',
  // The tax centre's figures: every year, the sale preview and the transfers in follow a stated cost.
  'Tax',
  // The back office's overview: its counts change with what the work queues decide.
  'AdminOverview',
  // The customer's price alerts: a new one or a cancelled one changes the list.
  'PriceAlerts',
  // The customer's limit orders: a new one or a cancelled one changes the list.
  'LimitOrders',
  // The customer's recurring orders, and each one's runs (by its guid): a change to one changes
  // the list, and pausing or cancelling one its planned run.
  'RecurringOrders',
  'RecurringRuns',
  // The customer's pre-authorized debit agreements, one per bank account: setting up a recurring
  // buy funded by a bank account may record a new one.
  'PadAgreements',
] as const;

/**
 * The one RTK Query API of the app. It starts empty: each feature injects its own endpoints
 * from its own lazily loaded chunk (`api.injectEndpoints`), so no call's code ships with the
 * landing page. Answers are checked against the shared contracts (`responseSchema`); one that
 * does not match becomes an `invalid-response` error instead of reaching a screen.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
  catchSchemaFailure: () => invalidResponse(),
  // A contract drift between server and app is a bug to find, not a state for users.
  onSchemaFailure: (error, { endpoint }) =>
    console.warn(`Unexpected answer to ${endpoint}`, error.issues),
});

/**
 * The `build` that `api.injectEndpoints` hands its `endpoints`, for a feature that groups its
 * endpoints in functions of their own.
 */
export type ApiBuilder = EndpointBuilder<typeof baseQuery, (typeof tagTypes)[number], 'api'>;
