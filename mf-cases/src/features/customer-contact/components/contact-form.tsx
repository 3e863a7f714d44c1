import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CaseSent } from '../../../components/case-sent';
import { SignedCaseForm, type ContractAction } from '../../../components/signed-case-form';
import { AUTOLECTURES_CATEGORY } from '../../../lib/case-files';
import { createdCaseQuery } from '../api/create-contact-case';

/** The page's create-complaint action, given the chosen contract (undefined until one is chosen). */
export type ComplaintAction = ContractAction;

function ContactSent({ id }: { id: number }) {
  const { t } = useLingui();
  const number = useQuery(createdCaseQuery(id));
  const caseNumber = number.data ?? String(id);
  return (
    <CaseSent
      id={id}
      title={t`Your message has been sent.`}
      // Said once, when known: the number (CAS-…), or the id if the case cannot be read.
      description={number.isPending ? undefined : t`Your case number is ${caseNumber}.`}
      backLabel={t`Go to my requests`}
    />
  );
}

export interface CustomerContactFormProps {
  /** Opened with `?autolectures=true` (a send-readings button): no category picker, the category is 20. */
  autolectures: boolean;
  /** The create-complaint action (the page's complaint dialog), shown under the contract. */
  complaintAction?: ComplaintAction;
}

/**
 * The customer contact form (customer-area §2 "Customer contact"): the signed-in case form (contract, category,
 * subject, description and 1 to 6 files, §5 "Contact form"). Once sent, the case number and the way to it.
 */
export function CustomerContactForm({ autolectures, complaintAction }: CustomerContactFormProps) {
  const { t } = useLingui();
  return (
    <SignedCaseForm
      label={autolectures ? t`Send your meter readings` : t`Contact customer service`}
      submitLabel={t`Send`}
      noContracts={{
        title: t`You have no contracts to write to us about.`,
        description: t`Each message to customer service is about one of your contracts.`,
      }}
      presetCategory={autolectures ? AUTOLECTURES_CATEGORY : undefined}
      contractAction={complaintAction}
      sent={(id) => <ContactSent id={id} />}
    />
  );
}
