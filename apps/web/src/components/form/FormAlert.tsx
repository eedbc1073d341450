import { type ReactNode, useEffect, useRef } from 'react';
import { ErrorIcon, SuccessIcon } from '../icons';

const tones = {
  error:
    'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  success:
    'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
  info: 'border-gray-300 bg-gray-50 text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100',
} as const;

/**
 * A message that stays beside the form it is about until the next attempt: errors are announced
 * at once (`alert`), success and information politely (`status`).
 */
export function FormAlert({
  tone,
  children,
  takeFocus = false,
}: {
  tone: keyof typeof tones;
  children: ReactNode;
  /** When the message replaces the form that had focus, focus moves to the message. */
  takeFocus?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  const Icon = tone === 'error' ? ErrorIcon : SuccessIcon;
  return (
    <div
      ref={ref}
      tabIndex={takeFocus ? -1 : undefined}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded-md border p-3 text-sm ${tones[tone]}`}
    >
      {tone !== 'info' && <Icon className="mt-0.5 size-5 shrink-0" />}
      <div className="min-w-0 flex-1 space-y-2">{children}</div>
    </div>
  );
}
