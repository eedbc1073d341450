import type { KycApplication, KycQuestionnaire } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../lib/format/date-time';
import type { FlowStep } from './flow-steps';

type Row = readonly [label: string, value: string];
type Steps = KycApplication['steps'];
type Choice = KycQuestionnaire[
  | 'net_income'
  | 'financial_assets'
  | 'net_assets'
  | 'crypto_experience'];
type Words = { t: TFunction; date: (value: string) => string; yesNo: (value: boolean) => string };

function personRows({ identity }: Steps, { t, date }: Words): Row[] | null {
  if (!identity) return null;
  const { first, middle, last } = identity.name;
  return [
    [t('kyc.review.name'), [first, middle, last].filter(Boolean).join(' ')],
    [t('kyc.review.dateOfBirth'), date(identity.date_of_birth)],
  ];
}

function addressRows({ address }: Steps, { t }: Words): Row[] | null {
  if (!address) return null;
  const { street, street2, city, subdivision, postal_code } = address.address;
  const province = t(`kyc.provinces.${subdivision}`);
  return [
    [
      t('kyc.review.address'),
      [street, street2, city, province, postal_code].filter(Boolean).join(', '),
    ],
    [t('kyc.review.phone'), address.phone_number],
  ];
}

function documentRows(application: KycApplication, { t, date }: Words): Row[] | null {
  const document = application.steps.document;
  if (!document) return null;
  const issuer = document.issuing_subdivision;
  return [
    [t('kyc.review.idType'), t(`kyc.idTypes.${document.type}`)],
    [t('kyc.review.idNumber'), document.number],
    [t('kyc.review.idExpiry'), date(document.expiration_date)],
    ...(issuer ? [[t('kyc.review.issuingProvince'), t(`kyc.provinces.${issuer}`)] as const] : []),
    [t('kyc.review.files'), t('kyc.review.filesCount', { count: application.files.length })],
  ];
}

function declarationRows({ declarations }: Steps, { t, yesNo }: Words): Row[] | null {
  if (!declarations) return null;
  const details = declarations.third_party_details;
  return [
    [t('kyc.declarations.politicallyExposed'), yesNo(declarations.politically_exposed)],
    [
      t('kyc.declarations.headOfOrganization'),
      yesNo(declarations.head_of_international_organization),
    ],
    [t('kyc.declarations.familyOrAssociate'), yesNo(declarations.pep_family_or_associate)],
    [t('kyc.declarations.thirdParty'), yesNo(declarations.acting_for_third_party)],
    ...(details ? [[t('kyc.declarations.thirdPartyDetails'), details] as const] : []),
  ];
}

function questionnaireRows({ questionnaire }: Steps, { t, yesNo }: Words): Row[] | null {
  if (!questionnaire) return null;
  const option = (value: Choice) => t(`kyc.questionnaire.options.${value}`);
  return [
    [t('kyc.questionnaire.netIncome'), option(questionnaire.net_income)],
    [t('kyc.questionnaire.financialAssets'), option(questionnaire.financial_assets)],
    [t('kyc.questionnaire.netAssets'), option(questionnaire.net_assets)],
    [t('kyc.questionnaire.cryptoExperience'), option(questionnaire.crypto_experience)],
    [t('kyc.questionnaire.understandsVolatility'), yesNo(questionnaire.understands_volatility)],
    [t('kyc.questionnaire.canAffordLoss'), yesNo(questionnaire.can_afford_loss)],
  ];
}

/** What the review lists of each step: its answers in words, or that it is not answered yet. */
export function useReviewRows(application: KycApplication): [FlowStep, Row[]][] {
  const { t, i18n } = useTranslation();
  const words: Words = {
    t,
    date: (value) => formatCalendarDate(value, i18n.language),
    yesNo: (value) => t(value ? 'kyc.declarations.yes' : 'kyc.declarations.no'),
  };
  const { steps } = application;
  const rows: [FlowStep, Row[] | null][] = [
    ['identity', personRows(steps, words)],
    ['address', addressRows(steps, words)],
    [
      'employment',
      steps.employment && [
        [t('kyc.review.occupation'), steps.employment.occupation],
        [t('kyc.review.employer'), steps.employment.employer],
      ],
    ],
    ['tax', steps.tax && [[t('kyc.review.sin'), steps.tax.sin_masked]]],
    ['document', documentRows(application, words)],
    ['declarations', declarationRows(steps, words)],
    ['questionnaire', questionnaireRows(steps, words)],
  ];
  const pending: Row[] = [[t('kyc.review.notAnswered'), '—']];
  return rows.map(([step, found]) => [step, found ?? pending]);
}
