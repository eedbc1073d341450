import type { PriceAlertWindow } from '@maple/contracts';
import { formatDuration } from '../format/duration';

/** How long each window of a price move is, in seconds. */
const windowSeconds: Readonly<Record<PriceAlertWindow, number>> = { '1h': 3_600, '24h': 86_400 };

/**
 * The window a price alert watches a move within, in the reader's words ("1 hour", "24 heures"):
 * the alerts' form and list and the notifications that they fired say it alike.
 */
export const formatAlertWindow = (window: PriceAlertWindow, language: string): string =>
  formatDuration(windowSeconds[window], language);
