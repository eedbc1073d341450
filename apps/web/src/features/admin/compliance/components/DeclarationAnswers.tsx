import type { ReviewDetail } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { type Fact, Facts } from '../../kit/Facts';
import { Section } from '../../kit/Section';
import { yesNo } from '../labels';

/** Declarations, the appropriateness questionnaire and, when asked for, enhanced due diligence. */
export function DeclarationAnswers({ review }: { review: ReviewDetail }) {
  const { t } = useTranslation();
  const { declarations, questionnaire, edd } = review.answers;
  const notAnswered = <p>{t('compliance.detail.notAnswered')}</p>;

  const declared: Fact[] | null = declarations && [
    [t('compliance.fields.politicallyExposed'), yesNo(declarations.politically_exposed, t)],
    [
      t('compliance.fields.headOfOrganization'),
      yesNo(declarations.head_of_international_organization, t),
    ],
    [t('compliance.fields.pepFamily'), yesNo(declarations.pep_family_or_associate, t)],
    [t('compliance.fields.thirdParty'), yesNo(declarations.acting_for_third_party, t)],
    ...(declarations.third_party_details
      ? [[t('compliance.fields.thirdPartyDetails'), declarations.third_party_details] as const]
      : []),
    [t('compliance.fields.riskAcknowledged'), yesNo(declarations.risk_statement_acknowledged, t)],
  ];

  const category = review.investor_category;
  const questioned: Fact[] | null = questionnaire && [
    [t('compliance.fields.netIncome'), t(`compliance.netIncome.${questionnaire.net_income}`)],
    [
      t('compliance.fields.financialAssets'),
      t(`compliance.financialAssets.${questionnaire.financial_assets}`),
    ],
    [t('compliance.fields.netAssets'), t(`compliance.netAssets.${questionnaire.net_assets}`)],
    [
      t('compliance.fields.cryptoExperience'),
      t(`compliance.cryptoExperience.${questionnaire.crypto_experience}`),
    ],
    [t('compliance.fields.understandsVolatility'), yesNo(questionnaire.understands_volatility, t)],
    [t('compliance.fields.canAffordLoss'), yesNo(questionnaire.can_afford_loss, t)],
    [
      t('compliance.fields.investorCategory'),
      category ? t(`compliance.investorCategory.${category}`) : '—',
    ],
  ];

  return (
    <>
      <Section title={t('compliance.sections.declarations')}>
        {declared ? <Facts facts={declared} /> : notAnswered}
      </Section>
      <Section title={t('compliance.sections.questionnaire')}>
        {questioned ? <Facts facts={questioned} /> : notAnswered}
      </Section>
      {edd && (
        <Section title={t('compliance.sections.edd')}>
          <Facts
            facts={[
              [
                t('compliance.fields.sourceOfFunds'),
                `${t(`compliance.source.${edd.source_of_funds}`)} — ${edd.source_of_funds_details}`,
              ],
              [
                t('compliance.fields.sourceOfWealth'),
                `${t(`compliance.source.${edd.source_of_wealth}`)} — ${edd.source_of_wealth_details}`,
              ],
              [
                t('compliance.fields.monthlyVolume'),
                t(`compliance.monthlyVolume.${edd.expected_monthly_volume}`),
              ],
            ]}
          />
        </Section>
      )}
    </>
  );
}
