import type { PushMessage } from '@maple/contracts';
import type { Language } from '../../infra/db/columns.js';
import type { ApprovalMailContent, MailContent } from './mail-content.js';
import { destinationOf as destinationEnglish } from './mail-copy-approval.en.js';
import { destinationOf as destinationFrench } from './mail-copy-approval.fr.js';
import { mailAmount, mailCounterparty, mailTime } from './mail-format.js';
import { activityPushNotice, isActivity } from './push-copy-activity.js';
import { alertPushNotice } from './push-copy-alert.js';
import type { PushNotice } from './push-notice.js';

const approvalTemplates = new Set<MailContent['template']>([
  'withdrawal_approval_needed',
  'wallet_approval_needed',
  'bank_account_approval_needed',
]);

const isApproval = (content: MailContent): content is ApprovalMailContent =>
  approvalTemplates.has(content.template);

/** What a push notice is made of: the message's content, and its e-mail's subject as title. */
export interface PushSource {
  content: MailContent;
  language: Language;
  title: string;
  /** A topic's notice: the event it tells (ADR 81). */
  eventKey?: string;
  now: Date;
}

/** The notice an e-mail's content comes with, if any. */
export function pushNoticeOf(source: PushSource): PushNotice | undefined {
  const { content, language, title } = source;
  if (content.template === 'price_alert' || content.template === 'price_digest') {
    return alertPushNotice(content, language, title);
  }
  if (isActivity(content) && source.eventKey !== undefined) {
    return activityPushNotice(content, { ...source, eventKey: source.eventKey });
  }
  if (!isApproval(content)) return undefined;
  const body = language === 'fr-CA' ? approvalFrench(content) : approvalEnglish(content);
  return {
    message: {
      title,
      body,
      url: '/approvals',
      // One notification per thing to approve: its kind and deadline tell it from the others.
      tag: `${content.template}:${content.expiresAt.getTime()}`,
      lang: language,
    },
    expiresAt: content.expiresAt,
    urgency: 'high',
  };
}

function approvalEnglish(content: ApprovalMailContent): string {
  const deadline = mailTime(content.expiresAt, 'en-CA');
  switch (content.template) {
    case 'wallet_approval_needed':
      return `Add the ${content.asset} wallet “${content.walletName}” (${content.address})? Approve or remove it before ${deadline}.`;
    case 'bank_account_approval_needed':
      return `Link ${mailCounterparty(content.account)}? Approve or remove it before ${deadline}.`;
    case 'withdrawal_approval_needed': {
      const amount = mailAmount(content.amount, content.asset, 'en-CA');
      return `Send ${amount}${destinationEnglish(content)}? Approve or cancel it before ${deadline}.`;
    }
  }
}

function approvalFrench(content: ApprovalMailContent): string {
  const deadline = mailTime(content.expiresAt, 'fr-CA');
  switch (content.template) {
    case 'wallet_approval_needed':
      return `Ajouter le portefeuille ${content.asset} « ${content.walletName} » (${content.address}) ? Approuvez-le ou retirez-le avant le ${deadline}.`;
    case 'bank_account_approval_needed':
      return `Lier ${mailCounterparty(content.account)} ? Approuvez-le ou retirez-le avant le ${deadline}.`;
    case 'withdrawal_approval_needed': {
      const amount = mailAmount(content.amount, content.asset, 'fr-CA');
      return `Envoyer ${amount}${destinationFrench(content)} ? Approuvez-le ou annulez-le avant le ${deadline}.`;
    }
  }
}

/** The notice a device gets when its owner asks for a test, from the settings. */
export function testPushMessage(language: Language): PushMessage {
  const french = language === 'fr-CA';
  return {
    title: french ? 'Les notifications sont activées' : 'Notifications are on',
    body: french
      ? 'Cet appareil affichera les notifications choisies dans vos paramètres de notification.'
      : 'This device will show the notifications you chose in your notification settings.',
    url: '/settings-notifications',
    tag: 'test',
    lang: language,
  };
}
