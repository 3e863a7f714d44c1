// The newsletter e-mail (visitor-features §5 "Newsletter: E-mail must be valid").
import { t } from '@lingui/core/macro';
import * as v from 'valibot';

export function newsletterEmailSchema() {
  return v.object({
    email: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t`Enter your e-mail`),
      v.email(t`Enter a valid e-mail address`),
    ),
  });
}

export interface NewsletterEmailInput {
  email: string;
}
export type NewsletterEmailValues = v.InferOutput<ReturnType<typeof newsletterEmailSchema>>;
