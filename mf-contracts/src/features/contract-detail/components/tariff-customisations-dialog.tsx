// Tariff customisations (customer-area §2 "tariff customisations (double tariff, happy hours, happy day)"; §3; §7
// "GET/update contract/{id}/double-tariff/ with chosen period, GET contract/{id}/available-double-tariffs/; same pattern
// for happy hours (available-happy-hours) and happy day (available-happy-days)"; §8 "tariff customisation ... failures
// show a generic error panel"). Each one is chosen among its available options.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContractDetail, DoubleTariff, HappyDay, HappyHours } from '@portal/shared/api-types';
import { formatHourPeriod, formatMonthPeriod } from '@portal/shared/dates';
import {
  Button,
  ErrorPanel,
  Field,
  HStack,
  LoadingState,
  NativeSelect,
  Stack,
  Text,
} from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  customisationQueries,
  type CustomisationKind as Kind,
  useSaveCustomisation,
} from '../api/customisation-queries';
import { ContractChangeDialog } from './contract-change-dialog';
import type { ContractDialogProps } from './dialog-control';

function optionLabel(kind: Kind, option: DoubleTariff | HappyHours | HappyDay): string {
  if (kind === 'double-tariff') {
    const o = option as DoubleTariff;
    return formatMonthPeriod(
      { year: o.startYear, month: o.startMonth },
      { year: o.endYear, month: o.endMonth },
    );
  }
  if (kind === 'happy-hours') {
    const o = option as HappyHours;
    return formatHourPeriod(o.startHour, o.endHour);
  }
  return (option as HappyDay).label;
}

function CustomisationChoice<K extends Kind>({
  contract,
  kind,
  title,
}: {
  contract: ContractDetail;
  kind: K;
  title: string;
}) {
  const { t } = useLingui();
  const query = useQuery(customisationQueries.of(contract.id, kind));
  const [chosen, setChosen] = useState<string>();
  const [saved, setSaved] = useState(false);
  const save = useSaveCustomisation(contract, kind);
  if (query.isPending) return <LoadingState shape="form" label={t`Loading ${title}…`} />;
  if (query.isError)
    return <ErrorPanel title={t`${title} could not be loaded.`} onRetry={() => void query.refetch()} />;
  const { current, available } = query.data;
  const labels = available.map((o) => optionLabel(kind, o));
  const currentIndex = current ? labels.indexOf(optionLabel(kind, current)) : -1;
  const value = chosen ?? (currentIndex >= 0 ? String(currentIndex) : '');
  return (
    <Stack gap="2" as="section" aria-label={title}>
      <Field.Root>
        <Field.Label>{title}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value}
            onChange={(event) => {
              setSaved(false);
              setChosen(event.currentTarget.value);
            }}
          >
            <option value="">{t`None chosen`}</option>
            {labels.map((label, index) => (
              <option key={label} value={String(index)}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <HStack gap="3" wrap="wrap">
        <Button
          size="sm"
          colorPalette="primary"
          loading={save.isPending}
          disabled={value === '' || Number(value) === currentIndex || save.isPending}
          onClick={() => {
            const option = available[Number(value)];
            if (!option) return;
            save.mutate(option, {
              onSuccess: () => {
                setChosen(undefined);
                setSaved(true);
              },
            });
          }}
        >
          <Trans>Save</Trans>
        </Button>
        {saved ? (
          <Text role="status" fontSize="sm">
            <Trans>Saved.</Trans>
          </Text>
        ) : undefined}
      </HStack>
      {save.isError ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          <Trans>The operation cannot be done now. Try again later.</Trans>
        </Text>
      ) : undefined}
    </Stack>
  );
}

export function TariffCustomisationsDialog({ contract, open, onOpenChange }: ContractDialogProps) {
  const { t } = useLingui();
  // Each customisation is saved on its own, in the dialog: it stays open until the customer closes it.
  return (
    <ContractChangeDialog
      contract={contract}
      label={t`Tariff customisations`}
      change="tariffCustomisation"
      open={open}
      onOpenChange={onOpenChange}
    >
      {() => (
        <Stack gap="6">
          <CustomisationChoice contract={contract} kind="double-tariff" title={t`Double tariff`} />
          <CustomisationChoice contract={contract} kind="happy-hours" title={t`Happy hours`} />
          <CustomisationChoice contract={contract} kind="happy-day" title={t`Happy day`} />
        </Stack>
      )}
    </ContractChangeDialog>
  );
}
