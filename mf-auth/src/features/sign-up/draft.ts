// The sign-up draft: saved in localStorage after 1000 ms without typing (customer-area §4, §9), so that a reload or
// an interruption does not lose what the visitor typed; cleared once the sign-up is done.
import { EMPTY_SIGN_UP, type SignUpInput } from './schemas';

export const SIGN_UP_DRAFT_KEY = 'portal.signUpDraft';
export const DRAFT_SAVE_DELAY_MS = 1000;

export function loadSignUpDraft(): SignUpInput {
  try {
    const raw = localStorage.getItem(SIGN_UP_DRAFT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (typeof parsed !== 'object' || parsed === null) return { ...EMPTY_SIGN_UP };
    const draft = { ...EMPTY_SIGN_UP };
    for (const key of Object.keys(EMPTY_SIGN_UP) as (keyof SignUpInput)[]) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === typeof EMPTY_SIGN_UP[key]) Object.assign(draft, { [key]: value });
    }
    return draft;
  } catch {
    return { ...EMPTY_SIGN_UP };
  }
}

export function saveSignUpDraft(values: Partial<SignUpInput>): void {
  try {
    localStorage.setItem(SIGN_UP_DRAFT_KEY, JSON.stringify(values));
  } catch {
    // A full or disabled storage only costs the draft.
  }
}

export function clearSignUpDraft(): void {
  try {
    localStorage.removeItem(SIGN_UP_DRAFT_KEY);
  } catch {
    // A blocked storage (SecurityError) holds no draft to clear.
  }
}
