// POST {auth}/user/ (register, customer-area §7) with the code of the activation's "create your password" link
// (issue 42: registration completes an activation). The answer's token signs the customer in; the shell then leaves
// the public page.
import type { RegisterRequest, TokenResponse } from '@portal/shared/api-types';
import { authStore } from '@portal/shared/auth';
import { authApi } from '@portal/shared/http';

export async function registerWithActivation(request: RegisterRequest): Promise<void> {
  const { token } = await authApi.post<TokenResponse>('user/', { json: request });
  authStore.getState().loginSuccess(token, { loginType: 'register' });
}
