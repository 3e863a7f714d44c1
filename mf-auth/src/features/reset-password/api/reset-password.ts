// POST /api/v1/user/reset/ with nif and email; a 400 answers per-field errors (visitor-features §7).
import { authCalls } from '@portal/shared/auth';
import type { ResetPasswordValues } from '../schemas';

export async function resetPassword(values: ResetPasswordValues): Promise<void> {
  await authCalls.resetPassword({ nif: values.nif, email: values.email });
}
