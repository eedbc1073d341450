import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons';

/**
 * A native modal <dialog> (ADR 0007), open while mounted: the browser keeps focus inside,
 * Escape closes it and focus returns to the control that opened it. `onClose` unmounts it.
 */
export function ModalDialog({
  title,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  /** The accessible name of the corner button that closes it (default: "Cancel"). */
  closeLabel?: string;
  onClose: () => void;
  children: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = () => dialog.current?.close();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape already closes a modal dialog.
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="m-auto w-[32rem] max-w-[92vw] rounded-lg bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/50 dark:bg-gray-900 dark:text-gray-100"
    >
      <div className="space-y-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={closeLabel ?? t('common.cancel')}
            className="rounded-md p-2 text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        {children(close)}
      </div>
    </dialog>
  );
}
