import { displayNameSchema, emailSchema, languageSchema, staffRoleSchema } from '@maple/contracts';
import { z } from 'zod';
import { readArgs, withServices } from './command-kit.js';

/**
 * `npm run admin:create -- --email a@b.c --name "Ada" --role admin`: creates a staff user with
 * a generated password and an enrolled authenticator, and prints them once; `--language fr-CA`
 * sends their e-mails in French. Reads the same
 * environment as the server (DATABASE_URL or DATA_DIR, DATA_ENCRYPTION_KEYS).
 */
const USAGE =
  'usage: npm run admin:create -- --email <address> --name "<display name>" [--role admin|compliance|support] [--language en-CA|fr-CA]';

const argsSchema = z.object({
  email: emailSchema,
  name: displayNameSchema,
  role: staffRoleSchema,
  language: languageSchema,
});

const args = readArgs(
  {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'admin' },
    language: { type: 'string', default: 'en-CA' },
  },
  argsSchema,
  USAGE,
);

await withServices('admin:create', async ({ staff }) => {
  const created = await staff.create({
    email: args.email,
    displayName: args.name,
    role: args.role,
    language: args.language,
  });
  process.stdout.write(
    [
      `Staff user created: ${args.name} <${created.email}> (${args.role})`,
      `  password     ${created.password}`,
      `  TOTP secret  ${created.totpSecret}`,
      `  otpauth URI  ${created.otpauthUri}`,
      'Add the secret to an authenticator app (or show the URI as a QR code).',
      'They are shown this once: the password is stored hashed, the secret encrypted.',
      '',
    ].join('\n'),
  );
});
