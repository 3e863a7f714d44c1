// One document's download: GET contract/download_attachment/{id} (v2), saved under the server's file name (customer-area
// §7). "attachment download failures show ... a clickable error icon that resets" (§8).
import { Trans, useLingui } from '@lingui/react/macro';
import { downloadFile } from '@portal/shared/http';
import { Button } from '@portal/shared/ui';
import { useState } from 'react';

export function AttachmentDownloadButton({ id, name }: { id: number; name: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'downloading' | 'failed'>('idle');
  if (state === 'failed') {
    return (
      <Button size="xs" variant="ghost" color="fg.error" onClick={() => setState('idle')}>
        {t`Download failed: reset`}
      </Button>
    );
  }
  return (
    <Button
      size="xs"
      variant="outline"
      loading={state === 'downloading'}
      aria-label={t`Download ${name}`}
      onClick={() => {
        setState('downloading');
        downloadFile(`contract/download_attachment/${id}`, { version: 2 }).then(
          () => setState('idle'),
          () => setState('failed'),
        );
      }}
    >
      <Trans>Download</Trans>
    </Button>
  );
}
