// The title of a contract detail's changes card, electricity and gas alike (and its link in the sidebar): it names
// the downloads only while the card offers them (customer-area §6 `disableDownloadContractReport` hides them).
import { useLingui } from '@lingui/react/macro';
import { useSetting } from '@portal/shared/settings';

export function useChangesSectionTitle(): string {
  const { t } = useLingui();
  const disableDownload = useSetting('disableDownloadContractReport');
  return disableDownload ? t`Changes` : t`Changes and downloads`;
}
