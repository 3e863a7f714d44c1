// Newsletter calls (visitor-features §7): GET subscribers/{id}, GET newsletters/{subscriptor_id_or_email},
// POST subscriber/set_active_newsletters and POST subscriber/set_mails (v1, public). A subscriber's data needs its
// signed token, sent as `?params=` on every call (the reference API, api/docs/tools.md), or the session of the
// customer whose e-mail it is; the signed-in customer's token comes from the profile's `newsletter_url`.
import type {
  Newsletter,
  NewsletterLinkQuery,
  Profile,
  ProfileV1Response,
  ProfileV2Response,
  SetActiveNewslettersRequest,
  SetActiveNewslettersResponse,
  SetMailsRequest,
  SetMailsResponse,
  Subscriber,
} from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

const withToken = (token: string | undefined): NewsletterLinkQuery | undefined =>
  token ? { params: token } : undefined;

/** A subscriber's change (POST, v1), with the link's token when there is one. */
function postWithToken<TResponse>(
  path: string,
  json: unknown,
  token: string | undefined,
): Promise<TResponse> {
  return api.post<TResponse>(path, { json, version: 1, searchParams: withToken(token) });
}

/** GET users/ on v2 (`data`), falling back to v1 (`data.result`): the customer's e-mail and newsletter link. */
async function fetchProfile(): Promise<Profile> {
  const body = await api.get<ProfileV2Response | ProfileV1Response>('users/', { versions: [2, 1] });
  const data = body.data as Profile | { result: Profile };
  return 'result' in data ? data.result : data;
}

export const newsletterQueries = {
  all: () => ['tools', 'newsletter'] as const,
  /** Read once for the page: its link must not change under the visitor's feet (refetched after a first subscription). */
  profile: () =>
    queryOptions({
      queryKey: [...newsletterQueries.all(), 'profile'],
      queryFn: fetchProfile,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    }),
  subscriber: (subscriberId: number, token: string | undefined) =>
    queryOptions({
      queryKey: [...newsletterQueries.all(), 'subscriber', subscriberId, token ?? null],
      queryFn: () =>
        api.get<Subscriber>(`subscribers/${subscriberId}`, { version: 1, searchParams: withToken(token) }),
    }),
  /** Every newsletter with this subscriber's (id) or e-mail's state. */
  list: (key: number | string, token: string | undefined) =>
    queryOptions({
      queryKey: [...newsletterQueries.all(), 'list', key, token ?? null],
      queryFn: () =>
        api.get<Newsletter[]>(`newsletters/${encodeURIComponent(String(key))}`, {
          version: 1,
          searchParams: withToken(token),
        }),
    }),
};

/** Saves the selection; the server answers the updated list, or 'removed' when nothing stays selected. */
export function useSetActiveNewsletters(token: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SetActiveNewslettersRequest) =>
      postWithToken<SetActiveNewslettersResponse>('subscriber/set_active_newsletters', request, token),
    onSuccess: (response, request) => {
      const key = [...newsletterQueries.all(), 'list', request.subscriptor_or_email, token ?? null];
      if (response.result !== 'removed') queryClient.setQueryData(key, response.result);
    },
  });
}

export function useSetMails(token: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SetMailsRequest) =>
      postWithToken<SetMailsResponse>('subscriber/set_mails', request, token),
    onSuccess: (response, request) =>
      queryClient.setQueryData(newsletterQueries.subscriber(request.subscriberId, token).queryKey, {
        id: response.id,
        emails: response.emails,
      }),
  });
}
