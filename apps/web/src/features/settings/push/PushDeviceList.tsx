import type { PushDevice } from '@maple/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { formatDateTime } from '../../../lib/format/date-time';
import { BusyButton } from './BusyButton';
import { useRemovePushDevice } from './use-push-changes';

/** The marker of the device that is this browser. */
function ThisDeviceBadge() {
  const { t } = useTranslation();
  return (
    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-900 dark:text-green-100">
      {t('push.settings.thisDevice')}
    </span>
  );
}

/** One device: its name, when it was added and last sent a notification, and its removal. */
function PushDeviceItem({
  device,
  isThisDevice,
  onRemoved,
}: {
  device: PushDevice;
  isThisDevice: boolean;
  onRemoved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const removal = useRemovePushDevice();
  return (
    <li className="space-y-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold break-words">{device.device}</p>
        {isThisDevice && <ThisDeviceBadge />}
      </div>
      <div className="space-y-0.5 text-sm text-gray-700 dark:text-gray-300">
        <p>
          {t('push.settings.added', { date: formatDateTime(device.created_at, i18n.language) })}
        </p>
        <p>
          {device.last_delivered_at === null
            ? t('push.settings.noneDelivered')
            : t('push.settings.lastDelivered', {
                date: formatDateTime(device.last_delivered_at, i18n.language),
              })}
        </p>
      </div>
      <FailureAlert failure={removal.failure} />
      <BusyButton
        busy={removal.busy}
        busyLabel={t('push.settings.removing')}
        label={t('push.settings.removeLabel', { name: device.device })}
        onClick={async () => {
          if (await removal.remove(device)) onRemoved();
        }}
        className={secondaryButtonClasses}
      >
        {t('push.settings.remove')}
      </BusyButton>
    </li>
  );
}

/**
 * The customer's devices, newest first as the server lists them, each removable at once (it only
 * stops notifications, which can be turned on again). A removal is announced, as the row goes.
 */
export function PushDeviceList({
  devices,
  thisEndpoint,
  onRemoved,
}: {
  devices: readonly PushDevice[];
  /** This browser's subscription, to mark its device. */
  thisEndpoint: string | null | undefined;
  onRemoved: (device: PushDevice) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [removed, setRemoved] = useState<string | null>(null);
  return (
    <div className="space-y-3 border-t border-gray-200 pt-4 dark:border-gray-800">
      <h3 id={headingId} className="font-semibold">
        {t('push.settings.devicesTitle')}
      </h3>
      {devices.length === 0 ? (
        <p className="text-sm">{t('push.settings.devicesEmpty')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y divide-gray-200 dark:divide-gray-800">
          {devices.map((device) => (
            <PushDeviceItem
              key={device.guid}
              device={device}
              isThisDevice={device.endpoint === thisEndpoint}
              onRemoved={() => {
                setRemoved(device.device);
                onRemoved(device);
              }}
            />
          ))}
        </ul>
      )}
      <p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
        {removed === null ? '' : t('push.settings.removed', { name: removed })}
      </p>
    </div>
  );
}
