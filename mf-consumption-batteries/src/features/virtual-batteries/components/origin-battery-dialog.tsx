// customer-area §4 "Moving is not offered for a battery marked as origin (a warning dialog with the organisation's
// email shows)".
import { Trans, useLingui } from '@lingui/react/macro';
import type { VirtualBattery } from '@portal/shared/api-types';
import { useSetting } from '@portal/shared/settings';
import { Button, Link, Text } from '@portal/shared/ui';
import { BatteryDialog } from './battery-dialog';

export interface OriginBatteryDialogProps {
  battery: VirtualBattery;
  onClose: () => void;
}

export function OriginBatteryDialog({ battery, onClose }: OriginBatteryDialogProps) {
  const { t } = useLingui();
  const email = useSetting('organization.email');
  const name = battery.bateria.name;
  return (
    <BatteryDialog
      open
      title={t`${name} cannot be moved`}
      onClose={onClose}
      footer={
        <Button colorPalette="primary" onClick={onClose}>
          {t`Close`}
        </Button>
      }
    >
      <Text role="alert">
        {email ? (
          <Trans>
            {name} is an origin battery, so it cannot be moved. To change it, write to{' '}
            <Link href={`mailto:${email}`} textDecoration="underline">
              {email}
            </Link>
            .
          </Trans>
        ) : (
          <Trans>{name} is an origin battery, so it cannot be moved. To change it, contact us.</Trans>
        )}
      </Text>
    </BatteryDialog>
  );
}
