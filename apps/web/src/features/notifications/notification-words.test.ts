import { type Notification, recurringSkipReasons } from '@maple/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import {
  documentNotification,
  limitOrderNotification,
  recurringRunNotification,
  tradeNotification,
  transferNotification,
} from '../../test/notification-fixtures';
import { notificationWords } from './notification-words';

/** Noon UTC: the same day in every time zone the tests may run in, but the far Pacific. */
const availableAt = '2026-12-03T12:00:00.000Z';
const halfAnEth = '500000000000000000';

const examples: [string, Notification, string, string][] = [
  [
    'a purchase',
    tradeNotification(),
    'You bought 0.0015 BTC for $150.00',
    'Vous avez acheté 0,0015 BTC pour 150,00 $',
  ],
  [
    'a sale',
    tradeNotification({ side: 'sell', asset: 'ETH', amount: halfAnEth, cad_amount: '210500' }),
    'You sold 0.5 ETH and received $2,105.00',
    'Vous avez vendu 0,5 ETH et reçu 2 105,00 $',
  ],
  [
    'a deposit held for a few days',
    transferNotification('deposit', { available_at: availableAt }),
    '$500.00 deposited by EFT — available Dec 3',
    'Dépôt de 500,00 $ par TEF — disponible le 3 déc.',
  ],
  [
    'a deposit usable at once',
    transferNotification('deposit', { amount: '100000', rail: 'etransfer' }),
    '$1,000.00 deposited by Interac e-Transfer',
    'Dépôt de 1 000,00 $ par virement Interac',
  ],
  [
    'crypto received',
    transferNotification('deposit', { asset: 'BTC', amount: '1000000', rail: 'chain' }),
    '0.01 BTC received',
    'Dépôt de 0,01 BTC reçu',
  ],
  [
    'a withdrawal to the bank',
    transferNotification('withdrawal', { amount: '20000', rail: 'etransfer' }),
    '$200.00 sent by Interac e-Transfer',
    'Retrait de 200,00 $ envoyé par virement Interac',
  ],
  [
    'crypto sent',
    transferNotification('withdrawal', { asset: 'ETH', amount: halfAnEth, rail: 'chain' }),
    '0.5 ETH sent',
    'Retrait de 0,5 ETH envoyé',
  ],
  [
    "a month's statement",
    documentNotification(),
    'Your statement for October 2026 is ready',
    'Votre relevé de compte (octobre 2026) est prêt',
  ],
  [
    "a quarter's statement",
    documentNotification({ period: '2026-Q4' }),
    'Your statement for Q4 2026 is ready',
    'Votre relevé de compte (T4 2026) est prêt',
  ],
  [
    "a year's tax report",
    documentNotification({ document: 'tax_report', period: '2025' }),
    'Your 2025 tax report is ready',
    'Votre rapport fiscal 2025 est prêt',
  ],
  [
    'an order that expired',
    limitOrderNotification(),
    'Your buy order for BTC at $60,000.00 expired; $200.00 is available again',
    'Votre ordre d’achat de BTC à 60 000,00 $ a expiré; 200,00 $ est de nouveau disponible',
  ],
  [
    'a sale that could not fill',
    limitOrderNotification({
      side: 'sell',
      amount: '150000',
      state: 'failed',
      failure_reason: 'over_limit',
    }),
    'Your sell order for BTC at $60,000.00 could not fill (over your investment limit); 0.0015 BTC is available again',
    'Votre ordre de vente de BTC à 60 000,00 $ n’a pas pu être exécuté (limite de placement dépassée); 0,0015 BTC est de nouveau disponible',
  ],
  [
    'a recurring buy skipped for lack of CAD',
    recurringRunNotification(),
    'Your recurring buy of $25.00 of BTC on Dec 7 was skipped: not enough CAD available',
    'Votre achat récurrent de 25,00 $ de BTC prévu le 7 déc. n’a pas eu lieu : fonds insuffisants en CAD',
  ],
  [
    'a recurring sale skipped for lack of the asset',
    recurringRunNotification({ side: 'sell', asset: 'ETH', amount: halfAnEth }),
    'Your recurring sale of 0.5 ETH on Dec 7 was skipped: not enough ETH available',
    'Votre vente récurrente de 0,5 ETH prévue le 7 déc. n’a pas eu lieu : fonds insuffisants en ETH',
  ],
  [
    'a recurring sale skipped below its price limit',
    recurringRunNotification({
      side: 'sell',
      amount: '1000000',
      day: '2027-01-01',
      skip_reason: 'price_below_limit',
    }),
    'Your recurring sale of 0.01 BTC on Jan 1 was skipped: the price was below your limit',
    'Votre vente récurrente de 0,01 BTC prévue le 1 janv. n’a pas eu lieu : le prix était inférieur à votre limite',
  ],
];

/** The words with every kind of space (no-break, narrow no-break) written as a plain one. */
const wordsIn = (notification: Notification, language: 'en-CA' | 'fr-CA') =>
  notificationWords(notification, i18n.getFixedT(language), language).replace(/\s/g, ' ');

describe('notificationWords', () => {
  it.each(examples)('words %s in English', (_what, notification, english) => {
    expect(wordsIn(notification, 'en-CA')).toBe(english);
  });

  it.each(examples)('words %s in French', (_what, notification, _english, french) => {
    expect(wordsIn(notification, 'fr-CA')).toBe(french);
  });

  it('words every reason a recurring run is skipped for, in both languages', () => {
    const reasons = recurringSkipReasons.map((skip_reason) =>
      wordsIn(recurringRunNotification({ skip_reason }), 'en-CA'),
    );
    expect(reasons).toEqual([
      'Your recurring buy of $25.00 of BTC on Dec 7 was skipped: not enough CAD available',
      'Your recurring buy of $25.00 of BTC on Dec 7 was skipped: the deposit from your bank had not arrived yet',
      'Your recurring buy of $25.00 of BTC on Dec 7 was skipped: the deposit from your bank failed',
      'Your recurring buy of $25.00 of BTC on Dec 7 was skipped: over your investment limit',
      'Your recurring buy of $25.00 of BTC on Dec 7 was skipped: your identity is not verified',
      'Your recurring buy of $25.00 of BTC on Dec 7 was skipped: the price was above your limit',
      'Your recurring buy of $25.00 of BTC on Dec 7 was skipped: the price was below your limit',
      'Your recurring buy of $25.00 of BTC on Dec 7 was skipped: its window passed before it could run',
      'Your recurring buy of $25.00 of BTC on Dec 7 was skipped: the trade was refused',
    ]);
    const french = recurringSkipReasons.map(
      (skip_reason) => wordsIn(recurringRunNotification({ skip_reason }), 'fr-CA').split(' : ')[1],
    );
    expect(french).toEqual([
      'fonds insuffisants en CAD',
      'le dépôt depuis votre banque n’était pas encore arrivé',
      'le dépôt depuis votre banque a échoué',
      'limite de placement dépassée',
      'votre identité n’est pas vérifiée',
      'le prix était supérieur à votre limite',
      'le prix était inférieur à votre limite',
      'la plage horaire est passée avant l’exécution',
      'l’opération a été refusée',
    ]);
  });

  it('writes an amount past 2^53 exactly, as no floating-point number could', () => {
    const huge = transferNotification('deposit', { amount: '900719925474099301' });
    expect(wordsIn(huge, 'en-CA')).toBe('$9,007,199,254,740,993.01 deposited by EFT');
  });
});
