import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Where a confirmation comes from: a passkey, the authenticator app, or an e-mailed code. */
export type CodeSource = 'passkey' | 'totp' | 'email';

const labels = {
  passkey: 'funding.code.usePasskey',
  totp: 'funding.code.useTotp',
  email: 'funding.code.useEmail',
} as const;

/** The customer's choice among the `sources` offered, in that order. */
export function CodeSourceChoice({
  sources,
  source,
  onChoose,
}: {
  sources: readonly CodeSource[];
  source: CodeSource;
  onChoose: (source: CodeSource) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">
        {t(
          sources.includes('passkey') ? 'funding.code.approveLegend' : 'funding.code.sourceLegend',
        )}
      </legend>
      {sources.map((option) => (
        <label key={option} className="flex items-center gap-3 text-sm">
          <input
            type="radio"
            name={name}
            checked={source === option}
            onChange={() => onChoose(option)}
            className="size-4 accent-red-700"
          />
          {t(labels[option])}
        </label>
      ))}
    </fieldset>
  );
}
