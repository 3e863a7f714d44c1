import { useLingui } from '@lingui/react/macro';
import { CaseSent } from '../../../components/case-sent';
import { SignedCaseForm } from '../../../components/signed-case-form';

/**
 * The new request (customer-area §2 "Create request"): the signed-in case form (contract, category, subject,
 * description and 1 to 6 files). Once sent, the way to the new request.
 */
export function RequestForm() {
  const { t } = useLingui();
  return (
    <SignedCaseForm
      label={t`New request`}
      submitLabel={t`Send request`}
      noContracts={{
        title: t`You have no contracts to make a request about.`,
        description: t`A request is about one of your contracts.`,
      }}
      sent={(id) => (
        <CaseSent id={id} title={t`Your request has been sent.`} backLabel={t`Back to my requests`} />
      )}
    />
  );
}
