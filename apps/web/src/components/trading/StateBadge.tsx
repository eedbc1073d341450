import { useTranslation } from 'react-i18next';

const knownStates = [
  'storing',
  'holding',
  'reviewing',
  'pending',
  'executed',
  'settling',
  'completed',
  'failed',
] as const;
type KnownState = (typeof knownStates)[number];
const isKnown = (state: string): state is KnownState =>
  knownStates.some((known) => known === state);

const toneOf = (state: string): string => {
  if (state === 'completed')
    return 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100';
  if (state === 'failed') return 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100';
  return 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100';
};

/** A trade's or transfer's state in words, coloured by outcome (the words carry the meaning, not the colour). */
export function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${toneOf(state)}`}>
      {t(isKnown(state) ? `trading.state.${state}` : 'trading.state.unknown')}
    </span>
  );
}
