// The gas contract's detail (customer-area §2 "Gas contract detail. Similar sections, with pressure in bars, flow
// (hidden when the tariff name contains "3."), IBAN change, notification address change, online-invoice activation and
// a claim dialog"). The claim dialog is the cases remote's, through the `contract.claimDialog` slot. "Similar sections"
// include the contract's downloads (§1 "download contracts and contract reports"), as on the electricity detail.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContractDetail } from '@portal/shared/api-types';
import { useAuth } from '@portal/shared/auth';
import { formatBars } from '@portal/shared/format';
import { formatDate } from '@portal/shared/dates';
import { useScrollToHash } from '@portal/shared/routes';
import { useSetting } from '@portal/shared/settings';
import { Slot } from '@portal/shared/slots';
import { Button, HStack, ReadOnlyGuard, Stack, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { ContractDebtStatus } from '../../../components/contract-debt-status';
import { ContractStateChip } from '../../../components/contract-state-chip';
import { DataItems } from '../../../components/data-items';
import { SectionCard } from '../../../components/section-card';
import { editBlock } from '../../../lib/change-rules';
import { useChangeInvoiceDelivery } from '../api/contract-changes';
import { useContractDocumentDownload } from '../api/contract-documents';
import { AttachmentsSection } from './attachments-section';
import { ContactDataSection } from './contact-data-section';
import { ContractActionLayout } from './contract-action-layout';
import { useChangesSectionTitle } from './changes-title';
import { ContractDownloads } from './contract-downloads';
import { ContractDetailLayout } from './contract-detail-layout';
import { type ChangeDialogKey, CommunicationsLink, useRedirectDialog } from './contract-actions';
import { ContractSwitcher } from './contract-switcher';
import { CupsSection } from './cups-section';
import { IbanDialog } from './iban-dialog';
import { NotificationAddressDialog } from './notification-address-dialog';
import { useBlockedReason } from './blocked-reason';
import { useContractDetail } from './use-contract-detail';
import { useContractPartyItems } from './use-contract-party-items';
import { DETAIL_SECTION_IDS } from '../../../lib/detail-sections';

/** "flow (hidden when the tariff name contains "3.")". */
export function showsGasFlow(contract: Pick<ContractDetail, 'tariff'>): boolean {
  return !contract.tariff.name.includes('3.');
}

function GasDataSection({ contract }: { contract: ContractDetail }) {
  const { t } = useLingui();
  const party = useContractPartyItems(contract);
  return (
    <SectionCard title={t`Contract data`} id={DETAIL_SECTION_IDS.data}>
      <DataItems
        items={[
          { label: t`Contract number`, value: contract.name },
          { label: t`State`, value: <ContractStateChip contract={contract} withDebt={false} /> },
          { label: t`Debt`, value: <ContractDebtStatus contract={contract} /> },
          { label: t`Holder`, value: contract.owner_partner.name },
          ...party.fiscal,
          { label: t`Fiscal address`, value: contract.fiscal_address.full_address },
          { label: t`Tariff`, value: contract.tariff.name },
          {
            label: t`Pressure`,
            value: contract.pressio === null ? '' : formatBars(contract.pressio),
          },
          ...(showsGasFlow(contract)
            ? [{ label: t`Flow`, value: contract.caudal === null ? '' : String(contract.caudal) }]
            : []),
          { label: t`Signature date`, value: formatDate(contract.sign_date) },
          { label: t`Bank account`, value: contract.bank_account?.printable_iban ?? '' },
          ...party.payment,
          { label: t`Online invoice`, value: contract.invoice_online === true ? t`Active` : t`Not active` },
        ]}
      />
    </SectionCard>
  );
}

/** "online-invoice activation": gas sends invoice_online true (customer-area §7). */
function OnlineInvoiceActivation({ contract }: { contract: ContractDetail }) {
  const { t } = useLingui();
  const blockedReason = useBlockedReason(contract);
  const activate = useChangeInvoiceDelivery(contract.name, 'gas');
  if (contract.invoice_online === true) return null;
  return (
    <Stack gap="1">
      <ReadOnlyGuard>
        <Button
          variant="outline"
          size="sm"
          alignSelf="flex-start"
          disabled={Boolean(blockedReason) || activate.isPending}
          loading={activate.isPending}
          onClick={() => activate.mutate(true)}
        >
          {t`Activate the online invoice`}
        </Button>
      </ReadOnlyGuard>
      {blockedReason ? (
        <Text fontSize="sm" color="fg.muted">
          {blockedReason}
        </Text>
      ) : undefined}
      {activate.isError ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {t`The operation cannot be done now. Try again later.`}
        </Text>
      ) : undefined}
    </Stack>
  );
}

