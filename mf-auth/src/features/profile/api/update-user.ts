// PUT users/ with mobile and e-mail; a 400 answers an errors map for the fields (customer-area §5 "Contact edit").
// The mutation hook of the template: it invalidates through the feature's query-key factory and emits the bus event.
import { bus } from '@portal/shared/events';
import { api } from '@portal/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileValues } from '../schemas';
import { profileQueries } from './profile-queries';

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileValues) =>
      api.put<unknown>('users/', {
        json: { email: values.email, ...(values.mobile ? { mobile: values.mobile } : {}) },
        versions: [2, 1],
      }),
    // Invalidate through the factory (every profile query), then tell the others that the profile changed.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileQueries.all() });
      bus.emit('profile:changed', {});
    },
  });
}
