// PUT /api/v1/user/password: the answer carries a new token, which replaces the session's (customer-area §7).
import { authCalls, authStore } from '@portal/shared/auth';
import type { ChangePasswordValues } from '../schemas';

export async function changePassword(values: ChangePasswordValues): Promise<void> {
  const { token } = await authCalls.changePassword({ current: values.current, password: values.password });
  if (token) authStore.getState().setToken(token);
}
