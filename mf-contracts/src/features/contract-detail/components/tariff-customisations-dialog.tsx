// Tariff customisations (customer-area §2 "tariff customisations (double tariff, happy hours, happy day)"; §3; §7
// "GET/update contract/{id}/double-tariff/ with chosen period, GET contract/{id}/available-double-tariffs/; same pattern
// for happy hours (available-happy-hours) and happy day (available-happy-days)"; §8 "tariff customisation ... failures
// show a generic error panel"). Each one is chosen among its available options.
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AvailableCustomisationsResponse,
  ContractDetail,
  CustomisationResponse,
  DoubleTariff,
  HappyDay,
  HappyHours,
} from '@portal/shared/api-types';
import { formatHourPeriod, formatMonthPeriod } from '@portal/shared/format';
import { api } from '@portal/shared/http';
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
import { ChangeDialog } from '../../../components/change-dialog';
import { CONTRACTS_QUERY_KEY } from '../../../lib/contract-keys';
import { useContractMutation } from '../api/contract-changes';
import { useBlockedReason } from './blocked-reason';
import type { DialogControl } from './dialog-control';

type Kind = 'double-tariff' | 'happy-hours' | 'happy-day';
const AVAILABLE: Record<Kind, string> = {
  'double-tariff': 'available-double-tariffs',
  'happy-hours': 'available-happy-hours',
  'happy-day': 'available-happy-days',
};
type OptionOf<K extends Kind> = K extends 'double-tariff'
  ? DoubleTariff
  : K extends 'happy-hours'
    ? HappyHours
    : HappyDay;

export const customisationQueries = {
  all: (contractId: number) => [...CONTRACTS_QUERY_KEY, 'customisations', contractId] as const,
  of: <K extends Kind>(contractId: number, kind: K) => ({
    queryKey: [...customisationQueries.all(contractId), kind] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const [current, available] = await Promise.all([
        api.get<CustomisationResponse<OptionOf<K>>>(`contract/${contractId}/${kind}/`, { signal }),
        api.get<AvailableCustomisationsResponse<OptionOf<K>>>(`contract/${contractId}/${AVAILABLE[kind]}/`, {
          signal,
        }),
      ]);
      return { current: current.data, available: available.data };
    },
  }),
};

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
  const save = useContractMutation(contract.name, 'tariffCustomisation', (option: OptionOf<K>) =>
    api.put<CustomisationResponse<OptionOf<K>>>(`contract/${contract.id}/${kind}/`, { json: option }),
  );
  if (query.isPending) return <LoadingState label={t`Loading ${title}…`} />;
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

export function TariffCustomisationsDialog({
  contract,
  open,
  onOpenChange,
}: { contract: ContractDetail } & DialogControl) {
  const { t } = useLingui();
  const blockedReason = useBlockedReason(contract);
  return (
    <ChangeDialog
      label={t`Tariff customisations`}
      open={open}
      onOpenChange={onOpenChange}
      blockedReason={blockedReason}
    >
      <Stack gap="6">
        <CustomisationChoice contract={contract} kind="double-tariff" title={t`Double tariff`} />
        <CustomisationChoice contract={contract} kind="happy-hours" title={t`Happy hours`} />
        <CustomisationChoice contract={contract} kind="happy-day" title={t`Happy day`} />
      </Stack>
    </ChangeDialog>
  );
}
