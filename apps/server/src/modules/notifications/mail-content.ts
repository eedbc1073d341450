import type {
  AdjustmentCategory,
  AdjustmentDirection,
  LimitOrderFailure,
  NotificationTopic,
  OtpPurpose,
  RecurringFrequency,
  RecurringSkipReason,
} from '@maple/contracts';
import type { AssetCode, CryptoAssetCode } from '@maple/money';

/**
 * What each e-mail says, as data. Templates turn it into a subject, a text part and an HTML
 * part in the recipient's language; nothing here is HTML-escaped yet. Every template is a
 * security or account e-mail, always sent, except the notices of a topic (`mailTopic`).
 */
export type MailContent =
  | { template: 'verify_email'; name: string; link: string }
  /** Someone signed up with an address that already has an account (no enumeration). */
  | { template: 'signup_exists'; name: string; signInLink: string; resetLink: string }
  | { template: 'account_locked'; name: string; link: string }
  | { template: 'reset_password'; name: string; link: string }
  /**
   * `withdrawalHoldSeconds`: how long withdrawals now wait (docs/product/sessions.md), as
   * configured.
   */
  | { template: 'password_changed'; name: string; resetLink: string; withdrawalHoldSeconds: number }
  /** The customer removed their password: they sign in with passkeys (ADR 57). */
  | { template: 'password_removed'; name: string; resetLink: string; withdrawalHoldSeconds: number }
  | { template: 'email_otp'; name: string; code: string; purpose: OtpPurpose; minutes: number }
  | { template: 'mfa_enabled'; name: string }
  | { template: 'mfa_disabled'; name: string }
  /** A passkey was added to or removed from the account; `passkeyName` is the customer's. */
  | { template: 'passkey_added'; name: string; passkeyName: string }
  | { template: 'passkey_removed'; name: string; passkeyName: string }
  /** A staff invitation or MFA reset: the link sets a password and enrols an authenticator. */
  | { template: 'staff_enrolment'; name: string; cause: 'invited' | 'mfa_reset'; link: string }
  /**
   * Identity verification's outcomes (docs/product/identity-verification.md); `link` opens the
   * customer's dashboard.
   */
  | { template: 'kyc_passed'; name: string; check: VerificationCheck; link: string }
  | { template: 'kyc_failed'; name: string; check: VerificationCheck; link: string }
  | { template: 'kyc_in_review'; name: string; check: VerificationCheck; link: string }
  | FundingMailContent
  | CryptoMailContent
  | ApprovalMailContent
  | RecoveryMailContent
  | AdjustmentMailContent
  | DocumentMailContent
  | AlertMailContent
  | LimitOrderMailContent
  | RecurringRunMailContent
  | PadAgreementMailContent
  /**
   * A withdrawal wallet was added (docs/product/bank-accounts-and-wallets.md); `notMeLink` locks
   * withdrawals and new destinations, and signs out.
   */
  | {
      template: 'wallet_added';
      name: string;
      walletName: string;
      asset: CryptoAssetCode;
      /** The address shortened (first 4 and last 4, docs/product/data.md). */
      address: string;
      usableAt: Date;
      notMeLink: string;
    }
  | {
      template: 'contact_message';
      name: string;
      email: string;
      subject: string;
      message: string;
    }
  | TradeConfirmationMail;

/** A purchase or a sale was done (a topic the customer may switch off, ADR 81). */
export interface TradeConfirmationMail {
  template: 'trade_confirmation';
  name: string;
  side: 'buy' | 'sell';
  asset: CryptoAssetCode;
  /**
   * Minor units of the crypto asset and of CAD: the CAD the customer paid (a purchase, the fee
   * included) or received (a sale, the fee taken off); the fee is in CAD.
   */
  cryptoAmount: bigint;
  cadAmount: bigint;
  fee: bigint;
  /** The price the trade was done at: CAD cents per whole unit of the asset. */
  price: bigint;
  reference: string;
  /** Where its confirmation document (PDF and CSV) is kept: the /documents page (ADR 75). */
  documentsLink: string;
  /** When the trade was done. */
  at: Date;
  /** The notification settings page, where the customer turns these e-mails off. */
  settingsLink: string;
}

/**
 * The notices of a notification topic (ADR 81): each told once per event, by the channels its
 * recipient chose. Every other e-mail is a security or account e-mail, always sent.
 */
export const mailTopic = {
  trade_confirmation: 'trades',
  funding_deposit_received: 'deposits',
  crypto_deposit_received: 'deposits',
  funding_withdrawal_sent: 'withdrawals',
  crypto_withdrawal_sent: 'withdrawals',
  price_alert: 'alerts',
  price_digest: 'alerts',
  document_issued: 'statements',
  limit_order_ended: 'trades',
  recurring_run_skipped: 'recurring',
} as const satisfies Partial<Record<MailContent['template'], NotificationTopic>>;

