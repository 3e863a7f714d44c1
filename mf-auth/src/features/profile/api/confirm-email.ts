// Designed (issue 42): POST users/email/confirm with the token of the link mailed to a new e-mail (the profile's
// `?confirm_email=`); the answer is the profile with the new e-mail. Falls back from v2 to v1 like users/.
import type { ConfirmEmailRequest } from '@portal/shared/api-types';
import { bus } from '@portal/shared/events';
import { api } from '@portal/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueries } from './profile-queries';

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api.post<unknown>('users/email/confirm', {
        json: { token } satisfies ConfirmEmailRequest,
        versions: [2, 1],
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileQueries.all() });
      bus.emit('profile:changed', {});
    },
  });
}
