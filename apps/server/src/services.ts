import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { type Clock, systemClock } from './infra/clock.js';
import type { Config } from './infra/config.js';
import type { Schema } from './infra/db/schema.js';
import { Authenticator } from './infra/http/auth.js';
import { FieldEncryption } from './infra/security/encryption.js';
import { TokenService } from './infra/security/tokens.js';
import { ContactService } from './modules/content/contact.service.js';
import { CustomerService } from './modules/customers/customer.service.js';
import { provisionCustomer } from './modules/customers/customer-provisioning.js';
import { EmailOtpService } from './modules/customers/email-otp.service.js';
import { BotCheck } from './modules/identity/bot-check.js';
import { IdentityService } from './modules/identity/identity.service.js';
import { PasswordHasher } from './modules/identity/passwords.js';
import { SecondFactorService } from './modules/identity/second-factor.service.js';
import { SessionService } from './modules/identity/session.service.js';
import { MailDispatcher } from './modules/notifications/mail-dispatcher.js';
import { Outbox } from './modules/notifications/outbox.js';
import { StaffService } from './modules/staff/staff.service.js';

/** The settings the services read (the HTTP layer's are in `AppConfig`). */
export type ServicesConfig = Pick<
  Config,
  'publicUrl' | 'tokens' | 'encryptionKeys' | 'altcha' | 'mail' | 'passwordHashing'
>;

/** Everything the routes and background work use, built once per process (or test). */
export interface Services {
  clock: Clock;
  tokens: TokenService;
  encryption: FieldEncryption;
  outbox: Outbox;
  auth: Authenticator;
  identity: IdentityService;
  customers: CustomerService;
  otp: EmailOtpService;
  staff: StaffService;
  contact: ContactService;
  /** Present when SMTP_URL is set; `main.ts` starts it and stops it on shutdown. */
  mailDispatcher: MailDispatcher | undefined;
}

export function createServices(
  config: ServicesConfig,
  db: Kysely<Schema>,
  clock: Clock = systemClock,
): Services {
  const tokens = new TokenService(config.tokens.secret, clock);
  const encryption = new FieldEncryption(config.encryptionKeys);
  const outbox = new Outbox(config.mail.supportAddress);
  const sessions = new SessionService(db, clock);
  const identity = new IdentityService({
    db,
    clock,
    tokens,
    outbox,
    hasher: new PasswordHasher(config.passwordHashing),
    sessions,
    secondFactor: new SecondFactorService(db, clock, encryption),
    botCheck: new BotCheck(config.altcha.hmacKey, config.altcha.maxNumber, clock),
    publicUrl: config.publicUrl,
    onUserCreated: async (trx, user, now) => {
      await provisionCustomer(trx, user, now);
    },
  });
  const customers = new CustomerService({ db, clock, tokens, tokenTtl: config.tokens, identity });
  const otp = new EmailOtpService({ db, clock, tokens, outbox, identity });
  const staff = new StaffService({
    db,
    clock,
    tokens,
    tokenTtl: config.tokens,
    outbox,
    identity,
    publicUrl: config.publicUrl,
  });
  const contact = new ContactService({
    db,
    clock,
    outbox,
    identity,
    supportAddress: config.mail.supportAddress,
  });
  const mailDispatcher =
    config.mail.smtpUrl === undefined
      ? undefined
      : new MailDispatcher({
          db,
          transport: nodemailer.createTransport(config.mail.smtpUrl),
          from: config.mail.from,
          clock,
        });
  return {
    clock,
    tokens,
    encryption,
    outbox,
    auth: new Authenticator(tokens, sessions),
    identity,
    customers,
    otp,
    staff,
    contact,
    mailDispatcher,
  };
}
