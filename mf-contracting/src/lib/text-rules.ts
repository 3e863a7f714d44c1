// The trimmed text rules the steps' schemas share (visitor-features §5: "Required field", "Maximum N characters").
import { t } from '@lingui/core/macro';
import * as v from 'valibot';

/** Call inside a schema factory: the messages are those of the active locale. */
export function textRules() {
  const required = t`Required field`;
  return {
    required,
    text: () => v.pipe(v.string(), v.trim()),
    requiredText: () => v.pipe(v.string(), v.trim(), v.nonEmpty(required)),
    maxText: (max: number, isRequired: boolean) =>
      v.pipe(
        v.string(),
        v.trim(),
        v.check((value) => !isRequired || value !== '', required),
        v.maxLength(max, t`Maximum ${max} characters`),
      ),
  };
}
