// The kit's date input (Chakra's DateInput, on Ark and zag), loaded on demand by `DateInput` (date-input.tsx): a
// date typed part by part, shown DD/MM/YYYY (and HH:mm) whatever the browser's language (customer-area §9 "dates
// shown DD/MM/YYYY and sent YYYY-MM-DD"), each part's placeholder and name in the page's language.
import { DateInput as KitDateInput, type DateInputValueChangeDetails } from '@chakra-ui/react';
import { dateInputSlotRecipe } from '@chakra-ui/react/theme-parts/recipes/date-input.js';
import {
  type CalendarDate,
  CalendarDateTime,
  DateFormatter,
  parseDate,
  parseDateTime,
  type DateValue,
} from '@internationalized/date';
import { useLingui } from '@lingui/react/macro';
import { intlLocale } from '@portal/shared/format';
import { PORTAL_TIME_ZONE } from '@portal/shared/dates';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
} from 'react';
import { DateCalendar } from './date-calendar';
import type { DateInputProps } from './date-input';
import { parsePastedDate } from './pasted-date';

/** The order and separators of the spec's DD/MM/YYYY (HH:mm): Spain's numeric date, in every language. */
const DAY_FORMAT: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const MINUTE_FORMAT: Intl.DateTimeFormatOptions = {
  ...DAY_FORMAT,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

const PART_COLOURS = {
  _placeholderShown: { color: 'fg.muted' },
  '&[data-type=literal]': { color: 'fg.muted' },
};

/** `YYYY-MM-DD` (or `YYYY-MM-DDTHH:mm`) as the kit's value; undefined for an empty or malformed text. */
export function toDateValue(value: string, withTime: boolean): DateValue | undefined {
  if (!value) return undefined;
  try {
    return withTime ? parseDateTime(value) : parseDate(value.slice(0, 10));
  } catch {
    return undefined;
  }
}

/** The kit's value as the API writes it: `YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm` with the time. */
export function fromDateValue(date: DateValue, withTime: boolean): string {
  return date.toString().slice(0, withTime ? 16 : 10);
}

export function DateInputControl({
  value,
  onChange,
  withTime = false,
  labelledBy,
  describedBy,
  invalid,
  required,
  disabled,
  name,
  onBlur,
  ref,
  minuteStep,
}: DateInputProps) {
  const { t, i18n } = useLingui();
  const formatter = useMemo(
    () => new DateFormatter('es-ES', withTime ? MINUTE_FORMAT : DAY_FORMAT),
    [withTime],
  );
  const date = useMemo(() => toDateValue(value, withTime), [value, withTime]);
  const group = useRef<HTMLDivElement>(null);
  const focusFirstPart = () => group.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
  useImperativeHandle(ref, () => ({ focus: focusFirstPart }), []);
  // A click on the field's label puts the caret in its first part, as it does in a text field (the label names a
  // group, which a label's `for` cannot point at).
  useEffect(() => {
    const label = labelledBy ? document.getElementById(labelledBy) : null;
    if (!label) return;
    label.addEventListener('click', focusFirstPart);
    return () => label.removeEventListener('click', focusFirstPart);
  }, [labelledBy]);
  const kitValue = useMemo(() => (date ? [date] : []), [date]);
  const partName: Record<string, string> = {
    day: t`Day`,
    month: t`Month`,
    year: t`Year`,
    hour: t`Hour`,
    minute: t`Minute`,
  };
  const change = (details: DateInputValueChangeDetails) => {
    const next = details.value[0];
    onChange(next ? fromDateValue(next, withTime) : '');
  };
  // A day picked in the calendar keeps the time the field had (midnight when it had none).
  const pick = (day: CalendarDate) => {
    const time = date instanceof CalendarDateTime ? date : undefined;
    const picked = withTime
      ? new CalendarDateTime(day.year, day.month, day.day, time?.hour ?? 0, time?.minute ?? 0)
      : day;
    onChange(fromDateValue(picked, withTime));
  };
  // The arrows move the minutes by `minuteStep`, onto its multiples (the kit moves them by one; Home, End and typed
  // digits still reach any minute, which the caller's rule judges).
  const stepMinutes = (event: KeyboardEvent<HTMLDivElement>) => {
    const up = event.key === 'ArrowUp';
    if (!minuteStep || !(date instanceof CalendarDateTime) || (!up && event.key !== 'ArrowDown')) return;
    if (!(event.target instanceof HTMLElement) || event.target.dataset.type !== 'minute') return;
    event.preventDefault();
    event.stopPropagation();
    onChange(fromDateValue(date.cycle('minute', up ? minuteStep : -minuteStep, { round: true }), withTime));
  };
  // A pasted date fills every part, whether it was copied as the portal shows it (24/11/2026) or as the API writes it.
  const paste = (event: ClipboardEvent<HTMLDivElement>) => {
    const pasted = parsePastedDate(event.clipboardData.getData('text'), withTime);
    if (pasted === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    onChange(pasted);
  };
  return (
    <KitDateInput.Root
      recipe={dateInputSlotRecipe}
      locale={i18n.locale}
      timeZone={PORTAL_TIME_ZONE}
      granularity={withTime ? 'minute' : 'day'}
      formatter={formatter}
      value={kitValue}
      onValueChange={change}
      onFocusChange={({ focused }) => {
        if (!focused) onBlur?.();
      }}
      invalid={invalid}
      required={required}
      disabled={disabled}
      name={name}
    >
      <KitDateInput.Control position="relative" onKeyDownCapture={stepMinutes} onPasteCapture={paste}>
        <KitDateInput.Context>
          {(api) => (
            <KitDateInput.SegmentGroup
              ref={group}
              // Room for the calendar's button, which sits inside the field's box at its end.
              pe="10"
              aria-labelledby={labelledBy}
              aria-describedby={describedBy}
            >
              {api.getSegments().map((segment, index) => (
                <KitDateInput.Segment
                  key={index}
                  segment={segment}
                  // An empty part's placeholder (dd, mm, yyyy) and the separators are read: the kit's subtle grey
                  // falls short of 4.5:1 (WCAG 1.4.3), the muted text colour meets it.
                  css={PART_COLOURS}
                  aria-label={
                    segment.type === 'literal' ? undefined : (partName[segment.type] ?? segment.type)
                  }
                />
              ))}
            </KitDateInput.SegmentGroup>
          )}
        </KitDateInput.Context>
        <DateCalendar
          date={date}
          onPick={pick}
          locale={intlLocale(i18n.locale)}
          timeZone={PORTAL_TIME_ZONE}
          disabled={disabled}
        />
      </KitDateInput.Control>
      <KitDateInput.HiddenInput />
    </KitDateInput.Root>
  );
}
