// The date filters read through luxon (`@portal/shared/dates`): imported by what arrives with the list's rows
// (components/invoice-list-parts.ts) and by the filter panel, never by the list's first screen (issue 47 item 0).
import { isApiDate, parseDisplayDate } from '@portal/shared/dates';
import type { DateReaders } from './list-params';

export const dateReaders: DateReaders = { isApiDate, parseDisplayDate };
