// customer-area §4 "Move wizard: three steps (choose destination battery, set percentage, confirm) then a waiting
// step; Next is disabled until a battery is chosen"; "Changes are marked sending, then applied".
import { Plural, useLingui } from '@lingui/react/macro';
import { formatPercent } from '@portal/shared/format';
import { Button, FailureText, Stack, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useMoveBattery } from '../api/battery-mutations';
import { useCurrentShares } from '../api/use-current-shares';
import { batteryPercentage, moveBounds, moveDestinations } from '../battery-state';
import { moveDistribution } from '../percentage';
import { BatteryDialog, type BatteryChangeProps } from './battery-dialog';
import { NewDistribution } from './new-distribution';
import { SharesFailure } from './shares-failure';
import { PercentageSlider } from './percentage-slider';

export type MoveStep = 'destination' | 'percentage' | 'confirm' | 'waiting';
const STEPS: readonly MoveStep[] = ['destination', 'percentage', 'confirm'];

export function MoveBatteryWizard({
  contractName,
  batteries,
  battery,
  onClose,
  onApplied,
}: BatteryChangeProps) {
  const { t } = useLingui();
  const destinations = moveDestinations(batteries, battery);
  const bounds = moveBounds(battery);
  const [step, setStep] = useState<MoveStep>('destination');
  const [destination, setDestination] = useState<number | undefined>(undefined);
  const [amount, setAmount] = useState(bounds.min);
  const move = useMoveBattery(contractName);
  const origin = battery.bateria.name;
  const target = destinations.find((entry) => entry.bateria.id === destination)?.bateria.name ?? '';
  const index = STEPS.indexOf(step);
  const stepTitles: Record<MoveStep, string> = {
    destination: t`Destination battery`,
    percentage: t`Percentage to move`,
    confirm: t`Confirmation`,
    waiting: t`Sending…`,
  };

  const stepNumber = index + 1;
  const stepCount = STEPS.length;
  const stepTitle = stepTitles[step];

  // The confirmation's "now" and "after" start from the distribution as the API holds it (use-current-shares.ts).
  const shares = useCurrentShares(batteries, battery.id);
  const after = moveDistribution(shares.entries, battery.id, destination ?? -1, amount);

  const send = () => {
    if (destination === undefined) return;
    setStep('waiting');
    move.mutate(
      { entryId: battery.id, percentage: amount, destination },
      { onSuccess: onApplied, onError: () => setStep('confirm') },
    );
  };

  const body = () => {
    switch (step) {
      case 'destination':
        return (
          <fieldset>
            <legend>
              <Text as="span" fontWeight="medium">{t`Where do you want to move part of ${origin}?`}</Text>
            </legend>
            <Stack gap="2" mt="3">
              {destinations.map((entry) => (
                <label key={entry.id} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
                  <input
                    type="radio"
                    name={`move-destination-${battery.id}`}
                    value={entry.bateria.id}
                    checked={destination === entry.bateria.id}
                    onChange={() => setDestination(entry.bateria.id)}
                  />
                  {entry.bateria.name}
                </label>
              ))}
            </Stack>
          </fieldset>
        );
      case 'percentage':
        return (
          <PercentageSlider
            label={t`Percentage to move from ${origin} to ${target}`}
            value={amount}
            min={bounds.min}
            max={bounds.max}
            onChange={setAmount}
          />
        );
      case 'confirm':
        return (
          <Stack gap="3">
            {/* The move takes points of the contract's distribution, not a share of the origin battery's
                (issue 43 item 10): the sentence says so and the list shows the distribution it leaves. */}
            <Text>
              <Plural
                value={amount}
                one={`# point of the distribution will move from ${origin} to ${target}.`}
                other={`# points of the distribution will move from ${origin} to ${target}.`}
              />
            </Text>
            <NewDistribution
              lines={shares.entries.map((entry) => {
                const name = entry.bateria.name;
                const current = batteryPercentage(entry);
                const now = formatPercent(current);
                const next = formatPercent(after.get(entry.id) ?? current);
                return { id: entry.id, text: t`${name}: ${next} (now ${now})` };
              })}
            />
            <SharesFailure failed={shares.failed} onRetry={shares.retry} />
            {move.isError ? (
              <FailureText>{t`The operation cannot be done now. Try again later.`}</FailureText>
            ) : undefined}
          </Stack>
        );
      case 'waiting':
        return <Text role="status">{t`Sending…`}</Text>;
    }
  };

  const footer =
    step === 'waiting' ? (
      <Button loading loadingText={t`Sending…`} disabled>
        {t`Sending…`}
      </Button>
    ) : (
      <>
        {index > 0 ? (
          <Button variant="outline" onClick={() => setStep(STEPS[index - 1] ?? 'destination')}>
            {t`Back`}
          </Button>
        ) : (
          <Button variant="outline" onClick={onClose}>
            {t`Cancel`}
          </Button>
        )}
        {step === 'confirm' ? (
          <Button colorPalette="primary" onClick={send}>
            {t`Confirm`}
          </Button>
        ) : (
          <Button
            colorPalette="primary"
            // "Next is disabled until a battery is chosen".
            disabled={destination === undefined}
            onClick={() => {
              move.reset();
              setStep(STEPS[index + 1] ?? 'confirm');
            }}
          >
            {t`Next`}
          </Button>
        )}
      </>
    );

  return (
    <BatteryDialog open title={t`Move ${origin}`} onClose={onClose} busy={step === 'waiting'} footer={footer}>
      <Stack gap="4">
        {step === 'waiting' ? undefined : (
          <Text color="fg.muted" fontSize="sm">
            {t`Step ${stepNumber} of ${stepCount}: ${stepTitle}`}
          </Text>
        )}
        {body()}
      </Stack>
    </BatteryDialog>
  );
}
