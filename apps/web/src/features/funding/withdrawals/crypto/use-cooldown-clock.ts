import { useEffect, useState } from 'react';
import type { WalletWithCooldown } from '../../../../lib/wallets/use-wallets-with-cooldowns';

/** The longest wait a browser timer keeps; a later moment is looked at again after it. */
const maxTimerMs = 2 ** 31 - 1;
/** The time left is shown in minutes: say it again at least this often. */
const tickMs = 60_000;

/**
 * Now, told again when the next wallet's cooldown ends (and each minute while one runs), so a
 * wallet becomes choosable the moment it may receive withdrawals, without a reload.
 */
export function useCooldownClock(wallets: readonly WalletWithCooldown[]): Date {
  const [, setTicks] = useState(0);
  // Read at each render, so a list that just arrived is measured against the time it arrived.
  const now = new Date();
  // A cooldown not known yet has no end to wait for: its answer renders the screen again.
  const next = Math.min(
    ...wallets
      .flatMap((wallet) => (wallet.usable_at === null ? [] : [Date.parse(wallet.usable_at)]))
      .filter((moment) => moment > now.getTime()),
  );
  // The next moment to look again: that cooldown's end, or a minute on while it is further.
  const wake = Number.isFinite(next) ? Math.min(next, now.getTime() + tickMs) : null;
  useEffect(() => {
    if (wake === null) return;
    const wait = Math.min(wake - Date.now(), maxTimerMs);
    const timer = setTimeout(() => setTicks((ticks) => ticks + 1), Math.max(wait, 0) + 50);
    return () => clearTimeout(timer);
  }, [wake]);
  return now;
}
