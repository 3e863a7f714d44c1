// OMIP price alerts (visitor-features §7): GET omip/products/, GET omip/alerts/, POST omip/alerts/ and
// POST omip/delete/alerts/ (v1, signed in). Keys start with the domain, general to specific: the mutations invalidate
// `omipQueries.alerts()` only once the API answered (visitor-features §4: "Add or delete updates the list only when
// the response status is 200").
import type {
  OmipAlert,
  OmipAlertRequest,
  OmipAlertResponse,
  OmipProduct,
  OmipStatusResponse,
} from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const omipQueries = {
  all: () => ['tools', 'omip'] as const,
  products: () =>
    queryOptions({
      queryKey: [...omipQueries.all(), 'products'],
      queryFn: () => api.get<OmipProduct[]>('omip/products/', { version: 1 }),
    }),
  alerts: () =>
    queryOptions({
      queryKey: [...omipQueries.all(), 'alerts'],
      queryFn: () => api.get<OmipAlert[]>('omip/alerts/', { version: 1 }),
    }),
};

export function useAddOmipAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alert: OmipAlertRequest) =>
      api.post<OmipAlertResponse>('omip/alerts/', { json: alert, version: 1 }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: omipQueries.alerts().queryKey }),
  });
}

export function useDeleteOmipAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<OmipStatusResponse>('omip/delete/alerts/', { json: { id }, version: 1 }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: omipQueries.alerts().queryKey }),
  });
}
