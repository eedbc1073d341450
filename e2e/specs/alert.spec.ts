import { backgroundRgb, isRed } from '../support/colour.js';
import { expect, test } from '../support/test.js';
import { en } from '../support/text.js';

/**
 * The top alert's display cycle (docs/product/lifecycles.md and docs/product/limits.md): shown at
 * 200 ms, icon at 750 ms, hidden at 4500 ms, cleared at 5000 ms after the message is raised.
 *
 * Time zero: the fake clock is installed and paused before the page loads, so while the page
 * loads, redirects and renders (all driven by promises and events, not timers), no fake time
 * passes and no timer fires. The guard raises the
 * alert during that frozen instant and the banner schedules all four timers from it, so the
 * paused instant is time zero. The test then moves the clock itself with runFor, up to each
 * boundary and 1 ms short of it; checks in between wait on real time, never on the alert.
 */
test('the error alert shows at 200 ms, gets its icon at 750 ms, hides at 4500 ms and goes at 5000 ms', async ({
  page,
}) => {
  // Installed clocks start running at once, so pause at a moment safely ahead of the install
  // time (pausing at the install time itself can already be in the past).
  const installedAt = new Date('2030-01-15T12:00:00Z');
  await page.clock.install({ time: installedAt });
  await page.clock.pauseAt(new Date(installedAt.getTime() + 60_000));

  // No admin token on an admin page: the guard raises "Session has expired, Please login again."
  await page.goto('/admin/customer');
  await expect(page).toHaveURL('/admin/signin');
  await expect(page.getByRole('heading', { level: 1, name: en.titles.adminSignin })).toBeVisible();

  const alert = page.getByTestId('top-alert');
  const icon = page.getByTestId('top-alert-icon');
  let now = 0;
  /** Moves the fake clock to `ms` after time zero, firing every timer due by then. */
  const advanceTo = async (ms: number) => {
    await page.clock.runFor(ms - now);
    now = ms;
  };

  await advanceTo(199);
  await expect(alert).toHaveCount(0);

  await advanceTo(200);
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toHaveAttribute('data-variant', 'error');
  await expect(alert).toHaveText(en.adminSessionMissing);
  expect(isRed(await backgroundRgb(alert)), 'the error alert is red').toBe(true);
  await expect(icon).toHaveCount(0);

  await advanceTo(749);
  await expect(icon).toHaveCount(0);

  await advanceTo(750);
  await expect(icon).toBeVisible();

  await advanceTo(4499);
  await expect(alert).toBeVisible();

  await advanceTo(4500);
  await expect(alert).toBeHidden();

  await advanceTo(5000);
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
