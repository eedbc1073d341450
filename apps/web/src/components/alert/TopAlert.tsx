import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { CloseIcon, ErrorIcon, SuccessIcon } from '../icons';
import { resetAlert, selectTopAlert, type TopAlertMessage } from './alert-slice';
import { alertTimings } from './alert-timings';

type Phase = 'waiting' | 'shown' | 'withIcon' | 'hidden';

const variantClasses = {
  success: 'bg-green-700 text-white',
  error: 'bg-red-700 text-white',
} as const;

function AlertBanner({ alert }: { alert: TopAlertMessage }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [phase, setPhase] = useState<Phase>('waiting');

  useEffect(() => {
    const timers = [
      setTimeout(() => setPhase('shown'), alertTimings.show),
      setTimeout(() => setPhase('withIcon'), alertTimings.icon),
      setTimeout(() => setPhase('hidden'), alertTimings.hide),
      setTimeout(() => dispatch(resetAlert()), alertTimings.clear),
    ];
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [dispatch]);

  if (phase === 'waiting' || phase === 'hidden') return null;
  const Icon = alert.variant === 'error' ? ErrorIcon : SuccessIcon;
  return (
    <div
      role={alert.variant === 'error' ? 'alert' : 'status'}
      data-testid="top-alert"
      data-variant={alert.variant}
      className={`pointer-events-auto flex max-w-xl items-center gap-3 rounded-md px-4 py-3 shadow-lg motion-safe:animate-alert-in ${variantClasses[alert.variant]}`}
    >
      {phase === 'withIcon' && (
        <Icon
          data-testid="top-alert-icon"
          className="size-5 shrink-0 motion-safe:animate-fade-in"
        />
      )}
      <p className="text-sm font-medium">{alert.text}</p>
      <button
        type="button"
        onClick={() => dispatch(resetAlert())}
        aria-label={t('alert.dismiss')}
        className="-mr-1 ml-auto rounded p-1 hover:bg-black/20"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}

/**
 * The global top alert. A new message remounts the banner (keyed by id), which restarts the
 * display cycle: visible at 200 ms, icon at 750 ms, hidden at 4500 ms, cleared at 5000 ms.
 */
export function TopAlert() {
  const alert = useSelector(selectTopAlert);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center px-4">
      {alert && <AlertBanner key={alert.id} alert={alert} />}
    </div>
  );
}
