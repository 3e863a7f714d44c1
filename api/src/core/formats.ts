// The spec's identifier rules as JSON-schema formats (issue 15 finding 6: "have every route's input validated by a
// declared schema rather than hand checks"): a schema says `{ type: 'string', format: 'cups' }` and a value that breaks
// the rule is a 400 `validation_error` with the rule's own message on its field, before any handler runs. The rules
// are @portal/shared/validation's, the ones the portal's forms use.
import { isValidCups } from '@portal/shared/validation';
import { MESSAGES } from './messages';

/** Ajv's `formats` option: each format's rule. */
export const FORMATS = {
  /** A CUPS (supply point code) with a valid checksum, customer-area §5. */
  cups: (value: string) => isValidCups(value),
} as const;

export type FormatName = keyof typeof FORMATS;

/** The message a broken format answers on its field (the portal translates these keys and sentences). */
export const FORMAT_MESSAGES: Record<FormatName, string> = {
  cups: MESSAGES.cupsInvalid,
};

export function formatMessage(format: unknown): string | undefined {
  return typeof format === 'string' && Object.hasOwn(FORMAT_MESSAGES, format)
    ? FORMAT_MESSAGES[format as FormatName]
    : undefined;
}
