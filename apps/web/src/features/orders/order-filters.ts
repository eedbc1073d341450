import type { ListFilter } from '../../lib/platform/list-filter';
import type { AdjustmentFilter } from './api/adjustments-api';

/** The tabs of the customer's history: what happened, filtered, paged and exported. */
export type HistoryTab = 'trades' | 'transfers' | 'all';
/** The history's tabs, then the orders waiting for their price, then those on a calendar. */
export type OrdersTab = HistoryTab | 'limit' | 'recurring';
export const ordersTabs: readonly OrdersTab[] = [
  'trades',
  'transfers',
  'all',
  'limit',
  'recurring',
];

/** What the customer chose, '' for "any": one state, one side or type, a range of days. */
export interface OrdersFilter {
  state: string;
  side: string;
  /** `YYYY-MM-DD`, the first and last day shown, in the reader's time zone. */
  from: string;
  to: string;
}

export const noFilter: OrdersFilter = { state: '', side: '', from: '', to: '' };

type OrderState =
  | 'storing'
  | 'reviewing'
  | 'pending'
  | 'executed'
  | 'settling'
  | 'completed'
  | 'failed';
export type OrderSide = 'buy' | 'sell' | 'deposit' | 'withdrawal';

const tradeStates: readonly OrderState[] = [
  'storing',
  'pending',
  'executed',
  'settling',
  'completed',
  'failed',
];
const transferStates: readonly OrderState[] = [
  'storing',
  'reviewing',
  'pending',
  'completed',
  'failed',
];

/** The states and sides each tab offers. */
export const choicesOf = (
  tab: HistoryTab,
): { states: readonly OrderState[]; sides: readonly OrderSide[] } => ({
  states:
    tab === 'trades'
      ? tradeStates
      : tab === 'transfers'
        ? transferStates
        : [...new Set([...tradeStates, ...transferStates])],
  sides:
    tab === 'trades'
      ? ['buy', 'sell']
      : tab === 'transfers'
        ? ['deposit', 'withdrawal']
        : ['buy', 'sell', 'deposit', 'withdrawal'],
});

/** Midnight at the start of a `YYYY-MM-DD` day in the reader's time zone, `days` later. */
const startOfDay = (day: string, days = 0): string | undefined => {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return undefined;
  return new Date(year, month - 1, date + days).toISOString();
};

/**
 * The list filter of one kind (trades or transfers) for what the customer chose, or null when
 * the choice rules that kind out (a `reviewing` state or a `deposit` side has no trades).
 */
export function listFilterOf(
  kind: 'trades' | 'transfers',
  filter: OrdersFilter,
  page: number,
): ListFilter | null {
  const { states, sides } = choicesOf(kind);
  if (filter.state && !states.some((state) => state === filter.state)) return null;
  if (filter.side && !sides.some((side) => side === filter.side)) return null;
  const list: ListFilter = { page };
  if (filter.state) list.state = filter.state;
  if (filter.side) list.side = filter.side;
  const from = filter.from ? startOfDay(filter.from) : undefined;
  const to = filter.to ? startOfDay(filter.to, 1) : undefined;
  if (from) list.createdAtGte = from;
  if (to) list.createdAtLt = to;
  return list;
}

/**
 * The adjustments filter for what the customer chose, or null when the choice rules them out: a
 * posted adjustment is `completed` and is neither a trade's side nor a transfer's type.
 */
export function adjustmentFilterOf(filter: OrdersFilter, page: number): AdjustmentFilter | null {
  if (filter.state && filter.state !== 'completed') return null;
  if (filter.side) return null;
  const list: AdjustmentFilter = { page };
  const from = filter.from ? startOfDay(filter.from) : undefined;
  const to = filter.to ? startOfDay(filter.to, 1) : undefined;
  if (from) list.postedAtGte = from;
  if (to) list.postedAtLt = to;
  return list;
}
