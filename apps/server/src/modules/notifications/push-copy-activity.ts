import type { Language } from '../../infra/db/columns.js';
import { inAppFactsOf } from './in-app-notice.js';
import type { MailContent, TopicMail } from './mail-content.js';
import type { PushNotice } from './push-notice.js';

/** Money moved, an order ended or a document was made: news for a day; the app says the rest. */
const ACTIVITY_TTL_MS = 24 * 3_600_000;

export type ActivityMail = Exclude<TopicMail, { template: 'price_alert' | 'price_digest' }>;

const activityTemplates = new Set<MailContent['template']>([
  'trade_confirmation',
  'funding_deposit_received',
  'funding_withdrawal_sent',
  'crypto_deposit_received',
  'crypto_withdrawal_sent',
  'document_issued',
  'limit_order_ended',
  'recurring_run_skipped',
]);

export const isActivity = (content: MailContent): content is ActivityMail =>
  activityTemplates.has(content.template);

/**
 * The push notice of a trade, a deposit, a withdrawal, an order that ended, a recurring run
 * skipped or a document (ADR 81, ADR 82, ADR 83): the e-mail's
 * subject says what happened; the notice opens the page the app's notification opens. Each
 * event is its own notification on the device (its tag).
 */
export function activityPushNotice(
  content: ActivityMail,
  source: { language: Language; title: string; eventKey: string; now: Date },
): PushNotice {
  return {
    message: {
      title: source.title,
      body:
        source.language === 'fr-CA' ? 'Touchez pour voir le détail.' : 'Tap to see the details.',
      url: inAppFactsOf(content).url,
      tag: source.eventKey.slice(0, 64),
      lang: source.language,
    },
    expiresAt: new Date(source.now.getTime() + ACTIVITY_TTL_MS),
    urgency: 'normal',
  };
}