export type TopicMail = Extract<MailContent, { template: keyof typeof mailTopic }>;

/** Security and account e-mails: sent whatever the recipient's settings. */
export type AlwaysSentMail = Exclude<MailContent, TopicMail>;

/** What was verified: the identity itself, enhanced due diligence, or documents asked for. */
export type VerificationCheck = 'identity' | 'enhanced_due_diligence' | 'documents';

export type StaffMailContent = Extract<MailContent, { template: 'staff_enrolment' }>;

export type KycMailContent = Extract<
  MailContent,
  { template: 'kyc_passed' | 'kyc_failed' | 'kyc_in_review' }
>;

/**
 * A message composed in one language, before rendering: paragraphs of plain text, at most one
 * call to action (a link button), and an optional code shown large.
 */
export interface ComposedMail {
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  code?: string;
  closing: string;
}

/**
 * Where CAD came from or went to, as an e-mail names it: a bank account by its institution and
 * last digits, or the e-mail address of an Interac e-Transfer.
 */
export type MailCounterparty =
  | { kind: 'bank_account'; institution: string; maskedNumber: string }
  | { kind: 'etransfer'; email: string };

/** What every money e-mail states besides the amount: when it happened and with what account. */
interface MoneyFacts {
  at: Date;
  /** Null when the transfer names none (an e-Transfer received from a sender we do not name). */
  counterparty: MailCounterparty | null;
}

/**
 * CAD funding's e-mails (docs/product/lifecycles.md): amounts in CAD cents; `link` opens the
 * deposits or withdrawals screen.
 */
export type FundingMailContent = MoneyFacts &
  (
    | {
        template: 'funding_deposit_received';
        name: string;
        amount: bigint;
        rail: 'eft' | 'etransfer';
        /** When the deposited funds become available (an EFT can still bounce); null: now. */
        availableAt: Date | null;
        link: string;
      }
    | {
        template: 'funding_withdrawal_sent';
        name: string;
        amount: bigint;
        rail: 'eft' | 'etransfer';
        link: string;
      }
    | {
        template: 'funding_failed';
        name: string;
        side: 'deposit' | 'withdrawal';
        amount: bigint;
        /** Cybrid's failure code. */
        reason: string;
        link: string;
      }
    | {
        template: 'funding_returned';
        name: string;
        amount: bigint;
        /** What the customer no longer had and now owes; 0 when all was taken back. */
        owed: bigint;
        link: string;
      }
  );

/**
 * Crypto transfers' e-mails (docs/product/lifecycles.md and
 * docs/product/bank-accounts-and-wallets.md, ADR 23): amounts in the asset's base units; `link`
 * opens the deposits or withdrawals screen.
 */
export type CryptoMailContent = {
  at: Date;
  /**
   * The deposit address paid, or the wallet withdrawn to, shortened (docs/product/data.md); null if
   * gone.
   */
  address: string | null;
} & (
  | {
      template: 'crypto_deposit_received';
      name: string;
      asset: CryptoAssetCode;
      amount: bigint;
      link: string;
    }
  | {
      template: 'crypto_withdrawal_sent';
      name: string;
      asset: CryptoAssetCode;
      amount: bigint;
      txnHash: string;
      link: string;
    }
  | {
      template: 'crypto_transfer_failed';
      name: string;
      side: 'deposit' | 'withdrawal';
      /** Why, when it never reached the network: the customer did not approve it in time. */
      reason?: 'not_approved';
      asset: CryptoAssetCode;
      amount: bigint;
      link: string;
    }
);

/**
 * A statement or a tax report was made and kept on the /documents page (ADR 77): an account
 * e-mail always sent, as the statement itself must be (CIRO Rule 3808); its in-app and push
 * notices can be switched off. `period` is the document's subject: a month (`2026-10`), a quarter (`2026-Q4`) or a tax year (`2025`).
 */
export interface DocumentMailContent {
  template: 'document_issued';
  name: string;
  kind: 'statement' | 'tax_report';
  period: string;
  link: string;
}

/**
 * A price alert the customer set fired, or their morning digest (ADR 79): sent because they
 * asked for it. `path` is the app's page it opens (a prefilled quote), `link` the same in full.
 */
