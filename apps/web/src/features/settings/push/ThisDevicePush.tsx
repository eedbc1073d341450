import type { PushDevice } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { FormAlert } from '../../../components/form/FormAlert';
import { primaryButtonClasses, secondaryButtonClasses } from '../../../components/form/form-styles';
import { SuccessIcon } from '../../../components/icons';
import { apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { useSendTestPushMutation } from '../api/push-devices-api';
import { BusyButton } from './BusyButton';
import { useRemovePushDevice, useTurnOnPush } from './use-push-changes';
import type { ThisBrowser } from './use-this-browser';

const noticeClasses = 'text-sm font-medium text-green-800 dark:text-green-300';

/** Off here: what notifications are for, and the button that asks the browser for them. */
function TurnOn({
  applicationServerKey,
  onTurnedOn,
}: {
  applicationServerKey: string;
  onTurnedOn: (endpoint: string) => void;
}) {
  const { t } = useTranslation();
  const { turnOn, busy, problem } = useTurnOnPush(applicationServerKey);
  return (
    <div className="space-y-3">
      <p className="text-sm">{t('push.settings.offIntro')}</p>
      {problem && (
        <FormAlert tone="error">
          {problem.kind === 'failure'
            ? t(`push.settings.failure.${problem.failure}`)
            : describeApiError(problem.error, t)}
        </FormAlert>
      )}
      <BusyButton
        busy={busy}
        busyLabel={t('push.settings.turningOn')}
        onClick={async () => {
          const endpoint = await turnOn();
          if (endpoint !== null) onTurnedOn(endpoint);
        }}
        className={primaryButtonClasses}
      >
        {t('push.settings.turnOn')}
      </BusyButton>
    </div>
  );
}

/** On here: a test notification on request, and turning them off. */
function OnControls({ device, onTurnedOff }: { device: PushDevice; onTurnedOff: () => void }) {
  const { t } = useTranslation();
  const [sendTest, test] = useSendTestPushMutation();
  const removal = useRemovePushDevice();
  return (
    <div className="space-y-3">
      {test.isError && <FailureAlert failure={apiErrorOf(test.error)} />}
      <FailureAlert failure={removal.failure} />
      <div className="flex flex-wrap gap-3">
        <BusyButton
          busy={test.isLoading}
          busyLabel={t('push.settings.sendingTest')}
          onClick={() => void sendTest(device.guid)}
          className={secondaryButtonClasses}
        >
          {t('push.settings.sendTest')}
        </BusyButton>
        <BusyButton
          busy={removal.busy}
          busyLabel={t('push.settings.turningOff')}
          onClick={async () => {
            if (await removal.remove(device)) onTurnedOff();
          }}
          className={secondaryButtonClasses}
        >
          {t('push.settings.turnOff')}
        </BusyButton>
      </div>
      <p role="status" className={noticeClasses}>
        {test.isSuccess ? t('push.settings.testSent') : ''}
      </p>
    </div>
  );
}

/**
 * Notifications in this browser: why it cannot have them (no support, blocked in its settings),
 * or on or off with what can be done. The line that says on or off is a live region, so turning
 * them on or off is announced when the buttons change under the customer.
 */
export function ThisDevicePush({
  applicationServerKey,
  thisDevice,
  browser,
  onChanged,
}: {
  applicationServerKey: string;
  /** The customer's device that is this browser, when it is among them. */
  thisDevice: PushDevice | undefined;
  browser: ThisBrowser;
  /** After turning on or off: the buttons pressed are gone, focus goes back to the section. */
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  if (browser.support === 'unsupported')
    return <FormAlert tone="info">{t('push.settings.unsupported')}</FormAlert>;
  if (browser.support === 'denied')
    return <FormAlert tone="info">{t('push.settings.denied')}</FormAlert>;
  // Reading this browser's subscription takes a moment; the list below is already there.
  if (browser.endpoint === undefined) return null;
  return (
    <div className="space-y-3">
      <p role="status" className="flex items-center gap-2 text-sm font-medium">
        {thisDevice && (
          <SuccessIcon className="size-5 shrink-0 text-green-700 dark:text-green-400" />
        )}
        {thisDevice && t('push.settings.on')}
        {!thisDevice && browser.turnedOff && t('push.settings.off')}
      </p>
      {thisDevice ? (
        <OnControls
          device={thisDevice}
          onTurnedOff={() => {
            browser.turnOff();
            onChanged();
          }}
        />
      ) : (
        <TurnOn
          applicationServerKey={applicationServerKey}
          onTurnedOn={(endpoint) => {
            browser.turnedOn(endpoint);
            onChanged();
          }}
        />
      )}
    </div>
  );
}
