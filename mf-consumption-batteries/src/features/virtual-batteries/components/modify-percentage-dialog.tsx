// customer-area §4 "Modify-percentage dialog: a 0 to 100 slider with a preview of the new distribution; confirm is
// disabled while waiting or when unchanged; on error the value resets"; "Changes are marked sending, then applied".
// The preview spreads the rest over the other batteries as the API holds them now (use-current-shares.ts).
import { useLingui } from '@lingui/react/macro';
import { formatPercent } from '@portal/shared/format';
import { Button, FailureText, Stack, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useChangePercentage } from '../api/battery-mutations';
import { useCurrentShares } from '../api/use-current-shares';
import { batteryPercentage } from '../battery-state';
import { previewDistribution } from '../percentage';
import { BatteryDialog, type BatteryChangeProps } from './battery-dialog';
import { NewDistribution } from './new-distribution';
import { SharesFailure } from './shares-failure';
import { PercentageSlider } from './percentage-slider';

export function ModifyPercentageDialog({
  contractName,
  batteries,
  battery,
  onClose,
  onApplied,
}: BatteryChangeProps) {
  const { t } = useLingui();
  const current = batteryPercentage(battery);
  const [value, setValue] = useState(current);
  const change = useChangePercentage(contractName);
  const shares = useCurrentShares(batteries, battery.id);
  const preview = previewDistribution(shares.entries, battery.id, value);
  const name = battery.bateria.name;

  const confirm = () => {
    change.mutate(
      { entryId: battery.id, percentage: value },
      {
        onSuccess: onApplied,
        // "on error the value resets".
        onError: () => setValue(current),
      },
    );
  };

  return (
    <BatteryDialog
      open
      title={t`Modify the percentage of ${name}`}
      onClose={onClose}
      busy={change.isPending}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={change.isPending}>
            {t`Cancel`}
          </Button>
          <Button
            colorPalette="primary"
            onClick={confirm}
            disabled={value === current || change.isPending}
            loading={change.isPending}
            loadingText={t`Sending…`}
          >
            {t`Confirm`}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <PercentageSlider
          label={t`Percentage of ${name}`}
          value={value}
          onChange={(next) => {
            change.reset();
            setValue(next);
          }}
          disabled={change.isPending}
        />
        <NewDistribution
          lines={batteries.map((entry) => ({
            id: entry.id,
            text: `${entry.bateria.name}: ${formatPercent(preview.get(entry.id) ?? 0)}`,
          }))}
        />
        <SharesFailure failed={shares.failed} onRetry={shares.retry} />
        {change.isPending ? <Text role="status">{t`Sending…`}</Text> : undefined}
        {change.isError ? (
          <FailureText>{t`The operation cannot be done now. Try again later.`}</FailureText>
        ) : undefined}
      </Stack>
    </BatteryDialog>
  );
}