function GasActions({ contract }: { contract: ContractDetail }) {
  const title = useChangesSectionTitle();
  const ibanGasChange = useSetting('ibanGasChange');
  const addressChange = useSetting('notificacionAddressChange');
  const modifyInvoiceOnline = useSetting('modifyInvoiceOnline');
  const claims = useSetting('reclamATCContract');
  const remotes = useSetting('remotes');
  // customer-area §6 flag: hides the contract documents, the contract and its report.
  const canDownload = !useSetting('disableDownloadContractReport');
  const readOnly = useAuth((s) => s.readOnly);
  const [open, setOpen] = useState<ChangeDialogKey | 'claim'>();
  const contractDownload = useContractDocumentDownload('contract', contract.name);
  useRedirectDialog(contract.name, (action) => {
    // The home tile's "download" (customer-area §2), as on the electricity detail: a read-only session may download.
    if (action === 'download') {
      if (canDownload) void contractDownload.start();
      return;
    }
    if (readOnly) return;
    if (action === 'ibanChange' && ibanGasChange && !editBlock(contract, { requestKind: 'iban' }))
      setOpen('iban');
    if (action === 'notifAddrChange' && addressChange && !editBlock(contract)) setOpen('address');
  });
  const control = (key: ChangeDialogKey) => ({
    open: open === key,
    onOpenChange: (next: boolean) => setOpen(next ? key : undefined),
  });
  const hasClaims = claims && remotes.includes('mf_cases');
  return (
    <SectionCard title={title} id={DETAIL_SECTION_IDS.changes}>
      <ContractActionLayout>
        {ibanGasChange ? <IbanDialog contract={contract} {...control('iban')} /> : undefined}
        {addressChange ? (
          <NotificationAddressDialog contract={contract} {...control('address')} />
        ) : undefined}
        {modifyInvoiceOnline ? <OnlineInvoiceActivation contract={contract} /> : undefined}
        <CommunicationsLink contract={contract} />
        {hasClaims ? (
          <HStack>
            <ReadOnlyGuard>
              <Button variant="outline" size="sm" onClick={() => setOpen('claim')}>
                <Trans>File a complaint</Trans>
              </Button>
            </ReadOnlyGuard>
          </HStack>
        ) : undefined}
        {canDownload ? (
          <ContractDownloads contract={contract} contractDownload={contractDownload} />
        ) : undefined}
      </ContractActionLayout>
      {hasClaims ? (
        <Slot
          name="contract.claimDialog"
          props={{ contractName: contract.name, open: open === 'claim', onClose: () => setOpen(undefined) }}
        />
      ) : undefined}
    </SectionCard>
  );
}

export function GasContractDetailView({ contractName }: { contractName: string }) {
  const { t } = useLingui();
  const changesTitle = useChangesSectionTitle();
  const { contract, unready } = useContractDetail(contractName, 'gas');
  // The gas detail's sections, in their order on the page, for the sidebar's links (`sidebarContract`).
  const sections = [
    { id: DETAIL_SECTION_IDS.data, label: t`Contract data` },
    { id: DETAIL_SECTION_IDS.contact, label: t`Contact data` },
    { id: DETAIL_SECTION_IDS.changes, label: changesTitle },
    { id: DETAIL_SECTION_IDS.supplyPoint, label: t`Supply point (CUPS)` },
    { id: DETAIL_SECTION_IDS.attachments, label: t`Documents` },
  ];
  useScrollToHash(contract !== undefined);
  // Loading, not found, an error, or an electricity contract (sent to its own detail page).
  if (unready) return unready;
  return (
    <ContractDetailLayout sections={sections}>
      <ContractSwitcher kind="gas" current={contract.name} />
      <GasDataSection contract={contract} />
      <ContactDataSection contract={contract} />
      <GasActions contract={contract} />
      <CupsSection contract={contract} />
      <AttachmentsSection contract={contract} />
    </ContractDetailLayout>
  );
}
