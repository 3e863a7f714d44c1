import type { CaseDetail, CaseMessage, CaseSummary, Profile } from '@portal/shared/api-types';
import { setUpFileApp } from '../../testing/app';
import { keysOf, sortedKeys } from '../../testing/shape';

const {
  t,
  headers: { laura },
} = setUpFileApp({ laura: '12345678Z' });

const SUMMARY = keysOf<CaseSummary>({
  id: true,
  number: true,
  section: true,
  category: true,
  contract: true,
  subject: true,
  state: true,
  created_date: true,
  updated_date: true,
});
const MESSAGE = keysOf<CaseMessage>({
  id: true,
  author: true,
  text: true,
  state: true,
  created_date: true,
  attachments: true,
});

it('cases and the profile carry exactly the shared types fields', async () => {
  const list = (await t.app.inject({ method: 'GET', url: '/api/v1/crm/cases/', headers: laura })).json<{
    items: CaseSummary[];
  }>();
  for (const item of list.items) expect(sortedKeys(item)).toEqual(SUMMARY);
  const detail = (
    await t.app.inject({ method: 'GET', url: `/api/v1/crm/cases/${list.items[0]?.id}/`, headers: laura })
  ).json<{ data: CaseDetail }>();
  expect(sortedKeys(detail.data)).toEqual(
    [
      ...SUMMARY,
      ...keysOf<Omit<CaseDetail, keyof CaseSummary>>({
        description: true,
        attachments: true,
        messages: true,
      }),
    ].sort(),
  );
  for (const message of detail.data.messages) expect(sortedKeys(message)).toEqual(MESSAGE);
  const profile = (await t.app.inject({ method: 'GET', url: '/api/v2/users/', headers: laura })).json<{
    data: Profile;
  }>();
  expect(sortedKeys(profile.data)).toEqual(
    // `pending_email` only while an e-mail change waits for its confirmation (issue 42).
    keysOf<Omit<Profile, 'pending_email'>>({ email: true, name: true, newsletter_url: true, mobile: true }),
  );
});
