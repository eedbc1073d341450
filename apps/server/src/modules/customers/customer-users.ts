import type { Customer } from './customers.repo.js';

/** Bounds the memory; forgetting only costs a read. */
const REMEMBERED = 50_000;

/**
 * Which user each customer is, remembered once read: nothing changes `customers.user_id` after
 * sign-up, so a batch that needs both the customers' states and their users (a batch of
 * transfers) reads the two side by side instead of one after the other.
 */
export class CustomerUsers {
  private readonly known = new Map<string, string>();

  /** The users of the customers, in order, when every one is known; undefined otherwise. */
  allOf(customerGuids: readonly string[]): string[] | undefined {
    const users: string[] = [];
    for (const guid of customerGuids) {
      const user = this.known.get(guid);
      if (user === undefined) return undefined;
      users.push(user);
    }
    return users;
  }

  remember(customers: readonly Customer[]): void {
    if (this.known.size + customers.length > REMEMBERED) this.known.clear();
    for (const customer of customers) this.known.set(customer.guid, customer.user_id);
  }
}
