// The credentials login: request, then success or failure in the shared auth store (customer-area §4). The shell
// follows the stored redirect once the store says authenticated; this page never navigates itself.
import type { TokenResponse } from '@portal/shared/api-types';
import { authStore } from '@portal/shared/auth';
import { authApi } from '@portal/shared/http';
import { failureStatus } from '../../../lib/error-status';
import type { LoginValues } from '../schemas';

/** Resolves whether the login succeeded; a failure is in the store's statusCode / statusText for the page to show. */
export async function loginWithCredentials(values: LoginValues): Promise<boolean> {
  authStore.getState().startAuthenticating('credentials');
  try {
    const { token } = await authApi.post<TokenResponse>('get_token', {
      json: { user: values.user, password: values.password },
    });
    authStore.getState().loginSuccess(token, { loginType: 'credentials' });
    return true;
  } catch (error) {
    authStore.getState().loginFailure(failureStatus(error));
    return false;
  }
}
