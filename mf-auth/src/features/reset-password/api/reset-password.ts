// POST /api/v1/user/reset/ with nif and email; a 400 answers per-field errors (visitor-features §7).
import type { ResetPasswordResponse } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import type { ResetPasswordValues } from '../schemas';

export async function resetPassword(values: ResetPasswordValues): Promise<void> {
  await api.post<ResetPasswordResponse>('user/reset/', {
    json: { nif: values.nif, email: values.email },
    version: 1,
  });
}
