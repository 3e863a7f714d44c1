// The filter panel (customer-area §2 "Invoices"; §5 "Filters"; §9 operators): invoice number, a date range, an amount
// with an operator and the values of filter/params (contract, CUPS, supply address, tax ID). Applying writes them into the address (the list reads them from there, so a reload keeps
// them); numeric input keeps only digits, comma, period and minus; an invalid or empty date is ignored.
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  DateInput,
  type DateInputHandle,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
} from '@portal/shared/ui';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import {
  AMOUNT_OPERATORS,
  type AmountOperator,
  type InvoiceListFilters,
  parseAmount,
  stripNumericInput,
  validFilterDate,
  VALUE_FILTERS,
  type ValueFilterKey,
} from '../list-params';
import { dateReaders } from '../filter-dates';

export interface InvoiceFiltersProps {
  filters: InvoiceListFilters;
  onApply: (filters: InvoiceListFilters) => void;
  /** The values of filter/params offered for each value filter (none for multipoint invoices). */
  valueOptions?: Partial<Record<ValueFilterKey, readonly string[]>>;
}

function isAmountOperator(value: string): value is AmountOperator {
  return (AMOUNT_OPERATORS as readonly string[]).includes(value);
}

export function InvoiceFilters({ filters, onApply, valueOptions = {} }: InvoiceFiltersProps) {
  const { t } = useLingui();
  const idPrefix = useId();
  const [values, setValues] = useState<Partial<Record<ValueFilterKey, string>>>(() =>
    Object.fromEntries(VALUE_FILTERS.map(({ key }) => [key, filters[key]]).filter(([, value]) => value)),
  );
  const offered = VALUE_FILTERS.filter(({ key }) => (valueOptions[key]?.length ?? 0) > 0);
  const valueLabels: Record<ValueFilterKey, string> = {
    contract: t`Contract`,
    cups: t`CUPS`,
    address: t`Supply address`,
    vat: t`Tax ID`,
  };
  const [number, setNumber] = useState(filters.number ?? '');
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const [operator, setOperator] = useState<AmountOperator>(filters.amountOperator ?? '=');
  const [amount, setAmount] = useState(filters.amount ?? '');
  const toField = useRef<DateInputHandle>(null);

  // Dates the wrong way round would only say "no invoices": the end date says why, and nothing is applied.
  const validFrom = validFilterDate(from, dateReaders);
  const validTo = validFilterDate(to, dateReaders);
  const reversed = validFrom !== undefined && validTo !== undefined && validTo < validFrom;
  const apply = () => {
    if (reversed) {
      toField.current?.focus();
      return;
    }
    onApply({
      ...(number.trim() ? { number: number.trim() } : {}),
      ...(validFrom ? { from: validFrom } : {}),
      ...(validTo ? { to: validTo } : {}),
      // An amount that is not a number ("-", ",") is ignored, as an invalid date is.
      ...(parseAmount(amount) !== undefined ? { amount, amountOperator: operator } : {}),
      ...Object.fromEntries(Object.entries(values).filter(([, value]) => value)),
    });
  };
  const applyOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    // A text field, or a part of a date (a spinbutton).
    const target = event.target;
    const field =
      target instanceof HTMLInputElement ||
      (target instanceof HTMLElement && target.getAttribute('role') === 'spinbutton');
    if (event.key === 'Enter' && field) {
      event.preventDefault();
      apply();
    }
  };
  const clear = () => {
    setNumber('');
    setFrom('');
    setTo('');
    setOperator('=');
    setAmount('');
    setValues({});
    onApply({});
  };

  const operatorLabels: Record<AmountOperator, string> = {
    '=': t`equal to`,
    '<': t`less than`,
    '>': t`greater than`,
    '>=': t`greater than or equal to`,
    '<=': t`less than or equal to`,
  };

  /** A labelled date of the panel (DD/MM/YYYY, typed part by part), its value (YYYY-MM-DD) kept in `value`. */
  const dateField = (
    key: 'from' | 'to',
    label: string,
    value: string,
    onChange: (value: string) => void,
    error?: string,
  ) => (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <DateInput
        value={value}
        onChange={onChange}
        ref={key === 'to' ? toField : undefined}
        describedBy={error === undefined ? undefined : `${idPrefix}-${key}-error`}
      />
      {error === undefined ? undefined : (
        <Field.ErrorText id={`${idPrefix}-${key}-error`}>{error}</Field.ErrorText>
      )}
    </Field.Root>
  );

  return (
    // Not a <form>: applying changes the address in a transition, and a form submit would hand React a FormData of it.
    // Enter in any field applies, as a form would.
    <Stack role="search" aria-label={t`Filter the invoices`} gap="3" onKeyDown={applyOnEnter}>
      {/* Four columns from 1,024 px, the last wider: the amount's cell holds its operator and its number side by side. */}
      <SimpleGrid
        templateColumns={{
          base: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr)) minmax(0, 1.6fr)',
        }}
        gap="3"
      >
        <Field.Root>
          <Field.Label htmlFor={`${idPrefix}-number`}>{t`Invoice number`}</Field.Label>
          <Input
            id={`${idPrefix}-number`}
            value={number}
            onChange={(event) => setNumber(event.currentTarget.value)}
          />
        </Field.Root>
        {dateField('from', t`Date from`, from, setFrom)}
        {dateField(
          'to',
          t`Date to`,
          to,
          setTo,
          reversed ? t`The end date cannot be before the start date` : undefined,
        )}
        <Field.Root>
          <Field.Label htmlFor={`${idPrefix}-amount`}>{t`Amount (€)`}</Field.Label>
          <HStack gap="2">
            {/* The operator takes at most 60 % of the cell, the number the rest: in a quarter of the page (four
                columns from 1,024 px) the full operator labels pushed the number out of its cell. */}
            <NativeSelect.Root size="md" width="auto" maxW="60%" flexShrink={0}>
              <NativeSelect.Field
                aria-label={t`Amount comparison`}
                value={operator}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  if (isAmountOperator(value)) setOperator(value);
                }}
              >
                {AMOUNT_OPERATORS.map((op) => (
                  <option key={op} value={op}>
                    {`${op} (${operatorLabels[op]})`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Input
              id={`${idPrefix}-amount`}
              flex="1"
              minW="0"
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(stripNumericInput(event.currentTarget.value))}
            />
          </HStack>
        </Field.Root>
        {offered.map(({ key }) => (
          <Field.Root key={key}>
            <Field.Label htmlFor={`${idPrefix}-${key}`}>{valueLabels[key]}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                id={`${idPrefix}-${key}`}
                value={values[key] ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((current) => ({ ...current, [key]: value || undefined }));
                }}
              >
                <option value="">{t`All`}</option>
                {valueOptions[key]?.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ))}
      </SimpleGrid>
      <HStack gap="2">
        <Button type="button" size="sm" colorPalette="primary" onClick={apply}>
          {t`Apply filters`}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={clear}>
          {t`Clear filters`}
        </Button>
      </HStack>
    </Stack>
  );
}