export type AlertMailContent = { name: string; path: string; link: string } & (
  | {
      template: 'price_alert';
      alertGuid: string;
      asset: CryptoAssetCode;
      condition: 'above' | 'below' | 'move';
      /** `above`/`below`: CAD per unit, 8 decimals. */
      level: bigint | null;
      /** `move`: the share asked for and the move seen, in percent ("5", "-5.12"). */
      movePercent: string | null;
      window: '1h' | '24h' | null;
      changePercent: string | null;
      price: bigint;
      at: Date;
      alertsLink: string;
    }
  | {
      template: 'price_digest';
      prices: readonly { asset: CryptoAssetCode; price: bigint; changePercent: string }[];
      at: Date;
      alertsLink: string;
    }
);

/**
 * A price-triggered order ended without filling (ADR 82): its time ran out, or it reached its
 * price and could not fill (`reason`); what it held is available again. `amount` is what it
 * gave, in base units of `gives` (CAD for a buy, the asset for a sale); `limitPrice` CAD per
 * whole unit at 8 decimals; `link` opens the orders.
 */
export interface LimitOrderMailContent {
  template: 'limit_order_ended';
  name: string;
  side: 'buy' | 'sell';
  asset: CryptoAssetCode;
  gives: AssetCode;
  amount: bigint;
  limitPrice: bigint;
  end: 'expired' | 'failed';
  reason: LimitOrderFailure | null;
  link: string;
}

/**
 * A run of a recurring buy or sale was skipped (ADR 83): `day` (`YYYY-MM-DD`, Toronto) is the
 * day it was due, `reason` why it could not happen; the schedule goes on. `amount` is what it
 * would have given, in base units of `gives`; `limitPrice` the schedule's price limit (CAD per
 * whole unit at 8 decimals), if any; `link` opens the schedules.
 */
export interface RecurringRunMailContent {
  template: 'recurring_run_skipped';
  name: string;
  side: 'buy' | 'sell';
  asset: CryptoAssetCode;
  gives: AssetCode;
  amount: bigint;
  frequency: RecurringFrequency;
  day: string;
  reason: RecurringSkipReason;
  limitPrice: bigint | null;
  link: string;
}

/**
 * The written confirmation of a pre-authorized debit agreement (Payments Canada Rule H1, ADR 83):
 * an account e-mail, always sent, the day the customer agrees to the PAD terms for a bank
 * account. It states the account, the terms' version and the customer's rights.
 */
export interface PadAgreementMailContent {
  template: 'pad_agreement_confirmed';
  name: string;
  institution: string;
  maskedNumber: string;
  termsVersion: string;
  agreedAt: Date;
  link: string;
}

/**
 * A manual adjustment was posted to the customer's account (ADR 37): an account e-mail, always
 * sent. `note` is what staff wrote for the customer (null on older adjustments: the category's
 * words stand in); `link` opens their history.
 */
export interface AdjustmentMailContent {
  template: 'adjustment_posted';
  name: string;
  asset: AssetCode;
  direction: AdjustmentDirection;
  /** Minor units of the asset. */
  amount: bigint;
  category: AdjustmentCategory;
  note: string | null;
  postedAt: Date;
  reference: string;
  link: string;
}

/**
 * A withdrawal or a wallet asked for through `/api` without the customer's approval waits for it
 * in the app (docs/decisions/0058-cybrid-requests-wait-for-the-customer.md), as every new bank
 * account does (ADR 62): what would leave and where to, or which wallet or account, and until
 * when; `link` opens the screen that approves or cancels it. Always sent.
 */
export type ApprovalMailContent = { name: string; expiresAt: Date; link: string } & (
  | {
      template: 'withdrawal_approval_needed';
      asset: AssetCode;
      /** What would leave the account, in the asset's base units. */
      amount: bigint;
      /** The bank account or e-Transfer address, or the wallet's address shortened; null if gone. */
      destination: MailCounterparty | { kind: 'wallet'; address: string } | null;
    }
  | {
      template: 'wallet_approval_needed';
      walletName: string;
      asset: CryptoAssetCode;
      /** Shortened (docs/product/data.md). */
      address: string;
    }
  | {
      /** A bank account just linked waits for its approval (ADR 62). */
      template: 'bank_account_approval_needed';
      account: Extract<MailCounterparty, { kind: 'bank_account' }>;
    }
);

/**
 * Each step of an account recovery (docs/decisions/0059-account-recovery-by-reverification.md):
 * asked for (`resetLink` for someone who did not ask), sent to review, approved (every second
 * factor removed, withdrawals held) or refused. Always sent.
 */
export type RecoveryMailContent = { name: string; link: string } & (
  | { template: 'account_recovery_started'; resetLink: string }
  | { template: 'account_recovery_in_review' }
  | { template: 'account_recovered'; withdrawalHoldSeconds: number }
  | { template: 'account_recovery_refused' }
);
