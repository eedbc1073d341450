/**
 * Display cycle of the top alert, in ms after the message is set (docs/product/lifecycles.md and
 * docs/product/limits.md).
 */
export const alertTimings = {
  show: 200,
  icon: 750,
  hide: 4500,
  clear: 5000,
} as const;
