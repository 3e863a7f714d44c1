// The changes a customer may request on an electricity contract (customer-area §2 "Edit dialogs open over the
// contract"), each behind its flag (§6), and the redirect action after login that opens one of them (§2 routing rules:
// powChange, ibanChange, download, notifAddrChange, noCesionSips; consumption goes to the hash).
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink, pathTo } from '@portal/shared/routes';
import type { ContractDetail } from '@portal/shared/api-types';
import { useAuth } from '@portal/shared/auth';
import type { ContractRedirectAction } from '@portal/shared/events';
import { useSetting } from '@portal/shared/settings';
import { Button } from '@portal/shared/ui';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { SectionCard } from '../../../components/section-card';
import { editBlock, sipsBlocked } from '../../../lib/change-rules';
import { takeRedirectAction, useRedirectAction } from '../../../lib/redirect-actions';
import { useChangesSectionTitle } from './changes-title';
import { useContractDocumentDownload } from '../api/contract-documents';
import { ContractActionLayout } from './contract-action-layout';
import { ContractDownloads } from './contract-downloads';
import { ElectronicNotificationDialog } from './electronic-notification-dialog';
import { IbanDialog } from './iban-dialog';
import { InvoiceDeliveryDialog } from './invoice-delivery-dialog';
import { NotificationAddressDialog } from './notification-address-dialog';
import { PowerDialog } from './power-dialog';
import { SipsDialog } from './sips-dialog';
import { TariffCustomisationsDialog } from './tariff-customisations-dialog';
import { DETAIL_SECTION_IDS } from '../../../lib/detail-sections';

export type ChangeDialogKey =
  | 'power'
  | 'iban'
  | 'address'
  | 'invoiceDelivery'
  | 'sips'
  | 'electronicNotification'
  | 'customisations';

// Each dialog renders again only when its own props change: opening or closing one leaves the others (a Chakra dialog
// each, with its state machine) as they are, instead of rendering all of them inside the click or the Escape (issue 47
// item 1).
const Power = memo(PowerDialog);
const Iban = memo(IbanDialog);
const Address = memo(NotificationAddressDialog);
const InvoiceDelivery = memo(InvoiceDeliveryDialog);
const Sips = memo(SipsDialog);
const ElectronicNotification = memo(ElectronicNotificationDialog);
const Customisations = memo(TariffCustomisationsDialog);

const DIALOG_KEYS: readonly ChangeDialogKey[] = [
  'power',
  'iban',
  'address',
  'invoiceDelivery',
  'sips',
  'electronicNotification',
  'customisations',
];

/** Which dialog a redirect action opens (download and consumption open none). */
export const REDIRECT_DIALOG: Partial<Record<ContractRedirectAction, ChangeDialogKey>> = {
  powChange: 'power',
  ibanChange: 'iban',
  notifAddrChange: 'address',
  noCesionSips: 'sips',
};

/** Whether `dialog` may open now on `contract` (flags, state, ATR, read-only): a redirect action opens only these. */
export function canOpen(
  dialog: ChangeDialogKey,
  contract: ContractDetail,
  flags: { power: boolean; iban: boolean; address: boolean; sips: boolean },
  readOnly: boolean,
): boolean {
  if (readOnly) return false;
  switch (dialog) {
    case 'power':
      return flags.power && !editBlock(contract, { needsAtr: true, requestKind: 'power' });
    case 'iban':
      return flags.iban && !editBlock(contract, { requestKind: 'iban' });
    case 'address':
      return flags.address && !editBlock(contract);
    case 'sips':
      return flags.sips && !sipsBlocked(contract);
    default:
      return !editBlock(contract);
  }
}

/** The contract's communications page (customer-area §2 "Contract communications"). */
export function CommunicationsLink({ contract }: { contract: ContractDetail }) {
  return (
    <Button asChild variant="outline" size="sm" alignSelf="flex-start" justifySelf="start">
      <RouterLink to={pathTo('contractCommunications', { contractId: String(contract.id) })}>
        <Trans>See the communications</Trans>
      </RouterLink>
    </Button>
  );
}

/** Runs `take` once with the redirect action waiting for this contract, when it arrives. */
export function useRedirectDialog(
  contractName: string,
  take: (action: ContractRedirectAction) => void,
): void {
  const redirect = useRedirectAction(contractName);
  const latest = useRef(take);
  latest.current = take;
  useEffect(() => {
    if (!redirect) return;
    takeRedirectAction();
    latest.current(redirect);
  }, [redirect]);
}

export function ContractActions({ contract }: { contract: ContractDetail }) {
  const powerChange = useSetting('powerChange');
  const ibanChange = useSetting('contract.ibanChange.enabled');
  const addressChange = useSetting('notificacionAddressChange');
  const noCesionSips = useSetting('noCesionSips');
  const modifyInvoiceOnline = useSetting('modifyInvoiceOnline');
  const electronicNotificationButton = useSetting('electronicNotificationButton');
  const disableDownload = useSetting('disableDownloadContractReport');
  const readOnly = useAuth((s) => s.readOnly);
  const [open, setOpen] = useState<ChangeDialogKey>();
  const contractDownload = useContractDocumentDownload('contract', contract.name);
  const changesTitle = useChangesSectionTitle();
  const flags = {
    power: powerChange,
    iban: ibanChange,
    address: addressChange,
    sips: noCesionSips,
  };
  // customer-area §6 flag: hides the contract documents, the contract and its report.
  const canDownload = !disableDownload;

  useRedirectDialog(contract.name, (action) => {
    if (action === 'download') {
      if (canDownload) void contractDownload.start();
      return;
    }
    const dialog = REDIRECT_DIALOG[action];
    if (dialog && canOpen(dialog, contract, flags, readOnly)) setOpen(dialog);
  });

  // One handler per dialog for the page's life, so that a memoised dialog sees the same props until it opens.
  const handlers = useMemo(
    () =>
      Object.fromEntries(
        DIALOG_KEYS.map((key) => [key, (next: boolean) => setOpen(next ? key : undefined)]),
      ) as Record<ChangeDialogKey, (open: boolean) => void>,
    [],
  );
  const control = (key: ChangeDialogKey) => ({ open: open === key, onOpenChange: handlers[key] });

  return (
    <SectionCard title={changesTitle} id={DETAIL_SECTION_IDS.changes}>
      <ContractActionLayout>
        {flags.power ? <Power contract={contract} {...control('power')} /> : undefined}
        {flags.iban ? <Iban contract={contract} {...control('iban')} /> : undefined}
        {flags.address ? <Address contract={contract} {...control('address')} /> : undefined}
        {modifyInvoiceOnline ? (
          <InvoiceDelivery contract={contract} {...control('invoiceDelivery')} />
        ) : undefined}
        {flags.sips ? <Sips contract={contract} {...control('sips')} /> : undefined}
        {electronicNotificationButton ? (
          <ElectronicNotification contract={contract} {...control('electronicNotification')} />
        ) : undefined}
        <Customisations contract={contract} {...control('customisations')} />
        <CommunicationsLink contract={contract} />
        {canDownload ? (
          <ContractDownloads contract={contract} contractDownload={contractDownload} />
        ) : undefined}
      </ContractActionLayout>
    </SectionCard>
  );
}
