// The electricity contract's sections below its first screen (customer-area §2 "Contract detail"): contact data,
// actions, supply point, services, the consumption slot and the attachments. Loaded apart from the page's first
// screen (the detail view's lazy import: decision 009); a link to one of these sections scrolls once they
// are here.
import type { ContractDetail } from '@portal/shared/api-types';
import { useScrollToHash } from '@portal/shared/routes';
import { Slot } from '@portal/shared/slots';
import { NearViewport } from '@portal/shared/ui';
import { AttachmentsSection } from './attachments-section';
import { ContactDataSection } from './contact-data-section';
import { ContractActions } from './contract-actions';
import { CupsSection } from './cups-section';
import { ServicesSection } from './services-section';

export interface ContractDetailRestProps {
  contract: ContractDetail;
}

export function ContractDetailRest({ contract }: ContractDetailRestProps) {
  useScrollToHash();
  return (
    <>
      <ContactDataSection contract={contract} />
      <ContractActions contract={contract} />
      <CupsSection contract={contract} />
      <ServicesSection contract={contract} />
      {/* Consumption and the virtual battery card, from their remote (absent when it is disabled), rendered when the
          reader comes near them: three screens down on a phone, with a chart library of their own (decision
          009). */}
      <NearViewport>
        <Slot
          name="contract.detail.sections"
          props={{ contractName: contract.name, contractType: 'electricity', contractId: contract.id }}
        />
      </NearViewport>
      <AttachmentsSection contract={contract} />
    </>
  );
}
