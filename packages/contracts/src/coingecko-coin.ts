// zod/mini, as coingecko.ts.
import * as z from 'zod/mini';

/**
 * `/coins/{id}`: a coin's facts and, unless asked not to, its market data — exactly the type
 * CoinGecko's official SDK declares (`CoinGetIDResponse`, ADR 64). Most optional parts describe
 * what CoinGecko gathers and a simulated market has not (exchange tickers, ICO data): they are
 * declared so the schema stays CoinGecko's, and `/market` leaves them out or empty.
 */

const optionalString = z.optional(z.string());
const optionalNumber = z.optional(z.number());
const optionalBoolean = z.optional(z.boolean());
const optionalStrings = z.optional(z.array(z.string()));
/** A figure per currency, `{ cad: … }`. */
const perCurrency = z.optional(z.record(z.string(), z.number()));

const linksSchema = z.strictObject({
  announcement_url: optionalStrings,
  bitcointalk_thread_identifier: z.optional(z.nullable(z.number())),
  blockchain_site: optionalStrings,
  chat_url: optionalStrings,
  facebook_username: optionalString,
  homepage: optionalStrings,
  official_forum_url: optionalStrings,
  repos_url: z.optional(z.strictObject({ bitbucket: optionalStrings, github: optionalStrings })),
  snapshot_url: z.optional(z.nullable(z.string())),
  subreddit_url: optionalString,
  telegram_channel_identifier: optionalString,
  twitter_screen_name: optionalString,
  whitepaper: optionalString,
});

const icoDataSchema = z.strictObject({
  accepting_currencies: optionalString,
  amount_for_sale: optionalNumber,
  base_pre_sale_amount: optionalNumber,
  base_public_sale_amount: optionalNumber,
  bounty_detail_url: optionalString,
  country_origin: optionalString,
  description: optionalString,
  hardcap_amount: optionalNumber,
  hardcap_currency: optionalString,
  ico_end_date: optionalString,
  ico_start_date: optionalString,
  kyc_required: optionalBoolean,
  links: z.optional(z.record(z.string(), z.string())),
  pre_sale_available: optionalBoolean,
  pre_sale_end_date: optionalString,
  pre_sale_ended: optionalBoolean,
  pre_sale_start_date: optionalString,
  quote_pre_sale_amount: optionalNumber,
  quote_pre_sale_currency: optionalString,
  quote_public_sale_amount: optionalNumber,
  quote_public_sale_currency: optionalString,
  short_desc: optionalString,
  softcap_amount: optionalNumber,
  softcap_currency: optionalString,
  total_raised: optionalNumber,
  total_raised_currency: optionalString,
  whitelist_available: optionalBoolean,
  whitelist_end_date: optionalString,
  whitelist_start_date: optionalString,
  whitelist_url: optionalString,
});

const marketDataSchema = z.strictObject({
  current_price: perCurrency,
  total_value_locked: z.optional(z.nullable(z.number())),
  mcap_to_tvl_ratio: z.optional(z.nullable(z.number())),
  fdv_to_tvl_ratio: z.optional(z.nullable(z.number())),
  roi: z.optional(
    z.nullable(
      z.strictObject({
        currency: optionalString,
        percentage: optionalNumber,
        times: optionalNumber,
      }),
    ),
  ),
  ath: perCurrency,
  ath_change_percentage: perCurrency,
  ath_date: z.optional(z.record(z.string(), z.iso.datetime())),
  atl: perCurrency,
  atl_change_percentage: perCurrency,
  atl_date: z.optional(z.record(z.string(), z.iso.datetime())),
  market_cap: perCurrency,
  market_cap_rank: z.optional(z.nullable(z.number())),
  market_cap_rank_with_rehypothecated: z.optional(z.nullable(z.number())),
  fully_diluted_valuation: perCurrency,
  market_cap_fdv_ratio: optionalNumber,
  total_volume: perCurrency,
  high_24h: perCurrency,
  low_24h: perCurrency,
  price_change_24h: optionalNumber,
  price_change_percentage_24h: optionalNumber,
  price_change_percentage_7d: optionalNumber,
  price_change_percentage_14d: optionalNumber,
  price_change_percentage_30d: optionalNumber,
  price_change_percentage_60d: optionalNumber,
  price_change_percentage_200d: optionalNumber,
  price_change_percentage_1y: optionalNumber,
  market_cap_change_24h: optionalNumber,
  market_cap_change_percentage_24h: optionalNumber,
  price_change_24h_in_currency: perCurrency,
  price_change_percentage_1h_in_currency: perCurrency,
  price_change_percentage_24h_in_currency: perCurrency,
  price_change_percentage_7d_in_currency: perCurrency,
  price_change_percentage_14d_in_currency: perCurrency,
  price_change_percentage_30d_in_currency: perCurrency,
  price_change_percentage_60d_in_currency: perCurrency,
  price_change_percentage_200d_in_currency: perCurrency,
  price_change_percentage_1y_in_currency: perCurrency,
  market_cap_change_24h_in_currency: perCurrency,
  market_cap_change_percentage_24h_in_currency: perCurrency,
  total_supply: optionalNumber,
  max_supply: z.optional(z.nullable(z.number())),
  max_supply_infinite: optionalBoolean,
  circulating_supply: optionalNumber,
  outstanding_supply: z.optional(z.nullable(z.number())),
  outstanding_token_value_usd: z.optional(z.nullable(z.number())),
  sparkline_7d: z.optional(z.array(z.number())),
  last_updated: z.optional(z.iso.datetime()),
});

