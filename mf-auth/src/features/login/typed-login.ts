// What the visitor typed in the login form, kept in memory (never stored) while a login runs: the shell may show its
// loader in place of the page during the request, which unmounts the form; a failure must not lose the input.
import type { LoginInput } from './schemas';

let typed: LoginInput = { user: '', password: '' };

export function rememberTypedLogin(values: LoginInput): void {
  typed = { ...values };
}

export function typedLogin(): LoginInput {
  return { ...typed };
}

export function forgetTypedLogin(): void {
  typed = { user: '', password: '' };
}
