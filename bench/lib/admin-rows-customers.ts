import type { BlindIndex } from '../../apps/server/src/infra/security/blind-index.js';
import type { FieldEncryption } from '../../apps/server/src/infra/security/encryption.js';
import { SIN_INDEX } from '../../apps/server/src/modules/kyc/kyc-context.js';
import type { CopyValue } from './admin-copy.js';
import { assets, type CustomerFacts, guidKind, type World } from './admin-world.js';

/**
 * The rows of customers as sign-up, verification and the KYC flow leave them: identity users,
 * customers, their accounts (one per asset) and ledger accounts, verifications with their
 * answers sealed by the app's own FieldEncryption, and the verified identity with the SIN's
 * blind index.
 */

type Row = readonly CopyValue[];
const MINUTE = 60_000;
const later = (date: Date, minutes: number) => new Date(date.getTime() + minutes * MINUTE);

function* eachCustomer(world: World): Generator<CustomerFacts> {
  for (let index = 0; index < world.sizes.customers; index += 1) yield world.customer(index);
}

export const userColumns = [
  'id',
  'email',
  'email_verified_at',
  'password_hash',
  'password_changed_at',
  'display_name',
  'language',
  'terms_accepted_at',
  'created_at',
  'updated_at',
];
export function* userRows(world: World, passwordHash: string): Generator<Row> {
  for (const c of eachCustomer(world)) {
    const verified = c.standing !== 'new' || world.hasher.unit(13, c.index) < 0.6;
    const french = c.person.province === 'QC' && world.hasher.unit(14, c.index) < 0.8;
    yield [
      c.userId,
      c.person.email,
      verified ? later(c.createdAt, 4) : null,
      passwordHash,
      c.createdAt,
      c.person.displayName,
      french ? 'fr-CA' : 'en-CA',
      c.createdAt,
      c.createdAt,
      c.createdAt,
    ];
  }
}

export const customerColumns = ['guid', 'user_id', 'type', 'state', 'created_at', 'updated_at'];
export function* customerRows(world: World): Generator<Row> {
  for (const c of eachCustomer(world)) {
    yield [c.guid, c.userId, 'individual', c.state, c.createdAt, later(c.createdAt, 70)];
  }
}

export const accountColumns = [
  'guid',
  'customer_guid',
  'type',
  'asset',
  'name',
  'state',
  'created_at',
  'updated_at',
];
export function* accountRows(world: World): Generator<Row> {
  for (const c of eachCustomer(world)) {
    for (const asset of assets) {
      const fiat = asset === 'CAD';
      yield [
        world.accountGuid(c.index, asset),
        c.guid,
        fiat ? 'fiat' : 'trading',
        asset,
        fiat ? 'CAD fiat account' : `${asset} trading account`,
        'created',
        c.createdAt,
        c.createdAt,
      ];
    }
  }
}

/** Balances stay 0: the seed writes no journal entries (see bench/README.md). */
export const ledgerAccountColumns = ['code', 'kind', 'asset', 'account_guid', 'allow_negative'];
export function* ledgerAccountRows(world: World): Generator<Row> {
  for (let index = 0; index < world.sizes.customers; index += 1) {
    for (const asset of assets) {
      const guid = world.accountGuid(index, asset);
      yield [`customer:${guid}`, 'customer', asset, guid, false];
    }
  }
}

export const verificationColumns = [
  'guid',
  'customer_guid',
  'type',
  'method',
  'state',
  'outcome',
  'failure_codes',
  'inquiry_id',
  'expires_at',
  'submitted_at',
  'decided_at',
  'created_at',
  'updated_at',
];
export function* verificationRows(world: World): Generator<Row> {
  for (const c of eachCustomer(world)) {
    if (c.standing === 'new') continue;
    const guid = world.hasher.guid(guidKind.verification, c.index);
    const opened = later(c.createdAt, 10);
    const submitted = c.standing === 'waiting' ? null : later(opened, 30);
    const decided = submitted === null || c.standing === 'reviewing' ? null : submitted;
    const outcome = decided === null ? null : c.standing === 'rejected' ? 'failed' : 'passed';
    const state =
      outcome !== null ? 'completed' : c.standing === 'reviewing' ? 'reviewing' : 'pending';
    yield [
      guid,
      c.guid,
      'kyc',
      'id_and_selfie',
      state,
      outcome,
      outcome === 'failed' ? '["id_check_failure"]' : null,
      `inq_${guid.slice(0, 24)}`,
      later(opened, 30 * 24 * 60),
      submitted,
      decided,
      opened,
      decided ?? submitted ?? opened,
    ];
  }
}

export const answerColumns = ['verification_guid', 'step', 'ciphertext', 'saved_at'];
/** The identity, address and tax steps (the ones search and the customer page read). */
export function* answerRows(world: World, encryption: FieldEncryption): Generator<Row> {
  for (const c of eachCustomer(world)) {
    if (c.standing === 'new') continue;
    const guid = world.hasher.guid(guidKind.verification, c.index);
    const saved = later(c.createdAt, 20);
    const p = c.person;
    const identity = { name: { first: p.first, last: p.last }, date_of_birth: p.dateOfBirth };
    yield [guid, 'identity', encryption.encrypt(JSON.stringify(identity)), saved];
    if (c.standing === 'waiting') continue;
    const address = {
      address: {
        street: p.street,
        city: p.city,
        subdivision: p.province,
        postal_code: p.postalCode,
        country_code: 'CA',
      },
      phone_number: p.phone,
    };
    yield [guid, 'address', encryption.encrypt(JSON.stringify(address)), saved];
    yield [guid, 'tax', encryption.encrypt(JSON.stringify({ sin: p.sin })), saved];
  }
}

export const identityColumns = [
  'customer_guid',
  'investor_category',
  'province',
  'sin_index',
  'verified_at',
  'updated_at',
];
/** What submitting an application records (kyc-flow's `recordClaim`), verified or not. */
export function* identityRows(world: World, blindIndex: BlindIndex): Generator<Row> {
  for (const c of eachCustomer(world)) {
    if (c.standing === 'new' || c.standing === 'waiting') continue;
    const submitted = later(c.createdAt, 40);
    const verified = c.standing === 'verified' || c.standing === 'frozen' ? submitted : null;
    yield [
      c.guid,
      'retail',
      c.person.province,
      blindIndex.of(SIN_INDEX, c.person.sin),
      verified,
      submitted,
    ];
  }
}