/** A price in three reference currencies, as CoinGecko's exchange tickers carry it. */
const converted = z.optional(
  z.strictObject({ btc: optionalNumber, eth: optionalNumber, usd: optionalNumber }),
);

const tickerSchema = z.strictObject({
  base: optionalString,
  bid_ask_spread_percentage: optionalNumber,
  coin_id: optionalString,
  coin_mcap_usd: optionalNumber,
  converted_last: converted,
  converted_volume: converted,
  is_anomaly: optionalBoolean,
  is_stale: optionalBoolean,
  last: optionalNumber,
  last_fetch_at: optionalString,
  last_traded_at: optionalString,
  market: z.optional(
    z.strictObject({
      has_trading_incentive: optionalBoolean,
      identifier: optionalString,
      name: optionalString,
    }),
  ),
  target: optionalString,
  target_coin_id: optionalString,
  timestamp: optionalString,
  token_info_url: z.optional(z.nullable(z.string())),
  trade_url: optionalString,
  trust_score: z.optional(z.nullable(z.string())),
  volume: optionalNumber,
});

export const coinSchema = z.strictObject({
  id: z.string(),
  symbol: z.string(),
  name: z.string(),
  web_slug: z.string(),
  asset_platform_id: z.nullable(z.string()),
  platforms: z.record(z.string(), z.string()),
  detail_platforms: z.record(
    z.string(),
    z.strictObject({
      contract_address: optionalString,
      decimal_place: z.optional(z.nullable(z.number())),
    }),
  ),
  block_time_in_minutes: z.number(),
  hashing_algorithm: z.nullable(z.string()),
  categories: z.array(z.string()),
  categories_details: z.optional(
    z.array(z.strictObject({ id: optionalString, name: optionalString })),
  ),
  preview_listing: z.boolean(),
  public_notice: z.nullable(z.string()),
  additional_notices: z.array(z.string()),
  localization: z.optional(z.record(z.string(), z.string())),
  description: z.record(z.string(), z.string()),
  links: linksSchema,
  image: z.strictObject({ large: optionalString, small: optionalString, thumb: optionalString }),
  country_origin: z.string(),
  genesis_date: z.nullable(z.string()),
  sentiment_votes_up_percentage: z.nullable(z.number()),
  sentiment_votes_down_percentage: z.nullable(z.number()),
  ico_data: z.optional(z.nullable(icoDataSchema)),
  watchlist_portfolio_users: z.number(),
  market_cap_rank: z.nullable(z.number()),
  market_cap_rank_with_rehypothecated: z.nullable(z.number()),
  market_data: z.optional(marketDataSchema),
  status_updates: z.array(
    z.strictObject({
      category: optionalString,
      created_at: optionalString,
      description: optionalString,
      user: optionalString,
      user_title: optionalString,
    }),
  ),
  last_updated: z.iso.datetime(),
  tickers: z.optional(z.array(tickerSchema)),
  has_supply_breakdown: z.boolean(),
});
