// Opting out of the cession of the supply point's data to third parties (customer-area §2 "SIPS cession"; §3
// "No-cession SIPS"; §4 "SIPS cession"; §7 POST contracts/{name}/no_cession_sips/; §8 "A 400 on the SIPS call shows the
// noCessionSelection error under the dialog").
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContractDetail } from '@portal/shared/api-types';
import { isHttpError } from '@portal/shared/http';
import { Button, HStack, Stack, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { sipsBlocked } from '../../../lib/change-rules';
import { serverMessage } from '../../../lib/server-messages';
import { useRequestNoCessionSips } from '../api/contract-changes';
import { ContractChangeDialog } from './contract-change-dialog';
import type { ContractDialogProps } from './dialog-control';

export function useSipsStateLabel(contract: ContractDetail): string {
  const { t } = useLingui();
  const sips = contract.no_cession_sips;
  if (sips.state === 'active') return t`Your data is not ceded`;
  if (sips.state === 'requested')
    return sips.waiting_for_signature
      ? t`Opt-out requested, waiting for your signature`
      : t`Opt-out requested`;
  return t`Your data may be ceded`;
}

/** The opt-out's explanation and its request; `done` closes the dialog or shows the signature notice. */
function SipsRequest({
  contractName,
  done,
}: {
  contractName: string;
  done: (waitingForSignature?: boolean) => void;
}) {
  const { t } = useLingui();
  const [error, setError] = useState<string>();
  const request = useRequestNoCessionSips(contractName);
  const send = async () => {
    setError(undefined);
    try {
      const result = await request.mutateAsync();
      // "if waiting_for_signature is true the dialog shows the signature process, otherwise it closes".
      done(result.waiting_for_signature);
    } catch (failure) {
      // "On failure the state returns to unactive": the request can be sent again.
      const fieldMessage = isHttpError(failure, 400) ? failure.errors.noCessionSelection : undefined;
      setError(
        fieldMessage
          ? serverMessage(fieldMessage)
          : isHttpError(failure) && serverMessage(failure.message) !== failure.message
            ? serverMessage(failure.message)
            : t`The operation cannot be done now. Try again later.`,
      );
    }
  };
  return (
    <Stack gap="4">
      <Text>
        <Trans>
          The supply point information system (SIPS) lets other retailers see your supply point&apos;s data.
          You can ask that your current data is not ceded to third parties.
        </Trans>
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button
          colorPalette="primary"
          loading={request.isPending}
          disabled={request.isPending}
          onClick={() => void send()}
        >
          <Trans>Request the opt-out</Trans>
        </Button>
        <Button variant="outline" disabled={request.isPending} onClick={() => done()}>
          <Trans>Cancel</Trans>
        </Button>
      </HStack>
      {error ? (
        <Text role="alert" color="fg.error">
          {error}
        </Text>
      ) : undefined}
    </Stack>
  );
}

export function SipsDialog({ contract, open, onOpenChange }: ContractDialogProps) {
  const { t } = useLingui();
  const stateLabel = useSipsStateLabel(contract);
  return (
    <Stack gap="1">
      <Text fontSize="sm">
        <Trans>Data cession (SIPS): {stateLabel}</Trans>
      </Text>
      <ContractChangeDialog
        contract={contract}
        label={t`Opt out of the SIPS data cession`}
        change="noCessionSips"
        blockOptions={{ needsAtr: true }}
        changeBlockedReason={sipsBlocked(contract) ? stateLabel : undefined}
        signatureNotice={{
          title: <Trans>Your opt-out has been requested and is waiting for your signature.</Trans>,
          text: (
            <Trans>
              You will receive an e-mail with the document to sign. Your data stops being ceded once it is
              signed.
            </Trans>
          ),
        }}
        open={open}
        onOpenChange={onOpenChange}
      >
        {(done) => <SipsRequest contractName={contract.name} done={done} />}
      </ContractChangeDialog>
    </Stack>
  );
}
