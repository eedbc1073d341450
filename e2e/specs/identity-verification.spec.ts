import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { awaitMail, buyBtc, sandboxWords, simulateEtransfer } from '../support/funding.js';
import {
  answerEveryStep,
  control,
  enterAddress,
  fillAddress,
  fillDeclarations,
  fillDocument,
  fillEmployment,
  fillIdentity,
  fillQuestionnaire,
  fillTax,
  maskedSin,
  newApplicant,
  spacedSin,
  stepHeading,
} from '../support/kyc.js';
import {
  answerHigherLimits,
  askForQuote,
  expectBalanceRefusal,
  expectMail,
  fundingLimits,
  isUnverifiedQuoteRefusal,
  refusal,
  signedInNewcomer,
} from '../support/kyc-customer.js';
import { approve, approveTwice, asAdmin, revealSin } from '../support/kyc-review.js';
import {
  customerWords,
  flowEn,
  flowFr,
  frenchWords,
  limitsWords,
  reviewWords,
} from '../support/kyc-text.js';
import { watchPageProblems } from '../support/page-errors.js';
import { localKeys } from '../support/session.js';
import { e2eStaffMembers } from '../support/staff.js';
import { expect, test } from '../support/test.js';

/**
 * Identity verification on the real UI and server: a new customer (e-mail confirmed, identity
 * not) is refused by the exchange, verifies, deposits and trades; an application that needs a person
 * goes to the back office's review queue, where the e2e admin approves it. Each test makes its
 * own customer and decides only its own verifications.
 */

