// What the modify and move dialogs say when the API's current distribution could not be read (use-current-shares.ts):
// the preview goes on from the card's figures, with a retry.
import { useLingui } from '@lingui/react/macro';
import { ErrorPanel } from '@portal/shared/ui';

export function SharesFailure({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useLingui();
  if (!failed) return undefined;
  return (
    <ErrorPanel
      title={t`The current distribution could not be checked.`}
      message={t`The preview starts from the percentages shown on the contract.`}
      onRetry={onRetry}
    />
  );
}
