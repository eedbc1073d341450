import { expect } from 'vitest';
import { torontoDay, torontoHour } from '../infra/clock.js';
import { addDays } from '../modules/recurring/recurring-calendar.js';
import { bearer, type SignedInCustomer, signInAgain } from './flows.js';
import { eventually } from './jobs.js';
import type { TestApp } from './test-app.js';

const url = '/customers/recurring-orders';

/**
 * A customer's recurring orders through `/customers/recurring-orders` (ADR 83) on a test app,
 * and its clock moved forward (only forward: quotes take the later of it and the database's).
 */
export function recurringFlows(app: () => TestApp) {
  const send = (
    who: SignedInCustomer,
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    payload?: object,
  ) =>
    app().app.inject({
      method,
      url: `${url}${path}`,
      headers: bearer(who.tokens.ut),
      ...(payload ? { payload } : {}),
    });
  const list = async (who: SignedInCustomer) =>
    (await app().app.inject({ url, headers: bearer(who.tokens.ut) })).json().data.objects;
  const runs = async (who: SignedInCustomer, guid: string) => {
    const res = await app().app.inject({
      url: `${url}/${guid}/runs`,
      headers: bearer(who.tokens.ut),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.objects;
  };
  /** The order's waiting run, as stored. */
  const waitingRun = (orderGuid: string) =>
    app()
      .services.db.selectFrom('recurring_runs')
      .select(['guid', 'due_at', 'window_starts_at', 'window_ends_at'])
      .where('order_guid', '=', orderGuid)
      .where('state', 'in', ['planned', 'executing'])
      .executeTakeFirstOrThrow();
  /**
   * Moves the clock forward to `instant` (never back: quotes take the later of it and the
   * database's), and signs `who` in again there: their tokens of before would have expired.
   */
  const moveTo = async (instant: Date, who: SignedInCustomer) => {
    expect(instant >= app().clock.now()).toBe(true);
    app().clock.set(instant);
    who.tokens = await signInAgain(app(), who);
  };
  return {
    url,
    moveTo,
    send,
    create: (who: SignedInCustomer, payload: object) => send(who, 'POST', '', payload),
    list,
    runs,
    waitingRun,
    /** A day ahead of the test clock, in Toronto. */
    dayAhead: (days: number) => addDays(torontoDay(app().clock.now()), days),
    /** Moves the clock to `hour` o'clock in Toronto on `day` (see `moveTo`). */
    at: (day: string, hour: number, who: SignedInCustomer) => moveTo(torontoHour(day, hour), who),
    /** Moves the clock to the order's next run, starts what is due and waits for it to end. */
    async runNext(who: SignedInCustomer, orderGuid: string) {
      const run = await waitingRun(orderGuid);
      if (run.due_at > app().clock.now()) await moveTo(run.due_at, who);
      await app().services.recurringRuns.startDue();
      return eventually(`run ${run.guid} to end`, async () =>
        (await runs(who, orderGuid)).find(
          (r: { guid: string; ended_at: string | null }) =>
            r.guid === run.guid && r.ended_at !== null,
        ),
      );
    },
  };
}

/** What a customer's CAD account has available, as `/api` answers it. */
export async function cadAvailable(t: TestApp, who: SignedInCustomer): Promise<bigint> {
  const res = await t.app.inject({
    url: `/api/accounts?customer_guid=${who.guid}&per_page=100`,
    headers: bearer(who.tokens.at),
  });
  const cad = res.json().objects.find((account: { asset: string }) => account.asset === 'CAD');
  return BigInt(cad.platform_available);
}
