// The contract's documents (customer-area §1 "download contracts and contract reports"): GET contracts/{name}/pdf/
// and contracts/{name}/report/ (v2), each saved under the server's file name, as a mutation with its own state.
import { downloadFile } from '@portal/shared/http';
import { useMutation } from '@tanstack/react-query';

export type ContractDocument = 'contract' | 'report';

/** The call of each document (v2). */
export function contractDocumentPath(document: ContractDocument, contractName: string): string {
  const name = encodeURIComponent(contractName);
  return document === 'contract' ? `contracts/${name}/pdf/` : `contracts/${name}/report/`;
}

export type DownloadState = 'idle' | 'downloading' | 'failed';

export interface DocumentDownload {
  state: DownloadState;
  /** Starts the download; ignored while one is under way. */
  start: () => Promise<void>;
}

/** A document's download as a mutation, the way the portal's other downloads go (curves, batteries). */
export function useContractDocumentDownload(
  document: ContractDocument,
  contractName: string,
): DocumentDownload {
  const mutation = useMutation({
    mutationFn: () => downloadFile(contractDocumentPath(document, contractName), { version: 2 }),
  });
  const state: DownloadState = mutation.isPending ? 'downloading' : mutation.isError ? 'failed' : 'idle';
  return {
    state,
    start: async () => {
      if (mutation.isPending) return;
      await mutation.mutateAsync().catch(() => undefined); // The failure is the 'failed' state.
    },
  };
}