test('a new customer verifies at once, resuming after a reload, then deposits and trades', async ({
  page,
  request,
}) => {
  // Eight steps, three uploads, a deposit and a trade: a long journey on a busy 2-core runner.
  test.setTimeout(90_000);
  const problems = await watchPageProblems(page);
  const customer = await signedInNewcomer(page, request);
  const applicant = newApplicant();

  // The checklist's next step is verifying; the exchange refuses and links to the flow.
  await page.goto('/dashboard');
  const checklist = page.getByRole('region', { name: customerWords.checklist });
  const identityItem = checklist
    .getByRole('listitem')
    .filter({ hasText: `1. ${customerWords.verifyIdentity}` });
  await expect(identityItem.getByRole('link', { name: customerWords.verifyNow })).toBeVisible();

  await askForQuote(page);
  await expect(refusal(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your quote' })).toBeHidden();
  await page.getByRole('link', { name: customerWords.verifyLink, exact: true }).click();
  await expect(page).toHaveURL('/identity-verification');

  // The first three steps, then a reload: the flow resumes at the SIN, answers kept.
  await page.getByRole('button', { name: flowEn.start }).click();
  await fillIdentity(page, flowEn, applicant);
  await fillAddress(page, flowEn, applicant);
  await fillEmployment(page, flowEn, applicant);
  await page.reload();
  await expect(stepHeading(page, flowEn.steps.tax)).toBeVisible();
  await page.getByRole('button', { name: flowEn.back }).click();
  await expect(stepHeading(page, flowEn.steps.employment)).toBeVisible();
  await expect(control(page, flowEn.fields.occupation)).toHaveValue(applicant.occupation);
  await expect(control(page, flowEn.fields.employer)).toHaveValue(applicant.employer);
  await page.getByRole('button', { name: flowEn.continue }).click();
  await expect(stepHeading(page, flowEn.steps.tax)).toBeVisible();

  await fillTax(page, flowEn, applicant);
  await fillDocument(page, flowEn, applicant);
  await fillDeclarations(page, flowEn, applicant);
  await fillQuestionnaire(page, flowEn);

  // The review shows the SIN masked, and the full number nowhere on the page.
  const sinTerm = page.getByRole('term').filter({ hasText: new RegExp(`^${flowEn.reviewSin}$`) });
  await expect(sinTerm.locator('+ dd')).toHaveText(maskedSin(applicant.sin));
  const shown = (await page.content()).replace(/\s/g, '');
  expect(shown).not.toContain(applicant.sin);
  expect(await page.content()).not.toContain(spacedSin(applicant.sin));

  await page.getByRole('button', { name: flowEn.submit }).click();
  await expect(page.getByRole('heading', { level: 2, name: flowEn.passedTitle })).toBeVisible();

  // The checklist marks the step done; the exchange quotes, and the confirm is refused for
  // funds (a new customer has none), not for verification.
  await page.goto('/dashboard');
  await expect(identityItem).toContainText(customerWords.done);
  await expect(identityItem.getByRole('link')).toHaveCount(0);
  await expectBalanceRefusal(page);

  // The quickest real deposit: an e-Transfer with their reference code, available on arrival.
  await depositAndBuy(page, request, customer.email);

  const unexpected = problems.filter((problem) => !isUnverifiedQuoteRefusal(problem));
  expect(unexpected, JSON.stringify(unexpected, null, 2)).toEqual([]);
});

/** A CAD 500 e-Transfer from /deposits' sandbox control, then a CAD 100 BTC buy that completes. */
async function depositAndBuy(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/deposits');
  await simulateEtransfer(page, sandboxWords.en, '500');
  await awaitMail(request, email, 'funding_deposit_received');
  await buyBtc(page, '100');
}

test.describe('in French', () => {
  test.use({ locale: 'fr-CA' });

  test('the flow speaks French: labels, a refused postal code, the result', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const problems = await watchPageProblems(page);
    await signedInNewcomer(page, request, { [localKeys.language]: 'fr-CA' });
    const applicant = newApplicant();

    await page.goto('/identity-verification');
    await expect(page.getByRole('heading', { level: 1, name: frenchWords.title })).toBeVisible();
    await page.getByRole('button', { name: flowFr.start }).click();
    await fillIdentity(page, flowFr, applicant);

    // A postal code that is not one is refused in French, with no English left in.
    await enterAddress(page, flowFr, { ...applicant, postalCode: '123 ABC' });
    await page.getByRole('button', { name: flowFr.continue }).click();
    const summary = page.getByRole('alert').filter({ hasText: frenchWords.errorSummary });
    await expect(summary).toContainText(
      `${flowFr.fields.postalCode} : ${frenchWords.badPostalCode}`,
    );
    await expect(control(page, flowFr.fields.postalCode)).toHaveAccessibleDescription(
      new RegExp(frenchWords.badPostalCode.replace(/[.]/g, '\\.')),
    );
    await expect(page.locator('main')).not.toContainText(frenchWords.englishPostalCode);
    await expect(stepHeading(page, flowFr.steps.address)).toBeVisible();

    await control(page, flowFr.fields.postalCode).fill(applicant.postalCode);
    await page.getByRole('button', { name: flowFr.continue }).click();
    await expect(stepHeading(page, flowFr.steps.employment)).toBeVisible();
    await fillEmployment(page, flowFr, applicant);
    await fillTax(page, flowFr, applicant);
    await fillDocument(page, flowFr, applicant);
    await fillDeclarations(page, flowFr, applicant);
    await fillQuestionnaire(page, flowFr);
    await page.getByRole('button', { name: flowFr.submit }).click();
    const result = page.getByRole('region', { name: flowFr.passedTitle });
    await expect(result).toContainText(frenchWords.passedBody);
    await expect(result.getByRole('link', { name: frenchWords.toExchange })).toBeVisible();

    expect(problems, JSON.stringify(problems, null, 2)).toEqual([]);
  });
});

/**
 * The e2e admin has one session at a time (a sign-in ends the last) and each authenticator step
 * signs in once, so the tests that need the admin run one after another, in one worker.
 */
test.describe('with the e2e admin', () => {
  test.describe.configure({ mode: 'serial' });

  test('a politically exposed applicant waits for review; the admin approves, they are told, and they trade', async ({
    page,
    request,
    browser,
  }) => {
    // Eight steps, three uploads and a trade: a long journey on a busy 2-core runner.
    // Each of the two reviewers' sign-ins may wait up to a minute for an unspent authenticator step.
    test.setTimeout(180_000);
    const problems = await watchPageProblems(page);
    const customer = await signedInNewcomer(page, request);
    const applicant = newApplicant(true);

    await page.goto('/identity-verification');
    await answerEveryStep(page, flowEn, applicant);
    await page.getByRole('button', { name: flowEn.submit }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: flowEn.reviewingTitle }),
    ).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: flowEn.pepReason })).toBeVisible();

    await askForQuote(page);
    await expect(refusal(page)).toBeVisible();

    await asAdmin(browser, customer.email, async (admin) => {
      await revealSin(admin, applicant.sin);
      await approve(
        admin,
        'Not a politically exposed person: the declared office is a school board.',
        async () => {},
        reviewWords.firstRecorded,
      );
    });
    // One approval is not enough for a politically exposed applicant: still in review.
    await page.goto('/identity-verification');
    await expect(
      page.getByRole('heading', { level: 2, name: flowEn.reviewingTitle }),
    ).toBeVisible();
    await asAdmin(
      browser,
      customer.email,
      async (second) => {
        await expect(
          second.getByText(reviewWords.firstApproval(e2eStaffMembers.reviewer.email)),
        ).toBeVisible();
        await approve(second, 'Agreed: the school board is not a public office of note.');
      },
      'secondReviewer',
    );

    await page.goto('/identity-verification');
    await expect(page.getByRole('heading', { level: 2, name: flowEn.passedTitle })).toBeVisible();
    await expectMail(request, customer.email, customerWords.verifiedMail);
    await depositAndBuy(page, request, customer.email);

    const unexpected = problems.filter((problem) => !isUnverifiedQuoteRefusal(problem));
    expect(unexpected, JSON.stringify(unexpected, null, 2)).toEqual([]);
  });

  test('a verified customer applies for higher limits; once approved, funding limits are five times', async ({
    page,
    request,
    browser,
  }) => {
    // Each of the two reviewers' sign-ins may wait up to a minute for an unspent authenticator step.
    test.setTimeout(180_000);
    const problems = await watchPageProblems(page);
    const customer = await signedInNewcomer(page, request);
    const applicant = newApplicant();
    await page.goto('/identity-verification');
    await answerEveryStep(page, flowEn, applicant);
    await page.getByRole('button', { name: flowEn.submit }).click();
    await expect(page.getByRole('heading', { level: 2, name: flowEn.passedTitle })).toBeVisible();

    const before = await fundingLimits(page);
    await expect(page.getByText(limitsWords.eddRaised)).toBeHidden();
    await page.getByRole('link', { name: limitsWords.apply }).click();
    await answerHigherLimits(page);
    await page.getByRole('button', { name: limitsWords.submit }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: limitsWords.underReview }),
    ).toBeVisible();

    await approveTwice(
      browser,
      customer.email,
      'The pay stub supports the declared income and volume.',
    );

    const after = await fundingLimits(page);
    expect(after).toEqual(before.map((maximum) => maximum * 5n));
    for (const limit of [limitsWords.funding24h, limitsWords.funding7d]) {
      const row = page.getByRole('table', { name: limitsWords.limitsTable }).getByRole('row', {
        name: limit,
      });
      await expect(row.getByText(limitsWords.eddRaised)).toBeVisible();
    }
    expect(problems, JSON.stringify(problems, null, 2)).toEqual([]);
  });

  test('every screen of the flow and of its review passes axe, with no console errors', async ({
    page,
    request,
    browser,
  }) => {
    // Axe on a dozen screens, and an admin sign-in that may wait for a free authenticator step.
    test.setTimeout(120_000);
    const problems = await watchPageProblems(page);
    const customer = await signedInNewcomer(page, request);
    const applicant = newApplicant(true);

    await page.goto('/identity-verification');
    await answerEveryStep(page, flowEn, applicant, expectNoSeriousA11yViolations);
    await page.getByRole('button', { name: flowEn.submit }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: flowEn.reviewingTitle }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await asAdmin(browser, customer.email, async (admin) => {
      await expectNoSeriousA11yViolations(admin);
      await admin.getByRole('button', { name: reviewWords.reveal }).click();
      await expect(admin.getByRole('dialog', { name: reviewWords.reveal })).toBeVisible();
      await expectNoSeriousA11yViolations(admin);
      await admin.keyboard.press('Escape');
      await expect(admin.getByRole('dialog')).toBeHidden();

      // The decision's confirmation, then the queue this test leaves without its verification.
      await approve(
        admin,
        'The declared office is a school board: not politically exposed.',
        expectNoSeriousA11yViolations,
        reviewWords.firstRecorded,
      );
      await expectNoSeriousA11yViolations(admin);
      await admin.getByRole('link', { name: reviewWords.backToQueue }).click();
      await expect(admin.getByRole('heading', { level: 1, name: reviewWords.nav })).toBeVisible();
      await expect(
        admin
          .getByRole('table', { name: reviewWords.queueCaption })
          .or(admin.getByText(reviewWords.emptyQueue)),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(admin);
    });
    expect(problems, JSON.stringify(problems, null, 2)).toEqual([]);
  });
});
