import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/FormAlert';
import { linkClasses } from '../../../components/form/form-styles';
import { formatCalendarDate } from '../../../lib/format/date-time';
import { formatUnits } from '../../../lib/format/money';
import type { Quote } from '../../../lib/platform/answers';
import { legsOf } from '../../../lib/platform/trade-math';
import { torontoDay, useSalePreviewQuery } from '../../../lib/tax/tax-api';

/**
 * Before a sale that would realize a loss: how much of it the superficial-loss rule would deny,
 * as the server's engine figures it from the customer's history (docs/product/tax.md). It only
 * informs: a preview that fails, or finds nothing denied, shows nothing, and never holds the
 * sale up.
 */
export function SuperficialLossNote({ quote }: { quote: Quote }) {
  const { t, i18n } = useTranslation();
  const { asset, crypto, cad, fee } = legsOf(quote);
  // The quote's CAD is what the seller gets, the fee taken: the proceeds are before the fee, and
  // the fee is the outlay, as the ledger records the sale (ADR 74).
  // `currentData`: a renewed quote's figures, never the last quote's.
  const { currentData: data } = useSalePreviewQuery({
    asset,
    quantity: crypto.toString(),
    proceeds_cents: (cad + fee).toString(),
    outlays_cents: fee.toString(),
  });
  if (data === undefined || data.last_purchase_at === null) return null;
  const denied = BigInt(data.denied_loss_cents);
  if (denied <= 0n) return null;
  const language = i18n.language;
  return (
    <FormAlert tone="info">
      <p>
        {t('exchange.superficialLoss', {
          denied: formatUnits(denied, 'CAD', language),
          loss: formatUnits(-BigInt(data.gain_cents), 'CAD', language),
          asset,
          date: formatCalendarDate(torontoDay(data.last_purchase_at), language),
        })}{' '}
        <Link to="/tax" className={linkClasses}>
          {t('exchange.superficialLossLink')}
        </Link>
      </p>
    </FormAlert>
  );
}
