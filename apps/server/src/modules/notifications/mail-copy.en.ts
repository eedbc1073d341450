import type { OtpPurpose } from '@maple/contracts';
import { formatAmount } from '@maple/money';
import { durationWords } from './duration-words.js';
import type { ComposedMail, MailContent, TradeConfirmationMail } from './mail-content.js';
import { composeAdjustmentEnglish } from './mail-copy-adjustment.en.js';
import { composeAlertEnglish } from './mail-copy-alert.en.js';
import { composeApprovalEnglish } from './mail-copy-approval.en.js';
import { composeCryptoEnglish } from './mail-copy-crypto.en.js';
import { composeDocumentEnglish } from './mail-copy-document.en.js';
import { composeFundingEnglish } from './mail-copy-funding.en.js';
import { composeKycEnglish } from './mail-copy-kyc.en.js';
import { composeOrderEnglish } from './mail-copy-order.en.js';
import { composeRecoveryEnglish } from './mail-copy-recovery.en.js';
import { composePadEnglish, composeRecurringEnglish } from './mail-copy-recurring.en.js';
import { composeStaffEnglish } from './mail-copy-staff.en.js';
import { mailAmount, mailTime } from './mail-format.js';

const purposes: Record<OtpPurpose, string> = {
  add_wallet: 'adding an external wallet',
  add_bank_account: 'linking a bank account',
  withdrawal: 'a withdrawal',
  change_password: 'changing your password',
  change_email: 'changing your e-mail address',
  create_personal_token: 'making a personal API token',
};

const closing = 'The Maple Exchange team';

