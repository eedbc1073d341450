import { useTranslation } from 'react-i18next';

export type TaxBadgeKind = 'provisional' | 'estimated';

/** A figure's caveat in words ("Provisional", "Estimated"); the legend below its table explains it. */
export function TaxBadge({ kind }: { kind: TaxBadgeKind }) {
  const { t } = useTranslation();
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
      {t(`tax.badges.${kind}`)}
    </span>
  );
}

/** The badges of kinds that occur: each badge and, beside it, what it means. */
export function BadgeLegend({ kinds }: { kinds: readonly TaxBadgeKind[] }) {
  const { t } = useTranslation();
  if (kinds.length === 0) return null;
  return (
    <div className="text-sm text-gray-700 dark:text-gray-300">
      <p className="font-medium text-gray-900 dark:text-gray-100">{t('tax.badges.legend')}</p>
      <dl className="mt-1 space-y-1">
        {kinds.map((kind) => (
          <div key={kind} className="flex flex-wrap items-baseline gap-2">
            <dt>
              <TaxBadge kind={kind} />
            </dt>
            <dd>{t(`tax.badges.${kind}Help`)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Which badges rows carry, in a fixed order, for the legend. */
export const badgesOf = (
  rows: readonly { provisional?: boolean; estimated: boolean }[],
): TaxBadgeKind[] => {
  const kinds: TaxBadgeKind[] = [];
  if (rows.some((row) => row.provisional)) kinds.push('provisional');
  if (rows.some((row) => row.estimated)) kinds.push('estimated');
  return kinds;
};
