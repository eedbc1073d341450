-- The back office's trade list filtered by symbol or by state (docs/decisions/0030): without
-- these, such a filter walked `trades_created` back reading every trade's row until it had a
-- page and the totals' 10,001 matches, a second and more on 10 M trades.

-- A symbol (and side) in the list's order. The totals read only these columns, so they are
-- answered from the index alone, without visiting a row per match.
CREATE INDEX trades_symbol_created ON trades (symbol, created_at DESC, guid DESC)
  INCLUDE (side, fee, deliver_amount, receive_amount);

-- A state in the list's order: a rare one (failed, still settling) is read directly.
CREATE INDEX trades_state_created ON trades (state, created_at DESC, guid DESC);
