import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { panelClasses, secondaryButtonClasses } from '../../../components/form/form-styles';

/**
 * The quote of a deposit or withdrawal, before it is confirmed: its heading takes focus when it
 * appears (the next step), then its summary (a CAD or a crypto quote's), the step's own
 * controls and a way back.
 */
export function QuoteReview({
  summary,
  title,
  busy,
  onBack,
  children,
}: {
  summary: ReactNode;
  title: string;
  busy: boolean;
  onBack: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="funding-quote-title"
      aria-busy={busy}
      className={`space-y-4 ${panelClasses}`}
    >
      <h2
        id="funding-quote-title"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold focus:outline-none"
      >
        {title}
      </h2>
      {summary}
      {children}
      <button type="button" onClick={onBack} disabled={busy} className={secondaryButtonClasses}>
        {t('funding.quote.change')}
      </button>
    </section>
  );
}
