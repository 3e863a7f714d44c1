// PUT users/ with mobile and e-mail; a 400 answers an errors map for the fields (customer-area §5 "Contact edit").
import { authCalls } from '@portal/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileValues } from '../schemas';
import { profileQueries } from './profile-queries';

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileValues) =>
      authCalls.updateUser({ email: values.email, ...(values.mobile ? { mobile: values.mobile } : {}) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueries.all() }),
  });
}
