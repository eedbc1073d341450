import { useState } from 'react';
import type { Trade } from '../../../lib/platform/answers';
import { useLazyTradeQuery } from '../../../lib/platform/platform-api';

/**
 * The trade that filled a limit order, read when the customer asks for it (the list names only
 * its guid), to show in the trades tab's detail dialog.
 */
export function useFilledTrade() {
  const [read, reading] = useLazyTradeQuery();
  const [trade, setTrade] = useState<Trade | null>(null);
  return {
    trade,
    open: async (guid: string) => {
      const result = await read(guid, true);
      if (result.data) setTrade(result.data);
    },
    close: () => setTrade(null),
    failed: reading.isError,
  };
}
