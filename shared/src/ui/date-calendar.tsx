// The calendar of a date field (the kit's DatePicker, its trigger and month grid only): a button at the field's end
// opens a month to pick the day from, as the browser's own date input did, in the page's language. The field's parts
// stay where the date is typed; a day picked here fills them. Part of the date field's on-demand code.
import { DatePicker as KitDatePicker, IconButton } from '@chakra-ui/react';
import { datePickerSlotRecipe } from '@chakra-ui/react/theme-parts/recipes/date-picker.js';
import { CalendarDate, type DateValue } from '@internationalized/date';
import { useLingui } from '@lingui/react/macro';
import { CalendarDays } from 'lucide-react';
import { useMemo } from 'react';
import { Portal } from './overlay-styles';

type View = 'day' | 'month' | 'year';

/** Each view's grid: the month's days, the year's months, the decade's years. */
const VIEW_TABLES = {
  day: KitDatePicker.DayTable,
  month: KitDatePicker.MonthTable,
  year: KitDatePicker.YearTable,
} satisfies Record<View, unknown>;

export interface DateCalendarProps {
  /** The field's date (its day is the one shown selected), or undefined. */
  date: DateValue | undefined;
  /** The day picked. */
  onPick: (day: CalendarDate) => void;
  /** The page's language, as the browser can format it (month and weekday names). */
  locale: string;
  timeZone: string;
  disabled?: boolean;
}

export function DateCalendar({ date, onPick, locale, timeZone, disabled }: DateCalendarProps) {
  const { t } = useLingui();
  // The day of the field's date (a date and time shows its day); `date` is the same object while the field's text is.
  const value = useMemo(() => (date ? [new CalendarDate(date.year, date.month, date.day)] : []), [date]);
  const translations = useMemo(
    () => ({
      trigger: (open: boolean) => (open ? t`Close the calendar` : t`Choose the date in a calendar`),
      content: t`Calendar`,
      prevTrigger: (view: View) =>
        view === 'day' ? t`Previous month` : view === 'month' ? t`Previous year` : t`Previous years`,
      nextTrigger: (view: View) =>
        view === 'day' ? t`Next month` : view === 'month' ? t`Next year` : t`Next years`,
      // The month's (or year's) button is named by what it shows, "March 2026" (WCAG 2.5.3, label in name).
      viewTrigger: () => '',
      dayCell: (state: { valueText: string; selected: boolean; unavailable: boolean }) =>
        state.selected ? t`${state.valueText}, chosen` : state.valueText,
    }),
    [t],
  );
  return (
    <KitDatePicker.Root
      recipe={datePickerSlotRecipe}
      locale={locale}
      timeZone={timeZone}
      value={value}
      onValueChange={(details) => {
        const picked = details.value[0];
        if (picked) onPick(new CalendarDate(picked.year, picked.month, picked.day));
      }}
      translations={translations}
      disabled={disabled}
      positioning={{ placement: 'bottom-end' }}
      // The month's grid is drawn when the calendar opens and taken down when it closes, not with the field.
      lazyMount
      unmountOnExit
      // Inside the field's box, at its end (the field leaves it room).
      position="absolute"
      insetEnd="1"
      top="0"
      bottom="0"
      width="auto"
      justifyContent="center"
    >
      <KitDatePicker.Control>
        <KitDatePicker.Trigger asChild>
          <IconButton variant="ghost" size="sm">
            <CalendarDays aria-hidden />
          </IconButton>
        </KitDatePicker.Trigger>
      </KitDatePicker.Control>
      <Portal>
        <KitDatePicker.Positioner>
          <KitDatePicker.Content>
            {/* Only the view shown: each of the month's 42 days, the year's months and the decade's years is a
                styled button, and drawing all three for every date field of a page held up the click or key that
                brought the fields (issue 47 item 1). */}
            <KitDatePicker.Context>
              {(api) => {
                const Table = VIEW_TABLES[api.view];
                return (
                  <KitDatePicker.View view={api.view}>
                    <KitDatePicker.Header />
                    <Table />
                  </KitDatePicker.View>
                );
              }}
            </KitDatePicker.Context>
          </KitDatePicker.Content>
        </KitDatePicker.Positioner>
      </Portal>
    </KitDatePicker.Root>
  );
}
