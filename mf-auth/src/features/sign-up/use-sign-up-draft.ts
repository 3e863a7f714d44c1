import { useEffect } from 'react';
import { useWatch, type Control } from '@portal/shared/forms';
import { DRAFT_SAVE_DELAY_MS, saveSignUpDraft } from './draft';
import type { SignUpInput, SignUpValues } from './schemas';

/** Saves the form's values once the visitor has stopped typing for DRAFT_SAVE_DELAY_MS. */
export function useSignUpDraft(control: Control<SignUpInput, unknown, SignUpValues>, enabled: boolean): void {
  const values = useWatch({ control });
  const serialized = JSON.stringify(values);
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setTimeout(
      () => saveSignUpDraft(JSON.parse(serialized) as Partial<SignUpInput>),
      DRAFT_SAVE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [serialized, enabled]);
}
