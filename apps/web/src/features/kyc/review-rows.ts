import type { KycApplication } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../lib/format/date-time';
import type { FlowStep } from './flow-steps';

type Row = readonly [label: string, value: string];

/** What the review lists of each step: its answers in words, or that it is not answered yet. */
export function useReviewRows(application: KycApplication): [FlowStep, Row[]][] {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatCalendarDate(value, i18n.language);
  const yesNo = (value: boolean) => t(value ? 'kyc.declarations.yes' : 'kyc.declarations.no');
  const pending: Row[] = [[t('kyc.review.notAnswered'), '—']];
  const { identity, address, employment, tax, document, declarations, questionnaire } =
    application.steps;

  const rows: Record<Exclude<FlowStep, 'review'>, Row[] | null> = {
    identity: identity && [
      [
        t('kyc.review.name'),
        [identity.name.first, identity.name.middle, identity.name.last].filter(Boolean).join(' '),
      ],
      [t('kyc.review.dateOfBirth'), date(identity.date_of_birth)],
    ],
    address: address && [
      [
        t('kyc.review.address'),
        [
          address.address.street,
          address.address.street2,
          address.address.city,
          t(`kyc.provinces.${address.address.subdivision}`),
          address.address.postal_code,
        ]
          .filter(Boolean)
          .join(', '),
      ],
      [t('kyc.review.phone'), address.phone_number],
    ],
    employment: employment && [
      [t('kyc.review.occupation'), employment.occupation],
      [t('kyc.review.employer'), employment.employer],
    ],
    tax: tax && [[t('kyc.review.sin'), tax.sin_masked]],
    document: document && [
      [t('kyc.review.idType'), t(`kyc.idTypes.${document.type}`)],
      [t('kyc.review.idNumber'), document.number],
      [t('kyc.review.idExpiry'), date(document.expiration_date)],
      ...(document.issuing_subdivision
        ? [
            [
              t('kyc.review.issuingProvince'),
              t(`kyc.provinces.${document.issuing_subdivision}`),
            ] as const,
          ]
        : []),
      [t('kyc.review.files'), t('kyc.review.filesCount', { count: application.files.length })],
    ],
    declarations: declarations && [
      [t('kyc.declarations.politicallyExposed'), yesNo(declarations.politically_exposed)],
      [
        t('kyc.declarations.headOfOrganization'),
        yesNo(declarations.head_of_international_organization),
      ],
      [t('kyc.declarations.familyOrAssociate'), yesNo(declarations.pep_family_or_associate)],
      [t('kyc.declarations.thirdParty'), yesNo(declarations.acting_for_third_party)],
      ...(declarations.third_party_details
        ? [[t('kyc.declarations.thirdPartyDetails'), declarations.third_party_details] as const]
        : []),
    ],
    questionnaire: questionnaire && [
      [
        t('kyc.questionnaire.netIncome'),
        t(`kyc.questionnaire.options.${questionnaire.net_income}`),
      ],
      [
        t('kyc.questionnaire.financialAssets'),
        t(`kyc.questionnaire.options.${questionnaire.financial_assets}`),
      ],
      [
        t('kyc.questionnaire.netAssets'),
        t(`kyc.questionnaire.options.${questionnaire.net_assets}`),
      ],
      [
        t('kyc.questionnaire.cryptoExperience'),
        t(`kyc.questionnaire.options.${questionnaire.crypto_experience}`),
      ],
      [t('kyc.questionnaire.understandsVolatility'), yesNo(questionnaire.understands_volatility)],
      [t('kyc.questionnaire.canAffordLoss'), yesNo(questionnaire.can_afford_loss)],
    ],
  };
  return (Object.keys(rows) as Exclude<FlowStep, 'review'>[]).map((step) => [
    step,
    rows[step] ?? pending,
  ]);
}
