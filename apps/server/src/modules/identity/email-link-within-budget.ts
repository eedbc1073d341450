import { ADDRESS_ANSWER_FLOOR_MS, answerNoSooner } from './answer-floor.js';
import {
  type IdentityContext,
  issueLinkTokenWithinBudget,
  linkPaths,
  NO_USER_ID,
  queueUserMail,
} from './identity-context.js';
import { keepOnlyIf } from './keep-only-if.js';
import { findUserByEmail, type IdentityUser } from './users.repo.js';

/**
 * E-mails a one-time link to `email` when it belongs to a user `eligible` accepts and the
 * address is within its hourly budget. The same statements run either way (for anyone else the
 * token is not stored and the e-mail is rolled back) and the answer takes the same floor, so
 * neither its body nor its timing tells which addresses have accounts.
 */
export async function emailLinkWithinBudget(
  ctx: IdentityContext,
  email: string,
  link: {
    purpose: 'verify_email' | 'reset_password';
    perHour: number;
    eligible: (user: IdentityUser) => boolean;
  },
): Promise<void> {
  const { db, publicUrl } = ctx;
  await answerNoSooner(ADDRESS_ANSWER_FLOOR_MS, async () => {
    const user = await findUserByEmail(db, email);
    const recipient = user !== undefined && link.eligible(user) ? user : undefined;
    await db.transaction().execute(async (trx) => {
      const { token, issued } = await issueLinkTokenWithinBudget(
        ctx,
        trx,
        recipient?.id ?? NO_USER_ID,
        link.purpose,
        link.perHour,
      );
      await keepOnlyIf(trx, issued, () =>
        queueUserMail(ctx, trx, user ?? { email, language: 'en-CA' }, {
          template: link.purpose,
          name: user?.display_name ?? '',
          link: `${publicUrl}${linkPaths[link.purpose]}${token}`,
        }),
      );
    });
  });
}