/** The English (en-CA) wording of every e-mail; `support` is the address customers write to. */
export function composeEnglish(content: MailContent, support: string): ComposedMail {
  const greeting = `Hello ${content.name},`;
  const notYou = `If this was not you, reset your password and write to ${support} right away.`;
  switch (content.template) {
    case 'verify_email':
      return {
        subject: 'Confirm your e-mail address',
        greeting,
        paragraphs: [
          'Welcome to Maple Exchange. Confirm your e-mail address to finish creating your account.',
          'The link works once and expires in 48 hours. If you did not sign up, ignore this e-mail.',
        ],
        action: { label: 'Confirm my e-mail address', url: content.link },
        closing,
      };
    case 'signup_exists':
      return {
        subject: 'You already have a Maple Exchange account',
        greeting,
        paragraphs: [
          'Someone tried to create a Maple Exchange account with this e-mail address, which already has one.',
          `If it was you, sign in at ${content.signInLink} or reset your password at ${content.resetLink}.`,
          'If it was not you, you can ignore this e-mail: nothing has changed.',
        ],
        closing,
      };
    case 'account_locked':
      return {
        subject: 'Your account is locked',
        greeting,
        paragraphs: [
          'After too many unsuccessful sign-in attempts we locked your account to protect it.',
          'Use the link below to unlock it. It works once and expires in 24 hours.',
          notYou,
        ],
        action: { label: 'Unlock my account', url: content.link },
        closing,
      };
    case 'reset_password':
      return {
        subject: 'Reset your password',
        greeting,
        paragraphs: [
          'We received a request to reset the password of your Maple Exchange account.',
          'The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail.',
        ],
        action: { label: 'Choose a new password', url: content.link },
        closing,
      };
    case 'wallet_added':
      return {
        subject: `A ${content.asset} withdrawal wallet was added to your account`,
        greeting,
        paragraphs: [
          `The wallet "${content.walletName}" (${content.asset}, ${content.address}) was added to your Maple Exchange account. Withdrawals to it may start on ${content.usableAt.toLocaleString('en-CA', { timeZone: 'America/Toronto', dateStyle: 'long', timeStyle: 'short' })}.`,
          `If this was not you, open the link below: it locks every withdrawal (CAD and crypto) and the adding of wallets and bank accounts, and signs you out everywhere. Then reset your password and write to ${support}.`,
        ],
        action: { label: 'This wasn’t me', url: content.notMeLink },
        closing,
      };
    case 'password_changed':
      return {
        subject: 'Your password was changed',
        greeting,
        paragraphs: [
          'The password of your Maple Exchange account was just changed and your other sessions were signed out.',
          `For your protection, withdrawals are on hold for ${durationWords(content.withdrawalHoldSeconds, 'en-CA')}.`,
          `If this was not you, reset your password now at ${content.resetLink} and write to ${support}.`,
        ],
        closing,
      };
    case 'password_removed':
      return {
        subject: 'Your password was removed',
        greeting,
        paragraphs: [
          'The password of your Maple Exchange account was just removed: you now sign in with your passkeys. Your other sessions were signed out.',
          `For your protection, withdrawals are on hold for ${durationWords(content.withdrawalHoldSeconds, 'en-CA')}.`,
          `If this was not you, choose a new password now at ${content.resetLink} and write to ${support}.`,
        ],
        closing,
      };
    case 'email_otp':
      return {
        subject: `Your confirmation code: ${content.code}`,
        greeting,
        paragraphs: [
          `Use this code to confirm ${purposes[content.purpose]}. It expires in ${content.minutes} minutes and works once.`,
          'Maple Exchange will never ask you for this code by phone or e-mail. If you did not ask for it, change your password.',
        ],
        code: content.code,
        closing,
      };
    case 'mfa_enabled':
      return {
        subject: 'Two-step verification is on',
        greeting,
        paragraphs: [
          'Two-step verification with an authenticator app is now on for your account.',
          'Keep your recovery codes somewhere safe: each one works once if you lose your device.',
          notYou,
        ],
        closing,
      };
    case 'mfa_disabled':
      return {
        subject: 'Two-step verification is off',
        greeting,
        paragraphs: [
          'Two-step verification with an authenticator app was turned off for your account.',
          notYou,
        ],
        closing,
      };
    case 'passkey_added':
      return {
        subject: 'A passkey was added to your account',
        greeting,
        paragraphs: [
          `The passkey “${content.passkeyName}” can now sign in to your account, with no password.`,
          notYou,
        ],
        closing,
      };
    case 'passkey_removed':
      return {
        subject: 'A passkey was removed from your account',
        greeting,
        paragraphs: [
          `The passkey “${content.passkeyName}” can no longer sign in to your account.`,
          notYou,
        ],
        closing,
      };
    case 'staff_enrolment':
      return composeStaffEnglish(content, support, greeting, closing);
    case 'trade_confirmation':
      return tradeConfirmation(content, greeting);
    case 'kyc_passed':
    case 'kyc_failed':
    case 'kyc_in_review':
      return composeKycEnglish(content, support, closing);
    case 'funding_deposit_received':
    case 'funding_withdrawal_sent':
    case 'funding_failed':
    case 'funding_returned':
      return composeFundingEnglish(content, support, closing);
    case 'crypto_deposit_received':
    case 'crypto_withdrawal_sent':
    case 'crypto_transfer_failed':
      return composeCryptoEnglish(content, support, closing);
    case 'withdrawal_approval_needed':
    case 'wallet_approval_needed':
    case 'bank_account_approval_needed':
      return composeApprovalEnglish(content, support, closing);
    case 'account_recovery_started':
    case 'account_recovery_in_review':
    case 'account_recovered':
    case 'account_recovery_refused':
      return composeRecoveryEnglish(content, support, closing);
    case 'adjustment_posted':
      return composeAdjustmentEnglish(content, support, closing);
    case 'document_issued':
      return composeDocumentEnglish(content, support, closing);
    case 'limit_order_ended':
      return composeOrderEnglish(content, support, closing);
    case 'recurring_run_skipped':
      return composeRecurringEnglish(content, support, closing);
    case 'pad_agreement_confirmed':
      return composePadEnglish(content, support, closing);
    case 'price_alert':
    case 'price_digest':
      return composeAlertEnglish(content, support, closing);
    case 'contact_message':
      return {
        subject: `Contact form: ${content.subject}`,
        greeting: 'Hello support team,',
        paragraphs: [
          `${content.name} <${content.email}> wrote through the contact form:`,
          content.message,
        ],
        closing: 'Maple Exchange website',
      };
  }
}

/** A trade's confirmation: an optional e-mail, so it says how to turn it off. */
function tradeConfirmation(content: TradeConfirmationMail, greeting: string): ComposedMail {
  const crypto = formatAmount(content.cryptoAmount, content.asset, 'en-CA', { withCode: true });
  const cad = mailAmount(content.cadAmount, 'CAD', 'en-CA');
  const bought = content.side === 'buy';
  const accounts = bought
    ? `from your CAD account to your ${content.asset} account`
    : `from your ${content.asset} account to your CAD account`;
  return {
    subject: bought
      ? `Your purchase of ${content.asset} is confirmed`
      : `Your sale of ${content.asset} is confirmed`,
    greeting,
    paragraphs: [
      bought ? `You bought ${crypto} for ${cad}.` : `You sold ${crypto} for ${cad}.`,
      `Done on ${mailTime(content.at, 'en-CA')}, ${accounts}.`,
      `Price: ${formatAmount(content.price, 'CAD', 'en-CA')} per ${content.asset}. Fee: ${formatAmount(content.fee, 'CAD', 'en-CA')}. ${bought ? 'Total paid' : 'Total received'}: ${cad}.`,
      `Reference: ${content.reference}.`,
      `The trade confirmation, as a PDF and a CSV file to keep, is in your documents: ${content.documentsLink}`,
      `You receive trade confirmations by e-mail because they are on in your notification settings. To stop them, change your settings here: ${content.settingsLink}`,
    ],
    closing,
  };
}
