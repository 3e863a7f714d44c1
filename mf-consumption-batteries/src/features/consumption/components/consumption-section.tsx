import { Trans, useLingui } from '@lingui/react/macro';
import { isHttpError } from '@portal/shared/http';
import { useScrollToHash } from '@portal/shared/routes';
import { CONSUMPTION_SECTION_ID } from '@portal/shared/slots';
import {
  Box,
  Button,
  DateInput,
  EmptyState,
  ErrorPanel,
  FailureText,
  Field,
  Heading,
  LoadingState,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { startTransition, useId, useMemo, useState } from 'react';
import { consumptionQueries } from '../api/consumption-queries';
import { useDownloadCurve } from '../api/download-curve';
import {
  CONSUMPTION_TYPES,
  type ConsumptionType,
  type CurveRange,
  DEFAULT_CURVE_TYPE,
  defaultRange,
  type RangeProblem,
  rangeFor,
  rangeProblems,
  withTime,
} from '../curve-range';
import { CurveChart } from '../chart/curve-chart';
import { useUncovered } from '../lib/use-uncovered';
import { CurveTable } from './curve-table';

export interface ConsumptionSectionProps {
  contractId: number;
  contractName: string;
  contractType: 'electricity' | 'gas';
}

/**
 * The contract's consumption (customer-area §2 "Contract detail": consumption; §7 "Consumption"): the curve type,
 * the range, the values with their totals, and the download of the same range. Its root is `#consumption`, and the
 * detail opened at that hash scrolls to it (customer-area §2).
 */
export function ConsumptionSection({ contractId, contractName, contractType }: ConsumptionSectionProps) {
  const { t } = useLingui();
  const titleId = useId();
  const fieldId = useId();
  const [type, setType] = useState<ConsumptionType>(DEFAULT_CURVE_TYPE);
  const [range, setRange] = useState<CurveRange>(() => defaultRange(DEFAULT_CURVE_TYPE));
  // The last valid type and range, the ones the curve shows: they stay while a date is being typed.
  const [applied, setApplied] = useState({ type, range });
  const problems = rangeProblems(type, range);
  const valid = !problems.start && !problems.end;
  const available = contractType === 'electricity';
  const query = useQuery({
    ...consumptionQueries.curve(contractId, applied.type, applied.range),
    enabled: available,
  });
  const download = useDownloadCurve();

  useScrollToHash();

  const typeLabel: Record<ConsumptionType, string> = {
    monthly: t`Monthly`,
    daily: t`Daily`,
    hourly: t`Hourly`,
    'quarter-hourly': t`Quarter-hourly`,
  };
  const problemText = (problem: RangeProblem | undefined): string | undefined => {
    if (problem === 'invalid') return t`Enter a valid date.`;
    if (problem === 'afterEnd') return t`The start may not be after the end.`;
    if (problem === 'notQuarter') return t`Choose a time on the quarter hour (00, 15, 30 or 45 minutes).`;
    return undefined;
  };
  const changeRange = (nextType: ConsumptionType, nextRange: CurveRange) => {
    setType(nextType);
    setRange(nextRange);
    const nextProblems = rangeProblems(nextType, nextRange);
    // The fields show the choice in the interaction's own frame; taking down the chart and its table for the new
    // curve's loader is a transition, rendered after that frame (issue 47: an interaction lasts until its paint).
    if (!nextProblems.start && !nextProblems.end)
      startTransition(() => setApplied({ type: nextType, range: nextRange }));
    download.reset();
  };
  // Each type opens with its own range (a year of quarter-hours is not a sensible first view).
  const changeType = (next: ConsumptionType) => changeRange(next, rangeFor(next, defaultRange(next)));
  const unavailable =
    !available ||
    (query.isError && isHttpError(query.error, 404) && query.error.message === 'curve_not_available');

  // The chart and its table, rendered once per curve: the fields' own renders (a new type shown in its frame, a date
  // being typed) leave them as they are. A curve that arrives while a dialog covers the page waits for it to close
  // (useUncovered): its table and the chart's draw took hundreds of milliseconds under the dialog (issue 47 item 1).
  const answer = useMemo(
    () => (query.data ? { curve: query.data, updatedAt: query.dataUpdatedAt } : undefined),
    [query.data, query.dataUpdatedAt],
  );
  const shown = useUncovered(answer);
  const drawn = useMemo(
    () =>
      shown ? (
        <Stack gap="4">
          <CurveChart key={`chart-${shown.updatedAt}`} curve={shown.curve} />
          <CurveTable key={shown.updatedAt} curve={shown.curve} />
        </Stack>
      ) : undefined,
    [shown],
  );

  const content = () => {
    if (unavailable)
      return (
        <EmptyState icon="consumption" title={t`The consumption curve is not available for this contract.`} />
      );
    if (query.isError)
      return (
        <ErrorPanel title={t`The consumption could not be loaded.`} onRetry={() => void query.refetch()} />
      );
    if (!shown) return <LoadingState shape="chart" label={t`Loading the consumption…`} />;
    if (shown.curve.items.length === 0)
      return (
        <EmptyState
          icon="consumption"
          title={t`There is no consumption for this period.`}
          description={t`Choose another range or curve type.`}
        />
      );
    return drawn;
  };

  const dateField = (edge: 'start' | 'end') => {
    const problem = problemText(problems[edge]);
    return (
      <Field.Root invalid={Boolean(problem)}>
        <Field.Label>{edge === 'start' ? t`From` : t`To`}</Field.Label>
        <DateInput
          // A new field when the time comes or goes: the parts are the kit's state, laid out once.
          // In the same render as the type: a field swapped a frame later lost what was typed into it meanwhile, and
          // its focus. The new field shows its date in a box that takes no typing until its parts are mounted, a
          // render later (DateInput), so the key's frame does not wait for them.
          key={withTime(type) ? 'minute' : 'day'}
          withTime={withTime(type)}
          minuteStep={15}
          value={range[edge]}
          onChange={(value) => changeRange(type, { ...range, [edge]: value })}
          describedBy={problem ? `${fieldId}-${edge}-error` : undefined}
        />
        {problem ? <Field.ErrorText id={`${fieldId}-${edge}-error`}>{problem}</Field.ErrorText> : undefined}
      </Field.Root>
    );
  };

  return (
    <Box
      as="section"
      id={CONSUMPTION_SECTION_ID}
      aria-labelledby={titleId}
      borderWidth="1px"
      rounded="l3"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" size="lg" id={titleId} mb="1">
        {t`Consumption`}
      </Heading>
      <Text color="fg.muted" mb="4">
        <Trans>The energy of contract {contractName} by month, day, hour or quarter hour.</Trans>
      </Text>
      <Stack gap="4">
        {available ? (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
            <Field.Root>
              <Field.Label htmlFor={`${fieldId}-type`}>{t`Curve`}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  id={`${fieldId}-type`}
                  value={type}
                  onChange={(event) => changeType(event.currentTarget.value as ConsumptionType)}
                >
                  {CONSUMPTION_TYPES.map((option) => (
                    <option key={option} value={option}>
                      {typeLabel[option]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {dateField('start')}
            {dateField('end')}
          </SimpleGrid>
        ) : undefined}
        {content()}
        {available && shown && shown.curve.items.length > 0 ? (
          <Stack gap="2" align="flex-start">
            <Button
              variant="outline"
              size="sm"
              loading={download.isPending}
              disabled={!valid}
              onClick={() => download.mutate({ contractId, type: applied.type, range: applied.range })}
            >
              {t`Download the curve (CSV)`}
            </Button>
            {download.isError ? (
              <FailureText>{t`The curve could not be downloaded. Please try again later.`}</FailureText>
            ) : undefined}
          </Stack>
        ) : undefined}
      </Stack>
    </Box>
  );
}
