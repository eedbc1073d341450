import { useState } from 'react';
import { type ApiError, apiErrorOf } from '../../lib/api/api-error';
import { FailureAlert } from '../form/FailureAlert';
import { primaryButtonClasses, secondaryButtonClasses } from '../form/form-styles';
import { SpinnerIcon } from '../icons';
import { ModalDialog } from './ModalDialog';

/** What the dialog says, in the words of what is cancelled. */
export interface CancelWords {
  title: string;
  /** What is cancelled, as its row says it, and what follows. */
  question: string;
  confirm: string;
  cancelling: string;
  /** The button that closes the dialog, cancelling nothing. */
  keep: string;
}

/**
 * Asks before cancelling something still going (a limit order waiting for its price, an alert, a
 * recurring order). `cancel` sends the cancellation; `onDone` says whether it was cancelled here.
 * A refusal whose status is one of `goneStatuses` (the server no longer has it going: it ended
 * meanwhile) closes the dialog too, as the list read again shows where it stands; any other
 * refusal is said in the dialog, which stays open.
 */
export function ConfirmCancelDialog({
  words,
  cancel,
  goneStatuses,
  onDone,
}: {
  words: CancelWords;
  cancel: () => PromiseLike<{ error?: unknown }>;
  goneStatuses: readonly number[];
  onDone: (cancelled: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    const result = await cancel();
    if (result.error === undefined) {
      onDone(true);
      return;
    }
    const error = apiErrorOf(result.error);
    if (goneStatuses.includes(error.status)) {
      onDone(false);
      return;
    }
    setFailure(error);
    setBusy(false);
  };
  return (
    <ModalDialog title={words.title} closeLabel={words.keep} onClose={() => onDone(false)}>
      {(close) => (
        <div className="space-y-4">
          <p>{words.question}</p>
          <FailureAlert failure={failure} />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void confirm()}
              className={primaryButtonClasses}
            >
              {busy && <SpinnerIcon className="size-4 motion-safe:animate-spin" />}
              {busy ? words.cancelling : words.confirm}
            </button>
            <button type="button" onClick={close} className={secondaryButtonClasses}>
              {words.keep}
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
