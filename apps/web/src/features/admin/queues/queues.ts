/** The back office's work queues, one screen each (`/admin/queues/:queue`), in menu order. */
export const queueIds = [
  'cases',
  'withdrawals',
  'suspense',
  'returns',
  'reconciliation',
  'transfers',
  'dead-jobs',
] as const;

export type QueueId = (typeof queueIds)[number];

export const isQueueId = (value: string | undefined): value is QueueId =>
  queueIds.some((id) => id === value);

/** The catalogue key of each queue's words (`workQueues.queues.<key>`). */
export const queueKey = {
  cases: 'cases',
  withdrawals: 'withdrawals',
  suspense: 'suspense',
  returns: 'returns',
  reconciliation: 'reconciliation',
  transfers: 'transfers',
  'dead-jobs': 'deadJobs',
} as const satisfies Record<QueueId, string>;
