// The contract's documents on its detail: customer-area §1 "download contracts and contract reports". The contract is
// GET contracts/{name}/pdf/ (§7); the report is the designed GET contracts/{name}/report/ (api/docs/contracts.md). Each
// is saved under the server's file name ("A missing content-disposition on a download fails silently", §8), has its
// own busy state and its own failure message (the generic error of the contract downloads), and both are hidden by
// `disableDownloadContractReport` (§6).
import { useLingui } from '@lingui/react/macro';
import type { ContractDetail } from '@portal/shared/api-types';
import { Button, Stack, Text } from '@portal/shared/ui';
import { useContractDocumentDownload, type DocumentDownload } from '../api/contract-documents';

function DocumentButton({
  download,
  label,
  failure,
}: {
  download: DocumentDownload;
  label: string;
  failure: string;
}) {
  const busy = download.state === 'downloading';
  return (
    <div>
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        loading={busy}
        onClick={() => void download.start()}
      >
        {label}
      </Button>
      {download.state === 'failed' ? (
        <Text role="alert" color="fg.error" fontSize="sm" mt="1">
          {failure}
        </Text>
      ) : undefined}
    </div>
  );
}

/** The two download buttons, side by side. `contract` is shared with the redirect action `download`. */
export function ContractDownloads({
  contract,
  contractDownload,
}: {
  contract: Pick<ContractDetail, 'name'>;
  contractDownload: DocumentDownload;
}) {
  const { t } = useLingui();
  const report = useContractDocumentDownload('report', contract.name);
  return (
    <Stack direction="row" gap="3" wrap="wrap" align="flex-start">
      <DocumentButton
        download={contractDownload}
        label={t`Download the contract`}
        failure={t`The contract could not be downloaded. Try again later.`}
      />
      <DocumentButton
        download={report}
        label={t`Download the contract report`}
        failure={t`The contract report could not be downloaded. Try again later.`}
      />
    </Stack>
  );
}
