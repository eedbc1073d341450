import { describe, expect, it } from 'vitest';
import type { MailContent } from './mail-content.js';
import { escapeHtml, linkifyHtml, renderMail } from './render-mail.js';

const hostile = '<img src=x onerror="alert(1)">&\'';
const link = 'https://maple.test/signin?verify=abc&x=<y>';

const every: MailContent[] = [
  { template: 'verify_email', name: hostile, link },
  { template: 'signup_exists', name: hostile, signInLink: link, resetLink: link },
  { template: 'account_locked', name: hostile, link },
  { template: 'reset_password', name: hostile, link },
  { template: 'password_changed', name: hostile, resetLink: link, withdrawalHoldSeconds: 86_400 },
  { template: 'password_removed', name: hostile, resetLink: link, withdrawalHoldSeconds: 86_400 },
  { template: 'email_otp', name: hostile, code: '123456', purpose: 'withdrawal', minutes: 10 },
  { template: 'mfa_enabled', name: hostile },
  { template: 'mfa_disabled', name: hostile },
  { template: 'staff_enrolment', name: hostile, cause: 'invited', link },
  { template: 'staff_enrolment', name: hostile, cause: 'mfa_reset', link },
  ...(['identity', 'enhanced_due_diligence', 'documents'] as const).flatMap((check) => [
    { template: 'kyc_passed' as const, name: hostile, check, link },
    { template: 'kyc_failed' as const, name: hostile, check, link },
    { template: 'kyc_in_review' as const, name: hostile, check, link },
  ]),
  {
    template: 'contact_message',
    name: hostile,
    email: 'a@b.ca',
    subject: hostile,
    message: hostile,
  },
  {
    template: 'trade_confirmation',
    name: hostile,
    side: 'sell',
    asset: 'ETH',
    cryptoAmount: 1_500_000_000_000_000_000n,
    cadAmount: 512_345n,
    fee: 199n,
    price: 341_563n,
    reference: hostile,
    at: new Date('2026-11-28T22:30:00Z'),
    documentsLink: link,
    settingsLink: link,
  },
  ...(['eft', 'etransfer'] as const).flatMap((rail) => {
    const at = new Date('2026-11-28T22:30:00Z');
    const counterparty = { kind: 'etransfer' as const, email: hostile };
    return [
      {
        template: 'funding_deposit_received' as const,
        name: hostile,
        amount: 150_000n,
        rail,
        availableAt: at,
        link,
        at,
        counterparty,
      },
      {
        template: 'funding_withdrawal_sent' as const,
        name: hostile,
        amount: 150_000n,
        rail,
        link,
        at,
        counterparty: null,
      },
    ];
  }),
  {
    template: 'funding_failed',
    name: hostile,
    side: 'withdrawal',
    amount: 150_000n,
    reason: 'non_sufficient_funds',
    link,
    at: new Date('2026-11-28T22:30:00Z'),
    counterparty: { kind: 'bank_account', institution: hostile, maskedNumber: '****1234' },
  },
  {
    template: 'funding_returned',
    name: hostile,
    amount: 150_000n,
    owed: 100n,
    link,
    at: new Date('2026-11-28T22:30:00Z'),
    counterparty: null,
  },
  {
    template: 'crypto_deposit_received',
    name: hostile,
    asset: 'BTC',
    amount: 1_000_000n,
    link,
    at: new Date('2026-11-28T22:30:00Z'),
    address: hostile,
  },
  {
    template: 'crypto_withdrawal_sent',
    name: hostile,
    asset: 'ETH',
    amount: 10n ** 16n,
    txnHash: 'ab'.repeat(32),
    link,
    at: new Date('2026-11-28T22:30:00Z'),
    address: null,
  },
  {
    template: 'crypto_transfer_failed',
    name: hostile,
    side: 'withdrawal',
    asset: 'XRP',
    amount: 5_000_000n,
    link,
    at: new Date('2026-11-28T22:30:00Z'),
    address: hostile,
  },
  ...['2026-10', '2026-Q2', '2025'].flatMap((period) => [
    {
      template: 'document_issued' as const,
      name: hostile,
      kind: 'statement' as const,
      period,
      link,
    },
    {
      template: 'document_issued' as const,
      name: hostile,
      kind: 'tax_report' as const,
      period,
      link,
    },
  ]),
  ...(['credit', 'debit'] as const).flatMap((direction) => [
    {
      template: 'adjustment_posted' as const,
      name: hostile,
      asset: 'CAD' as const,
      direction,
      amount: 2_500n,
      category: 'correction' as const,
      note: hostile,
      postedAt: new Date('2026-11-28T22:30:00Z'),
      reference: 'a'.repeat(32),
      link,
    },
    {
      template: 'adjustment_posted' as const,
      name: hostile,
      asset: 'BTC' as const,
      direction,
      amount: 1_000_000n,
      category: 'correction' as const,
      note: null,
      postedAt: new Date('2026-07-01T12:00:00Z'),
      reference: 'a'.repeat(32),
      link,
    },
  ]),
];

