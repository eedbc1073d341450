import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../../components/form/use-form';
import { formatForInput, formatUnits } from '../../../../lib/format/money';
import type { CodeSubject } from '../../../../lib/funding/crypto-otp-api';
import { useFundingStatusQuery } from '../../../../lib/funding/funding-api';
import { type TransferDetails, useFundingFlow } from '../../../../lib/funding/use-funding-flow';
import { useAccountsQuery } from '../../../../lib/platform/platform-api';
import { portfolioOf } from '../../../../lib/platform/portfolio';
import { readStoredCustomerSession } from '../../../../lib/session';
import { FundingProblemAlert } from '../../components/FundingProblemAlert';
import { OpenTransfers } from '../../components/OpenTransfers';
import { TransferResult } from '../../components/TransferResult';
import { checkWithdrawal, type WithdrawalInput, withdrawalFields } from '../withdrawal-input';
import { CadWithdrawalReview } from './CadWithdrawalReview';
import { RulesNote } from './RulesNote';
import { useCadDestination } from './use-cad-destination';
import { WithdrawalForm } from './WithdrawalForm';

const initial: WithdrawalInput = { rail: 'eft', bank: '', amount: '', question: '', answer: '' };

/**
 * What the code confirms: this quote and, for an EFT, the bank account it goes to, so the code
 * cannot send the money to another linked account.
 */
const subjectOf = (quoteGuid: string, details: TransferDetails | null): CodeSubject => {
  const bank = details?.external_bank_account_guid;
  return bank === undefined
    ? { withdrawal_reference: quoteGuid }
    : { withdrawal_reference: quoteGuid, external_bank_account_guid: bank };
};

/** The CAD the customer can withdraw: what their CAD account holds available; null while loading. */
function useAvailableCad(): bigint | null {
  const accounts = useAccountsQuery(undefined, { refetchOnMountOrArgChange: true });
  return accounts.data
    ? (portfolioOf(accounts.data, []).holdings.find((h) => h.asset === 'CAD')?.available ?? 0n)
    : null;
}

/**
 * The CAD part of /withdrawals: EFT or Interac e-Transfer — the form, its quote, a one-time
 * code, the transfer — with the holds and limits explained.
 */
export function CadWithdrawal() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const form = useForm(initial, withdrawalFields);
  const flow = useFundingFlow('withdrawal');
  const [details, setDetails] = useState<TransferDetails | null>(null);
  const status = useFundingStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const email = readStoredCustomerSession().email ?? '';
  const cad = useAvailableCad();
  const available =
    cad === null
      ? t('exchange.availableLoading')
      : t('funding.withdrawal.available', { amount: formatUnits(cad, 'CAD', language) });
  const { phase } = flow;
  const { party, statementOf } = useCadDestination(form.values, email);

  const quote = () => {
    const checked = checkWithdrawal(form.values, cad, t, language);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    setDetails(checked.details);
    void flow.requestQuote(checked.cents);
  };

  const send = (token: string) => {
    if (!details) return;
    void flow.submit({ ...details, confirmation_token: token });
  };

  const again = () => {
    flow.reset();
    form.reset('amount');
  };

  let step: React.ReactNode;
  if (phase.kind === 'done') {
    step = <TransferResult transfer={phase.transfer} onAgain={again} />;
  } else if (phase.kind === 'quoted' || phase.kind === 'submitting') {
    step = (
      <CadWithdrawalReview
        phase={phase}
        problem={flow.problem}
        party={party}
        subject={subjectOf(phase.quote.guid, details)}
        statement={statementOf(phase.quote.deliver_amount)}
        onSend={send}
        onBack={flow.reset}
      />
    );
  } else {
    step = (
      <WithdrawalForm
        form={form}
        email={email}
        available={available}
        busy={phase.kind === 'quoting'}
        problem={<FundingProblemAlert problem={flow.problem} />}
        onSubmit={quote}
        max={
          cad !== null && cad > 0n
            ? {
                amount: formatUnits(cad, 'CAD', language),
                // Funding has no fee: all that is available reaches the bank.
                use: () => form.change('amount')(formatForInput(cad, 'CAD', language)),
              }
            : undefined
        }
      />
    );
  }

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        {step}
        {status.data && <RulesNote holds={status.data.holds} />}
      </div>
      <OpenTransfers side="withdrawal" />
    </>
  );
}
