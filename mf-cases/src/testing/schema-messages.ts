// The case forms' schema tests: what a valibot schema says of an input, field by field.
import { i18n } from '@lingui/core';
import * as v from 'valibot';

/** The schemas' messages are Lingui's: the tests read them in English. */
export function activateEnglish(): void {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
}

/** The first message of each field the schema refuses in `input`; `{}` when it accepts it. */
export function firstMessages(schema: v.GenericSchema, input: unknown): Record<string, string | undefined> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const nested: Record<string, readonly string[] | undefined> = v.flatten(result.issues).nested ?? {};
  return Object.fromEntries(Object.entries(nested).map(([key, list]) => [key, list?.[0]]));
}