describe('renderMail', () => {
  it.each(
    every.flatMap((content) => [
      [content.template, 'en-CA', content] as const,
      [content.template, 'fr-CA', content] as const,
    ]),
  )(
    '%s in %s has a subject, a text part and an escaped HTML part',
    (_template, language, content) => {
      const mail = renderMail(content, language, 'support@maple.test');
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.text).toContain(hostile);
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.html).not.toContain('<img');
      expect(mail.html).not.toContain('onerror="');
      expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;');
    },
  );

  it('states the configured withdrawal hold after a password change, in words', () => {
    // French sets a no-break space between a number and its unit: read as a space here.
    const hold = (seconds: number, language: 'en-CA' | 'fr-CA') =>
      renderMail(
        {
          template: 'password_changed',
          name: 'Léa',
          resetLink: link,
          withdrawalHoldSeconds: seconds,
        },
        language,
        's@m.ca',
      ).text.replaceAll('\u00a0', ' ');
    expect(hold(86_400, 'en-CA')).toContain('withdrawals are on hold for 24 hours.');
    expect(hold(86_400, 'fr-CA')).toContain('les retraits sont suspendus pendant 24 heures.');
    expect(hold(60, 'en-CA')).toContain('on hold for 1 minute.');
    expect(hold(60, 'fr-CA')).toContain('suspendus pendant 1 minute.');
    expect(hold(3_600, 'fr-CA')).toContain('pendant 1 heure.');
    expect(hold(5_400, 'en-CA')).toContain('on hold for 90 minutes.');
    expect(hold(3 * 86_400, 'fr-CA')).toContain('pendant 3 jours.');
    expect(hold(45, 'en-CA')).toContain('on hold for 45 seconds.');
  });

  it('speaks the recipient’s language', () => {
    const content: MailContent = { template: 'reset_password', name: 'Léa', link };
    expect(renderMail(content, 'en-CA', 's@m.ca').subject).toBe('Reset your password');
    expect(renderMail(content, 'fr-CA', 's@m.ca').subject).toBe('Réinitialisez votre mot de passe');
    expect(renderMail(content, 'fr-CA', 's@m.ca').text).toContain('Bonjour Léa,');
  });

  it('words identity verification outcomes for what was verified, in both languages', () => {
    const mail = (template: 'kyc_passed' | 'kyc_in_review', check: 'identity' | 'documents') =>
      (['en-CA', 'fr-CA'] as const).map(
        (language) =>
          renderMail({ template, name: 'Léa', check, link }, language, 's@m.ca').subject,
      );
    expect(mail('kyc_passed', 'identity')).toEqual([
      'Your identity is verified',
      'Votre identité est vérifiée',
    ]);
    expect(mail('kyc_in_review', 'documents')).toEqual([
      'Your documents are being reviewed',
      'Vos documents sont en cours d’examen',
    ]);
  });

  it('says what an adjustment moved, with its asset, in Eastern time and the customer’s words', () => {
    const content: MailContent = {
      template: 'adjustment_posted',
      name: 'Léa',
      asset: 'CAD',
      direction: 'credit',
      amount: 2_500n,
      category: 'goodwill_credit',
      note: 'Sorry for the delay',
      postedAt: new Date('2026-11-28T22:30:00Z'),
      reference: 'a'.repeat(32),
      link,
    };
    const read = (mail: MailContent, language: 'en-CA' | 'fr-CA') => {
      const rendered = renderMail(mail, language, 's@m.ca');
      return {
        subject: rendered.subject.replaceAll('\u00a0', ' ').replaceAll('\u202f', ' '),
        text: rendered.text.replaceAll('\u00a0', ' ').replaceAll('\u202f', ' '),
      };
    };
    const en = read(content, 'en-CA');
    expect(en.subject).toBe('$25.00 CAD was credited to your CAD account');
    expect(en.text).toContain(
      'On November 28, 2026 at 5:30 p.m. EST, we credited $25.00 CAD to your CAD account.',
    );
    expect(en.text).toContain('Our note to you: Sorry for the delay');
    const fr = read(
      { ...content, category: 'correction', direction: 'debit', note: null },
      'fr-CA',
    );
    expect(fr.subject).toBe('Votre compte CAD a été débité de 25,00 $ CAD');
    expect(fr.text).toContain(
      'Le 28 novembre 2026 à 17 h 30 HNE, nous avons débité 25,00 $ CAD de votre compte CAD.',
    );
    expect(fr.text).toContain('Il s’agit d’une correction de votre compte.');
  });

  it('names the asset, the account or address and the time of every money e-mail', () => {
    const at = new Date('2026-11-28T22:30:00Z');
    const read = (mail: MailContent, language: 'en-CA' | 'fr-CA') => {
      const rendered = renderMail(mail, language, 's@m.ca');
      const plain = (text: string) => text.replaceAll('\u00a0', ' ').replaceAll('\u202f', ' ');
      return { subject: plain(rendered.subject), text: plain(rendered.text) };
    };
    const crypto = read(
      {
        template: 'crypto_deposit_received',
        name: 'Léa',
        asset: 'BTC',
        amount: 1_000_000n,
        link,
        at,
        address: 'tb1q…jzsx',
      },
      'en-CA',
    );
    // Not "Your deposit of 0.01 has arrived".
    expect(crypto.subject).toBe('Your deposit of 0.01 BTC has arrived');
    expect(crypto.text).toContain(
      'Credited on November 28, 2026 at 5:30 p.m. EST, paid to your deposit address tb1q…jzsx.',
    );
    const withdrawal = read(
      {
        template: 'funding_withdrawal_sent',
        name: 'Léa',
        amount: 150_000n,
        rail: 'eft',
        link,
        at,
        counterparty: {
          kind: 'bank_account',
          institution: 'BMO Bank of Montreal',
          maskedNumber: '****1234',
        },
      },
      'fr-CA',
    );
    expect(withdrawal.subject).toBe('Votre retrait de 1 500,00 $ CAD est en route');
    expect(withdrawal.text).toContain(
      'Envoyé le 28 novembre 2026 à 17 h 30 HNE vers BMO Bank of Montreal ****1234.',
    );
    const bought = read(
      {
        template: 'trade_confirmation',
        name: 'Léa',
        side: 'buy',
        asset: 'ETH',
        cryptoAmount: 10n ** 18n,
        cadAmount: 512_345n,
        fee: 0n,
        price: 512_345n,
        reference: 'r',
        at,
        documentsLink: 'http://maple.test/documents',
        settingsLink: link,
      },
      'en-CA',
    );
    expect(bought.text).toContain('You bought 1 ETH for $5,123.45 CAD.');
    expect(bought.text).toContain(
      'Done on November 28, 2026 at 5:30 p.m. EST, from your CAD account to your ETH account.',
    );
    // The confirmation document the customer keeps is one link away.
    expect(bought.text).toContain(
      'The trade confirmation, as a PDF and a CSV file to keep, is in your documents: http://maple.test/documents',
    );
  });

  it('keeps a subject on one line', () => {
    const content: MailContent = {
      template: 'contact_message',
      name: 'A',
      email: 'a@b.ca',
      subject: 'Hello\r\nBcc: victim@example.com',
      message: 'Body text here',
    };
    expect(renderMail(content, 'en-CA', 's@m.ca').subject).toBe(
      'Contact form: Hello Bcc: victim@example.com',
    );
  });

  it('turns URLs into escaped links and keeps the rest as text', () => {
    expect(escapeHtml(`<a href="x">'&`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;');
    expect(linkifyHtml('Go to https://maple.test/a?b=1&c=2 now.\nThanks <3')).toBe(
      'Go to <a href="https://maple.test/a?b=1&amp;c=2">https://maple.test/a?b=1&amp;c=2</a> now.<br>Thanks &lt;3',
    );
  });
});
