import type { ReactNode, Ref } from 'react';
import { ModalDialog } from '../../../components/dialog/ModalDialog';
import { SubmitOrCancel } from '../../../components/form/SubmitOrCancel';

/**
 * The back office's one confirm dialog: a native modal (ADR 0007) holding a form of what the
 * action needs (`children`: what it does, its problem, its fields) above the submit button and
 * Cancel. `onConfirm` runs the action and resolves true once it is done, and the dialog closes;
 * false keeps it open to show why not. `formRef` lets a form move focus to an invalid field.
 */
export function ConfirmDialog({
  title,
  submitLabel,
  busyLabel,
  busy,
  formRef,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  formRef?: Ref<HTMLFormElement>;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ModalDialog title={title} onClose={onClose}>
      {(close) => (
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onConfirm().then((done) => done && close());
          }}
          className="space-y-4"
        >
          {children}
          <SubmitOrCancel busy={busy} busyLabel={busyLabel} onCancel={close}>
            {submitLabel}
          </SubmitOrCancel>
        </form>
      )}
    </ModalDialog>
  );
}
