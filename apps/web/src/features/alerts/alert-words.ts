import type { PriceAlert } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { formatAlertWindow } from '../../lib/market/alert-window';
import { formatLivePrice, formatMovePercent } from '../../lib/market/live-price-format';

/** What an alert watches, in one line: "BTC goes above $95,000.00", "ETH moves ±5% or more…". */
export function describeAlert(
  alert: Pick<PriceAlert, 'asset' | 'condition' | 'level' | 'move_percent' | 'window'>,
  t: TFunction,
  language: string,
): string {
  const { asset } = alert;
  switch (alert.condition) {
    case 'digest':
      return t('alerts.describe.digest', { asset });
    case 'move':
      return t('alerts.describe.move', {
        asset,
        percent: `±${formatMovePercent(alert.move_percent ?? '0', language)}`,
        window: formatAlertWindow(alert.window ?? '24h', language),
      });
    default:
      return t(`alerts.describe.${alert.condition}`, {
        asset,
        level: formatLivePrice(alert.level ?? '0', language),
      });
  }
}
