import type { AssetCode, TradingSymbol } from '@maple/money';
import type { ColumnType, Generated } from 'kysely';
import type { AdjustmentsTable } from './adjustments-table.js';
import type { BankingTables } from './banking-tables.js';
import type { ChainTables } from './chain-tables.js';
import type { ComplianceTables } from './compliance-tables.js';
import type { CustomerDirectoryTable } from './customer-directory-table.js';
import type { CustomerNotesTable } from './customer-notes-table.js';
import type { EmailSubscriptionsTable } from './email-subscriptions-table.js';
import type { FundingTables } from './funding-tables.js';
import type { KycTables } from './kyc-tables.js';
import type { SalesTables } from './sales-tables.js';
import type { StaffRoleGrantsTable } from './staff-role-grants-table.js';
import type { WalletTables } from './wallets-tables.js';

/**
 * Row types of every table, as Kysely sees them: one interface per table, named after it.
 * `Generated` columns have database defaults; `ColumnType<Select, Insert, Update>` narrows what
 * may be written (never = not writable).
 */
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date | undefined, Date>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;

export type Language = 'en-CA' | 'fr-CA';
export type PrincipalKind = 'customer' | 'staff';

export interface AuditEventsTable {
  id: Generated<bigint>;
  occurred_at: ColumnType<Date, never, never>;
  actor_type: 'system' | 'customer' | 'staff' | 'bank';
  actor_id: string | null;
  action: string;
  request_id: string | null;
  details: ColumnType<Record<string, unknown>, string, never>;
  /** Set by the database's chain trigger (migration 0021), whatever an insert names. */
  prev_hash: ColumnType<string, never, never>;
  hash: ColumnType<string, never, never>;
}

/** The audit chain's end: one row, moved by the chain trigger (ADR 24). */
export interface AuditChainHeadTable {
  singleton: ColumnType<boolean, never, never>;
  last_id: ColumnType<bigint, never, never>;
  last_hash: ColumnType<string, never, never>;
}

/** Written by the chain trigger only, when the head did not match the newest row (0035). */
export interface AuditChainAlertsTable {
  id: ColumnType<bigint, never, never>;
  detected_at: ColumnType<Date, never, never>;
  head_last_id: ColumnType<bigint | null, never, never>;
  head_last_hash: ColumnType<string | null, never, never>;
  end_id: ColumnType<bigint, never, never>;
  end_hash: ColumnType<string, never, never>;
}

