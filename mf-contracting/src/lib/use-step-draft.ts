import { usePortalForm, useWatch, type FieldValues, type UsePortalFormOptions } from '@portal/shared/forms';
import { useEffect, useRef, type ReactNode } from 'react';

/** What the wizard gives every step: its stored values, where its draft and its result go, and Previous / Next. */
export interface StepProps {
  stored: Record<string, unknown> | undefined;
  onDraft: (values: Record<string, unknown>) => void;
  onComplete: (values: Record<string, unknown>) => void;
  navigation: ReactNode;
}

/**
 * Keeps a step's values in the wizard's state as they change: nothing typed is lost (issue 12). The values the step
 * mounted with are not sent: they came from that state or are the step's defaults, and sending them rendered the whole
 * step a second time in the commit that mounted it (decision 009).
 */
export function useStepDraft(values: unknown, onDraft: (values: Record<string, unknown>) => void): void {
  const serialized = JSON.stringify(values);
  const sent = useRef(serialized);
  useEffect(() => {
    if (serialized === sent.current) return;
    sent.current = serialized;
    onDraft(JSON.parse(serialized) as Record<string, unknown>);
  }, [serialized, onDraft]);
}

/** A step's form: seeded with `options.defaultValues`, its values watched and kept as the step's draft. */
export function useStepForm<Input extends FieldValues, Output>(
  options: UsePortalFormOptions<Input, Output>,
  onDraft: StepProps['onDraft'],
) {
  const form = usePortalForm<Input, Output>(options);
  const values = useWatch({ control: form.control }) as Input;
  useStepDraft(values, onDraft);
  return { form, values };
}
