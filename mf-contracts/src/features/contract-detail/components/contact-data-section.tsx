import { useLingui } from '@lingui/react/macro';
import type { ContractDetail } from '@portal/shared/api-types';
import { DataItems } from '../../../components/data-items';
import { SectionCard } from '../../../components/section-card';
import { Text } from '@portal/shared/ui';

/** The contract's notification address and contact (e-mail, phone). */
export function ContactDataSection({ contract }: { contract: ContractDetail }) {
  const { t } = useLingui();
  const address = contract.notification_address;
  return (
    <SectionCard title={t`Contact data`}>
      {address ? (
        <DataItems
          items={[
            { label: t`Name`, value: address.name },
            { label: t`Notification address`, value: address.full_address },
            { label: t`E-mail`, value: address.email },
            { label: t`Phone`, value: address.mobile },
          ]}
        />
      ) : (
        <Text color="fg.muted">{t`This contract has no notification address.`}</Text>
      )}
    </SectionCard>
  );
}
