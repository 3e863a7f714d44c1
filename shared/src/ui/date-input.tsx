// A date (or a date and time) typed part by part and shown DD/MM/YYYY in every language (customer-area §9): the kit's
// DateInput, whose code (Ark's and zag's machines, @internationalized/date) loads with the first field that shows
// one, so that the portal's start does not carry it. Until it has arrived, a box of the field's size shows the date.
import { Box, useFieldContext } from '@chakra-ui/react';
import { lazy, Suspense, type Ref, useDeferredValue } from 'react';

export interface DateInputProps {
  /** `YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm` when `withTime`; '' when empty. */
  value: string;
  /** Called with a whole date only (or '' once every part is cleared): a half-typed date keeps the last one. */
  onChange: (value: string) => void;
  /** Hours and minutes after the date. */
  withTime?: boolean;
  /** The id of the visible label that names the field (the parts are a group named by it); by default the label of
   * the kit's `Field.Root` around it, whose invalid, required and disabled states it takes too. */
  labelledBy?: string;
  /** Ids of the field's helper and error texts. */
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** The hidden input's name, for a native form. */
  name?: string;
  onBlur?: () => void;
  /** With the time: the minutes' arrow keys move by this many minutes, onto its multiples (15: quarter hours). */
  minuteStep?: number;
  /** The field's handle: `focus()` puts the caret in its first part (a form showing an error, a panel's check). */
  ref?: Ref<DateInputHandle>;
}

/** What a date field offers its page through `ref`: react-hook-form's `field.ref` takes it as it is. */
export interface DateInputHandle {
  focus: () => void;
}

const DateInputPart = lazy(() =>
  import('./date-input-control').then((m) => ({ default: m.DateInputControl })),
);

/** The value as the field shows it (DD/MM/YYYY HH:mm), for the moment before the field's code has arrived. */
function shown(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?/.exec(value);
  if (!match) return '';
  const [, year, month, day, time] = match;
  return `${day}/${month}/${year}${time ? `, ${time}` : ''}`;
}

export function DateInput(ownProps: DateInputProps) {
  const field = useFieldContext() as ReturnType<typeof useFieldContext> | undefined;
  const props: DateInputProps = {
    labelledBy: field?.ids.label,
    invalid: field?.invalid,
    required: field?.required,
    disabled: field?.disabled,
    ...ownProps,
  };
  const fallback = (
    <Box
      aria-hidden
      height="10"
      px="2.5"
      borderWidth="1px"
      borderColor="border"
      rounded="l2"
      display="flex"
      alignItems="center"
      textStyle="sm"
    >
      {shown(props.value)}
    </Box>
  );
  // The kit's field (two state machines, its calendar's and its own, and a styled element per part) is mounted in a
  // render after the one that brought it: the click or key that showed a field (the consumption's curve type that
  // adds the time, a filter panel opened) is painted first, with this box in its place (issue 47 item 1). The box
  // takes no focus and no typing, so nothing typed in that moment is lost.
  const mounted = useDeferredValue(true, false);
  if (!mounted) return fallback;
  return (
    <Suspense fallback={fallback}>
      <DateInputPart {...props} />
    </Suspense>
  );
}
