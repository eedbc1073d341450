import { type AssetCode, type CryptoAssetCode, toDecimalString } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import { accountKey, LedgerAccountDirectory } from '../accounts/ledger-account-directory.js';
import type { AccountBalance, LedgerService } from '../ledger/ledger.service.js';

/** What a quote asks the customer to deliver: CAD on a buy, the asset on a sale. */
export interface Delivery {
  customerGuid: string;
  side: 'buy' | 'sell';
  asset: CryptoAssetCode;
}

export const deliveredAsset = (delivery: Delivery): AssetCode =>
  delivery.side === 'buy' ? 'CAD' : delivery.asset;

/** What an account holds for a quote: what may be spent now, and what is held besides. */
export interface Spendable {
  /** `platform_available`: the balance less what is held. */
  available: bigint;
  /** Proceeds of trades still settling, and funds reserved by withdrawals under way. */
  held: bigint;
}

/**
 * The balances a quote is checked against (docs/product/lifecycles.md, docs/decisions/0066):
 * what the customer could deliver now, that is `platform_available`, so proceeds still settling
 * (held) and funds reserved by a withdrawal are not offered again. A firm quote the customer
 * cannot honour would only fail once confirmed.
 */
export class QuoteBalances {
  private readonly directory: LedgerAccountDirectory;

  constructor(
    private readonly deps: {
      accounts: Pick<AccountsService, 'ledgerAccountsOf'>;
      ledger: Pick<LedgerService, 'balancesOf'>;
    },
  ) {
    this.directory = new LedgerAccountDirectory(deps.accounts);
  }

  /**
   * What each delivery's account of its asset holds; an account the customer does not have holds
   * nothing. Two reads at most, one once the accounts are known.
   */
  async availableTo(
    db: Kysely<Schema>,
    deliveries: readonly Delivery[],
  ): Promise<(delivery: Delivery) => Spendable> {
    const wanted = deliveries.map((delivery) => ({
      customerGuid: delivery.customerGuid,
      asset: deliveredAsset(delivery),
    }));
    const known = await this.directory.of(db, wanted);
    const guids = [...known.values()].map((account) => account.guid);
    const balances =
      guids.length === 0
        ? new Map<string, AccountBalance>()
        : await this.deps.ledger.balancesOf(db, guids);
    return (delivery) => {
      const key = accountKey({
        customerGuid: delivery.customerGuid,
        asset: deliveredAsset(delivery),
      });
      const guid = known.get(key)?.guid;
      const balance = guid === undefined ? undefined : balances.get(guid);
      if (balance === undefined) return { available: 0n, held: 0n };
      return { available: balance.available, held: balance.balance - balance.available };
    };
  }
}

/**
 * The refusal of a quote for more than the customer has available, naming what they have so a
 * screen (or a bank's system) can offer that instead, and what is held, so a sale right after a
 * purchase says why the coins just bought cannot be sold yet (docs/decisions/0066).
 */
export function insufficientBalance(
  delivery: Delivery,
  needed: bigint,
  { available, held }: Spendable,
  field: 'body.deliver_amount' | 'body.receive_amount',
): AppError {
  const asset = deliveredAsset(delivery);
  const amount = (units: bigint) => `${toDecimalString(units, asset)} ${asset}`;
  const heldNote =
    held > 0n
      ? `; ${amount(held)} more is held until the trades that brought it in settle or the withdrawals reserving it end`
      : '';
  const message =
    `Insufficient balance: this ${delivery.side === 'buy' ? 'purchase' : 'sale'} needs ` +
    `${amount(needed)} and ${amount(available < 0n ? 0n : available)} is available${heldNote}`;
  return new AppError('insufficient_balance', message, [{ path: field, message }]);
}
