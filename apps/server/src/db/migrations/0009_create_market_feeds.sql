-- The one market every instance shows (ADR 14). The instance leading the feed (it holds a
-- PostgreSQL advisory lock) writes each tick here before publishing it; the others follow it,
-- and whoever leads next continues from here rather than from the seed.
CREATE TABLE market_feeds (
  -- 'simulated:<seed>' (one walk per seed) or 'coingecko'
  feed       TEXT PRIMARY KEY,
  -- Raised by each new leader; a tick written under an older epoch is refused (fencing).
  epoch      BIGINT NOT NULL CHECK (epoch > 0),
  seq        BIGINT NOT NULL DEFAULT 0 CHECK (seq >= 0),
  -- The newest tickers as published (bigints as strings); null until the first tick.
  tickers    JSONB,
  -- Simulated only: the generator's state and each asset's log price, to continue the walk.
  walk       JSONB,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The simulated market's chart series, evenly spaced: price i is at first_at + i steps of the
-- resolution (5 minutes, an hour, a day), in the feed's price units (CAD at 8 decimals).
CREATE TABLE market_series (
  feed       TEXT NOT NULL REFERENCES market_feeds (feed),
  asset      TEXT NOT NULL,
  resolution TEXT NOT NULL CHECK (resolution IN ('fiveMinutes', 'hourly', 'daily')),
  first_at   TIMESTAMPTZ NOT NULL,
  prices     NUMERIC(78,0)[] NOT NULL,
  PRIMARY KEY (feed, asset, resolution)
);
