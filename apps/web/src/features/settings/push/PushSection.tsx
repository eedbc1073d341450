import type { PushDevice, PushDevices } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../components/loader/LoadingStatus';
import { PanelSection } from '../../../components/page/PanelSection';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../lib/api/api-error';
import { useFocusAfter } from '../../../lib/forms/use-focus-after';
import { usePushDevicesQuery } from '../api/push-devices-api';
import { PushDeviceList } from './PushDeviceList';
import { ThisDevicePush } from './ThisDevicePush';
import { useThisBrowser } from './use-this-browser';

/** This browser's notifications, then every device of the customer's. */
function PushDevicesPanel({ list, onChanged }: { list: PushDevices; onChanged: () => void }) {
  const browser = useThisBrowser();
  const thisDevice = list.devices.find((device) => device.endpoint === browser.endpoint);
  const removed = (device: PushDevice) => {
    if (device.endpoint === browser.endpoint) browser.turnOff();
    onChanged();
  };
  return (
    <>
      <ThisDevicePush
        applicationServerKey={list.application_server_key}
        thisDevice={thisDevice}
        browser={browser}
        onChanged={onChanged}
      />
      <PushDeviceList devices={list.devices} thisEndpoint={browser.endpoint} onRemoved={removed} />
    </>
  );
}

/**
 * Web push notifications (docs/decisions/0063-web-push.md): turned on per browser, where the
 * customer approves withdrawals, new wallets and new bank accounts. When a change replaces the
 * buttons under the customer, focus goes back to the section's heading.
 */
export function PushSection() {
  const { t } = useTranslation();
  const list = usePushDevicesQuery();
  const heading = useFocusAfter<HTMLHeadingElement>();

  const body = () => {
    if (list.isLoading) {
      return <LoadingStatus />;
    }
    if (!list.data) {
      return (
        <LoadProblem
          title={t('push.settings.loadFailed')}
          error={list.error === undefined ? null : apiErrorOf(list.error)}
          onRetry={() => void list.refetch()}
        />
      );
    }
    return <PushDevicesPanel list={list.data} onChanged={heading.focusNext} />;
  };

  return (
    <PanelSection
      title={t('push.settings.title')}
      description={t('push.settings.description')}
      headingRef={heading.ref}
    >
      {body()}
    </PanelSection>
  );
}
