/** Display cycle of the top alert, in ms after the message is set (SPEC §4, §9). */
export const alertTimings = {
  show: 200,
  icon: 750,
  hide: 4500,
  clear: 5000,
} as const;
