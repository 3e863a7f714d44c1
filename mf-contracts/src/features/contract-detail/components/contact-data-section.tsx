import { useLingui } from '@lingui/react/macro';
import type { ContractDetail } from '@portal/shared/api-types';
import { Text } from '@portal/shared/ui';
import { DataItems } from '../../../components/data-items';
import { SectionCard } from '../../../components/section-card';
import { useBlockedReason } from './blocked-reason';
import { InlineContactField } from './inline-contact-field';
import { DETAIL_SECTION_IDS } from '../../../lib/detail-sections';

/** The contract's notification address and contact (e-mail, phone), the last two edited in place. */
export function ContactDataSection({ contract }: { contract: ContractDetail }) {
  const { t } = useLingui();
  const blockedReason = useBlockedReason(contract);
  const address = contract.notification_address;
  return (
    <SectionCard title={t`Contact data`} id={DETAIL_SECTION_IDS.contact}>
      {address ? (
        <DataItems
          items={[
            { label: t`Name`, value: address.name },
            { label: t`Notification address`, value: address.full_address },
            {
              label: t`E-mail`,
              value: (
                <InlineContactField
                  contractName={contract.name}
                  field="email"
                  label={t`E-mail`}
                  value={address.email}
                  blockedReason={blockedReason}
                />
              ),
            },
            {
              label: t`Phone`,
              value: (
                <InlineContactField
                  contractName={contract.name}
                  field="phone"
                  label={t`Phone`}
                  value={address.mobile}
                  blockedReason={blockedReason}
                />
              ),
            },
          ]}
        />
      ) : (
        <Text color="fg.muted">{t`This contract has no notification address.`}</Text>
      )}
    </SectionCard>
  );
}