export interface IdentityUsersTable {
  id: string;
  email: string;
  email_verified_at: NullableTimestamp;
  password_hash: string;
  password_changed_at: Timestamp;
  /**
   * A password change or an authenticator removed: withdrawals wait a while after
   * (docs/product/sessions.md).
   */
  security_changed_at: NullableTimestamp;
  display_name: string;
  language: Language;
  terms_accepted_at: Date;
  failed_sign_ins: ColumnType<number, number | undefined, number>;
  locked_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface StaffUsersTable {
  id: string;
  email: string;
  display_name: string;
  role: 'support' | 'compliance' | 'admin';
  password_hash: string;
  /** The language of their e-mails. */
  language: Language;
  failed_sign_ins: ColumnType<number, number | undefined, number>;
  locked_at: NullableTimestamp;
  disabled_at: NullableTimestamp;
  created_at: CreatedAt;
  /** The admin who invited them (migration 0034); null for `admin:create` and earlier staff. */
  created_by: ColumnType<string | null, string | null | undefined, never>;
}

export interface BankClientsTable {
  client_id: string;
  name: string;
  secret_hash: string;
  created_at: Date;
}

export interface TotpFactorsTable {
  principal_kind: PrincipalKind;
  principal_id: string;
  secret_ciphertext: string;
  enrolment_id: string;
  enrolment_deadline: Date;
  enrolled_at: NullableTimestamp;
  last_used_step: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  failed_attempts: ColumnType<number, number | undefined, number>;
  locked_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface RecoveryCodesTable {
  principal_kind: PrincipalKind;
  principal_id: string;
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: string;
  principal_kind: PrincipalKind;
  principal_id: string;
  issued_at: Date;
  expires_at: Date;
  revoked_at: NullableTimestamp;
  revoked_reason:
    | 'signed_out'
    | 'superseded'
    | 'password_changed'
    | 'locked'
    | 'revoked_by_staff'
    | 'deactivated'
    | 'role_changed'
    | 'mfa_reset'
    | null;
}

export interface EmailLinkTokensTable {
  token_hash: string;
  user_id: string | null;
  staff_id: string | null;
  purpose: 'verify_email' | 'reset_password' | 'unlock' | 'staff_enrolment';
  expires_at: Date;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface EmailOtpsTable {
  id: string;
  user_id: string;
  purpose: 'add_wallet' | 'withdrawal' | 'change_password' | 'change_email';
  binding: string | null;
  code_hash: string;
  expires_at: Date;
  attempts: ColumnType<number, number | undefined, number>;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface SpentCredentialsTable {
  id: string;
  expires_at: Date;
}

export interface CustomersTable {
  guid: string;
  user_id: string;
  type: ColumnType<'individual' | 'business', 'individual' | 'business' | undefined, never>;
  state: 'storing' | 'unverified' | 'verified' | 'rejected' | 'frozen';
  /** While frozen, the state unfreezing restores. */
  state_before_freeze: ColumnType<
    'storing' | 'unverified' | 'verified' | 'rejected' | null,
    'storing' | 'unverified' | 'verified' | 'rejected' | null | undefined
  >;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AccountsTable {
  guid: string;
  customer_guid: string;
  type: 'trading' | 'fiat';
  asset: AssetCode;
  name: string;
  state: 'storing' | 'created';
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface OutboundEmailsTable {
  id: Generated<bigint>;
  to_address: string;
  reply_to: string | null;
  language: Language;
  template: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: CreatedAt;
  attempts: ColumnType<number, number | undefined, number>;
  sent_at: NullableTimestamp;
  last_error: string | null;
}

export interface ContactMessagesTable {
  id: Generated<bigint>;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: Language;
  created_at: CreatedAt;
}

/** NUMERIC(78,0) amounts: read as exact decimal strings, written as bigint. */
type Amount = ColumnType<string, bigint, bigint>;

export interface LedgerAccountsTable {
  id: Generated<bigint>;
  code: string;
  kind:
    | 'customer'
    | 'house'
    | 'fee'
    | 'funding'
    | 'clearing'
    | 'suspense'
    | 'loss_recovery'
    | 'network_fee';
  asset: AssetCode;
  account_guid: string | null;
  allow_negative: boolean;
  balance: ColumnType<string, bigint | undefined, bigint>;
  held: ColumnType<string, bigint | undefined, bigint>;
}

export interface JournalEntriesTable {
  id: Generated<bigint>;
  kind: 'trade' | 'sandbox_funding' | 'reversal' | 'funding' | 'crypto_transfer' | 'adjustment';
  idempotency_key: string;
  reference: string | null;
  reverses: bigint | null;
  created_at: CreatedAt;
}

export interface PostingsTable {
  id: Generated<bigint>;
  entry_id: bigint;
  account_id: bigint;
  asset: AssetCode;
  amount: Amount;
}

export interface LedgerHoldsTable {
  id: Generated<bigint>;
  account_id: bigint;
  amount: Amount;
  reference: string;
  created_at: CreatedAt;
  released_at: NullableTimestamp;
}

export type TradeSide = 'buy' | 'sell';
export type TradeState = 'storing' | 'pending' | 'executed' | 'settling' | 'completed' | 'failed';
export type TradeFailureCode = 'non_sufficient_funds' | 'expired_quote' | 'market_volatility';

export interface QuotesTable {
  guid: string;
  customer_guid: string;
  symbol: TradingSymbol;
  side: TradeSide;
  receive_amount: Amount;
  deliver_amount: Amount;
  fee: Amount;
  mid_price: Amount;
  price: Amount;
  /** Written from the pricing rules' bigint; an integer column, read as a number. */
  spread_bps: ColumnType<number, bigint, never>;
  issued_at: Date;
  expires_at: Date;
  trade_guid: string | null;
}

export interface TradesTable {
  guid: string;
  customer_guid: string;
  quote_guid: string;
  symbol: TradingSymbol;
  side: TradeSide;
  state: TradeState;
  failure_code: TradeFailureCode | null;
  receive_amount: Amount;
  deliver_amount: Amount;
  fee: Amount;
  created_at: Date;
  updated_at: Date;
  executed_at: Date | null;
  settles_at: Date | null;
  completed_at: Date | null;
}

export interface IdempotencyKeysTable {
  customer_guid: string;
  key: string;
  endpoint: string;
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  created_at: Date;
}

/** What a row of `limit_usage` counts against (docs/product/limits.md). */
export type LimitKind = 'funding' | 'crypto_withdrawal' | 'investment';

/** Owned by `modules/limits`: movements counted against customers' limits (ADR 17). */
export interface LimitUsageTable {
  reference: string;
  customer_guid: string;
  kind: LimitKind;
  /** CAD cents; signed for `investment` (a sale counts minus). */
  amount: Amount;
  occurred_at: Date;
  position: Generated<bigint>;
  /** The customer's usage of the kind up to and including this row. */
  running: Amount;
}

/** Owned by `modules/market`: the shared state of the one market (ADR 14). */
export interface MarketFeedsTable {
  feed: string;
  epoch: bigint;
  seq: ColumnType<bigint, bigint | undefined, bigint>;
  tickers: ColumnType<unknown, string | null | undefined, string>;
  walk: ColumnType<unknown, string | null | undefined, string | null>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface MarketSeriesTable {
  feed: string;
  asset: string;
  resolution: 'fiveMinutes' | 'hourly' | 'daily';
  first_at: Date;
  /** NUMERIC(78,0)[]: written as decimal strings. */
  prices: ColumnType<unknown, string[], string[]>;
}

/** Owned by `infra/http` (the rate-limit store). */
export interface RateLimitCountersTable {
  key: string;
  hits: number;
  resets_at: Date;
}

export interface Schema
  extends KycTables,
    BankingTables,
    FundingTables,
    WalletTables,
    ChainTables,
    SalesTables,
    ComplianceTables {
  audit_events: AuditEventsTable;
  customer_notes: CustomerNotesTable;
  customer_directory: CustomerDirectoryTable;
  audit_chain_head: AuditChainHeadTable;
  audit_chain_alerts: AuditChainAlertsTable;
  identity_users: IdentityUsersTable;
  staff_users: StaffUsersTable;
  bank_clients: BankClientsTable;
  totp_factors: TotpFactorsTable;
  recovery_codes: RecoveryCodesTable;
  sessions: SessionsTable;
  email_link_tokens: EmailLinkTokensTable;
  email_otps: EmailOtpsTable;
  spent_credentials: SpentCredentialsTable;
  customers: CustomersTable;
  accounts: AccountsTable;
  outbound_emails: OutboundEmailsTable;
  contact_messages: ContactMessagesTable;
  ledger_accounts: LedgerAccountsTable;
  journal_entries: JournalEntriesTable;
  postings: PostingsTable;
  ledger_holds: LedgerHoldsTable;
  quotes: QuotesTable;
  trades: TradesTable;
  idempotency_keys: IdempotencyKeysTable;
  market_feeds: MarketFeedsTable;
  market_series: MarketSeriesTable;
  rate_limit_counters: RateLimitCountersTable;
  email_subscriptions: EmailSubscriptionsTable;
  limit_usage: LimitUsageTable;
  adjustments: AdjustmentsTable;
  staff_role_grants: StaffRoleGrantsTable;
}
