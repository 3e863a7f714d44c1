// PUT /api/v1/user/password: the answer carries a new token, which replaces the session's (customer-area §7).
import type { ChangePasswordResponse } from '@portal/shared/api-types';
import { authStore } from '@portal/shared/auth';
import { api } from '@portal/shared/http';
import type { ChangePasswordValues } from '../schemas';

export async function changePassword(values: ChangePasswordValues): Promise<void> {
  const { token } = await api.put<ChangePasswordResponse>('user/password', {
    json: { current: values.current, password: values.password },
    version: 1,
  });
  if (token) authStore.getState().setToken(token);
}
