import {
  type customerProfileSchema,
  maskSin,
  type RevealedProfile,
  type revealedProfileSchema,
} from '@maple/contracts';
import type { z } from 'zod';
import type { CustomerService } from '../customers/customer.service.js';
import type { IdentityUser } from '../identity/identity.service.js';
import type { PersonalData } from '../kyc/kyc.service.js';

/**
 * The customer page's profile: personal data (docs/product/identity-verification.md: date of birth,
 * address, phone, SIN, ID number) masked to what tells two records apart; `revealedProfile` shows
 * it in full.
 */

type Profile = z.output<typeof customerProfileSchema>;
type Customer = Awaited<ReturnType<CustomerService['find']>>;

const lastOf = (text: string, count: number) => text.slice(Math.max(0, text.length - count));

/** The part of a person's data a staff member reads without revealing it. */
type Identity = { investorCategory: string | null; province: string | null } | undefined;

export function profileModel(
  customer: Customer,
  user: IdentityUser,
  identity: Identity,
  data: PersonalData | undefined,
): Profile {
  const name = data?.identity?.name;
  const address = data?.address;
  return {
    guid: customer.guid,
    state: customer.state,
    state_before_freeze: customer.state_before_freeze,
    email: user.email,
    email_verified: user.email_verified_at !== null,
    display_name: user.display_name,
    language: user.language,
    created_at: customer.created_at.toISOString(),
    legal_name: name ? [name.first, name.middle, name.last].filter(Boolean).join(' ') : null,
    investor_category: identity?.investorCategory ?? null,
    province: identity?.province ?? address?.address.subdivision ?? null,
    date_of_birth_masked: data?.identity ? '****-**-**' : null,
    address_masked: address ? `***, ${address.address.subdivision}` : null,
    phone_masked: address ? `*** *** **${lastOf(address.phone_number, 2)}` : null,
    sin_masked: data?.tax ? maskSin(data.tax.sin) : null,
    id_document_masked: data?.document
      ? `${data.document.type} ***${lastOf(data.document.number, 3)}`
      : null,
  };
}

export function revealedProfile(
  data: PersonalData | undefined,
): z.output<typeof revealedProfileSchema> {
  const address = data?.address;
  const place = address?.address;
  const revealed: RevealedProfile = {
    date_of_birth: data?.identity?.date_of_birth ?? null,
    address: place
      ? [place.street, place.street2, `${place.city} ${place.subdivision} ${place.postal_code}`]
          .filter(Boolean)
          .join(', ')
      : null,
    phone: address?.phone_number ?? null,
    sin: data?.tax
      ? `${data.tax.sin.slice(0, 3)} ${data.tax.sin.slice(3, 6)} ${data.tax.sin.slice(6)}`
      : null,
    id_document: data?.document ? `${data.document.type} ${data.document.number}` : null,
    occupation: data?.employment
      ? `${data.employment.occupation}, ${data.employment.employer}`
      : null,
  };
  return revealed;
}
