import type { ReviewDetail } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type Fact, Facts } from '../../kit/Facts';
import { Section } from '../../kit/Section';
import { SinField } from './SinField';

type Answers = ReviewDetail['answers'];

const addressFacts = ({ address, phone_number }: NonNullable<Answers['address']>, t: TFunction) =>
  [
    [t('compliance.fields.street'), [address.street, address.street2].filter(Boolean).join(', ')],
    [t('compliance.fields.city'), address.city],
    [t('compliance.fields.province'), address.subdivision],
    [t('compliance.fields.postalCode'), address.postal_code],
    [t('compliance.fields.phone'), phone_number],
  ] as const satisfies readonly Fact[];

const documentFacts = (document: NonNullable<Answers['document']>, t: TFunction): Fact[] => [
  [t('compliance.fields.documentType'), t(`compliance.photoId.${document.type}`)],
  [t('compliance.fields.documentNumber'), document.number],
  [t('compliance.fields.expiry'), document.expiration_date],
  ...(document.issuing_subdivision
    ? [[t('compliance.fields.issuedBy'), document.issuing_subdivision] as const]
    : []),
];

/** A step the customer has not saved: said so, rather than an empty list. */
function Answered({ facts }: { facts: readonly Fact[] | null }) {
  const { t } = useTranslation();
  return facts ? <Facts facts={facts} /> : <p>{t('compliance.detail.notAnswered')}</p>;
}

/** Who the customer says they are: name, birth date, address, work, SIN and photo ID. */
export function IdentityAnswers({
  guid,
  answers,
  canReveal,
}: {
  guid: string;
  answers: Answers;
  canReveal: boolean;
}) {
  const { t } = useTranslation();
  const { identity, address, employment, sin_masked: sinMasked, document } = answers;
  const name = identity
    ? [identity.name.first, identity.name.middle, identity.name.last].filter(Boolean).join(' ')
    : '';
  return (
    <>
      <Section title={t('compliance.sections.identity')}>
        <Answered
          facts={
            identity && [
              [t('compliance.fields.name'), name],
              [t('compliance.fields.dateOfBirth'), identity.date_of_birth],
            ]
          }
        />
      </Section>
      <Section title={t('compliance.sections.address')}>
        <Answered facts={address && addressFacts(address, t)} />
      </Section>
      <Section title={t('compliance.sections.employment')}>
        <Answered
          facts={
            employment && [
              [t('compliance.fields.occupation'), employment.occupation],
              [t('compliance.fields.employer'), employment.employer],
            ]
          }
        />
      </Section>
      <Section title={t('compliance.sections.tax')}>
        <Answered
          facts={
            sinMasked !== null
              ? [
                  [
                    t('compliance.fields.sin'),
                    <SinField key="sin" guid={guid} masked={sinMasked} canReveal={canReveal} />,
                  ],
                ]
              : null
          }
        />
      </Section>
      <Section title={t('compliance.sections.document')}>
        <Answered facts={document && documentFacts(document, t)} />
      </Section>
    </>
  );
}
