import { secondaryButtonClasses } from '../../../components/form/form-styles';

/**
 * Masked personal data's one button: Reveal opens the dialog that asks why; once revealed, Hide
 * masks it again.
 */
export function RevealOrHide({
  revealed,
  revealLabel,
  hideLabel,
  onReveal,
  onHide,
}: {
  revealed: boolean;
  revealLabel: string;
  hideLabel: string;
  onReveal: () => void;
  onHide: () => void;
}) {
  return revealed ? (
    <button type="button" onClick={onHide} className={secondaryButtonClasses}>
      {hideLabel}
    </button>
  ) : (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onReveal}
      className={secondaryButtonClasses}
    >
      {revealLabel}
    </button>
  );
}
