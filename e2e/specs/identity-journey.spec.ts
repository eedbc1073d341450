import type { Page } from '@playwright/test';
import { latestMail, newCustomer, totpCode } from '../support/accounts.js';
import { expect, test } from '../support/test.js';

/**
 * The newcomer's path through the real UI and server, in each language: sign up (with the bot
 * check), confirm the e-mail from the development mailbox (written in the reader's language),
 * sign in, turn on two-step verification, sign out, and sign in again with an authenticator code.
 */
const copy = {
  'en-CA': {
    displayName: 'Display name',
    email: 'E-mail address',
    password: 'Password',
    acceptTerms: /I accept the Terms and Conditions/,
    notRobot: "I'm not a robot",
    verified: 'Verified',
    createAccount: 'Create account',
    checkEmail: 'Check your e-mail',
    confirmSubject: 'Confirm your e-mail address',
    confirmed: 'Your e-mail address is confirmed. You can sign in now.',
    signIn: 'Sign in',
    dashboard: 'Dashboard',
    setUpTotp: 'Set up an authenticator app',
    qrCode: /QR code/,
    codeFromApp: 'Code from the app',
    turnOn: 'Turn on',
    recoveryCodes: 'Recovery codes',
    savedCodes: 'I have saved my recovery codes somewhere safe.',
    done: 'Done',
    totpOn: 'Two-step verification is on.',
    authenticationCode: 'Authentication code',
    verify: 'Verify',
  },
  'fr-CA': {
    displayName: "Nom d'affichage",
    email: 'Adresse courriel',
    password: 'Mot de passe',
    acceptTerms: /J'accepte les conditions générales/,
    notRobot: 'Je ne suis pas un robot',
    verified: 'Vérifié',
    createAccount: 'Créer le compte',
    checkEmail: 'Consultez vos courriels',
    confirmSubject: 'Confirmez votre adresse courriel',
    confirmed: 'Votre adresse courriel est confirmée. Vous pouvez maintenant vous connecter.',
    signIn: 'Se connecter',
    dashboard: 'Tableau de bord',
    setUpTotp: "Configurer une application d'authentification",
    qrCode: /Code QR/,
    codeFromApp: "Code de l'application",
    turnOn: 'Activer',
    recoveryCodes: 'Codes de récupération',
    savedCodes: "J'ai conservé mes codes de récupération en lieu sûr.",
    done: 'Terminé',
    totpOn: 'La vérification en deux étapes est activée.',
    authenticationCode: "Code d'authentification",
    verify: 'Vérifier',
  },
} as const;

for (const [locale, text] of Object.entries(copy)) {
  test.describe(locale, () => {
    test.use({ locale });

    const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

    async function signInWithPassword(page: Page, email: string, password: string) {
      await page.getByLabel(text.email).fill(email);
      await page.getByLabel(text.password, { exact: true }).fill(password);
      await page.getByRole('button', { name: text.signIn, exact: true }).click();
    }

    test('sign up, confirm the e-mail, turn on TOTP, and sign in with it', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const customer = newCustomer('Grace Hopper');

      await page.goto('/signup');
      await page.getByLabel(text.displayName).fill(customer.displayName);
      await page.getByLabel(text.email).fill(customer.email);
      await page.getByLabel(text.password, { exact: true }).fill(customer.password);
      await page.getByRole('checkbox', { name: text.acceptTerms }).check();
      await page.getByRole('checkbox', { name: text.notRobot }).check();
      await expect(page.getByText(text.verified, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: text.createAccount }).click();
      await expect(page.getByRole('status').filter({ hasText: text.checkEmail })).toBeVisible();

      const { subject, link } = await latestMail(request, customer.email, '/signin?verify=');
      expect(subject).toBe(text.confirmSubject);
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByText(text.confirmed)).toBeVisible();

      await signInWithPassword(page, customer.email, customer.password);
      await expect(page).toHaveURL('/dashboard');
      await expect(heading(page, text.dashboard)).toBeVisible();

      await page.goto('/settings');
      await page.getByRole('button', { name: text.setUpTotp }).click();
      await expect(page.getByRole('img', { name: text.qrCode })).toBeVisible();
      const secret = (await page.locator('code').first().innerText()).replace(/\s+/g, '');
      await page.getByLabel(text.codeFromApp).fill(totpCode(secret));
      await page.getByRole('button', { name: text.turnOn }).click();
      await expect(
        page.getByRole('list', { name: text.recoveryCodes }).getByRole('listitem'),
      ).toHaveCount(10);
      await page.getByRole('checkbox', { name: text.savedCodes }).check();
      await page.getByRole('button', { name: text.done }).click();
      await expect(page.getByText(text.totpOn)).toBeVisible();

      await page.goto('/logout');
      await expect(page).toHaveURL('/signin?signed_out=signed_out');

      await signInWithPassword(page, customer.email, customer.password);
      // The code used to turn TOTP on is spent; the next 30-second step's code is accepted.
      await page.getByLabel(text.authenticationCode).fill(totpCode(secret, Date.now() + 30_000));
      await page.getByRole('button', { name: text.verify }).click();
      await expect(page).toHaveURL('/dashboard');
      await expect(heading(page, text.dashboard)).toBeVisible();
    });
  });
}
