// The newsletter page's content (visitor-features §2 "Newsletter page: e-mail input, newsletter cards with
// select/deselect all, subscribe, unsubscribe and first-subscription confirmation buttons, success and error alerts").
// Who the page is for, in order: the `params` token of the address (§2, §5 "A decoded token must carry
// subscriptor_id, otherwise a jwt error"); the signed-in customer's profile `newsletter_url` (its token), or else the
// profile's e-mail; a visitor, who types an e-mail. "Saving with no newsletters selected unsubscribes all; the server
// replies 'removed', which clears the subscriber and e-mail" (§4). A read-only (impersonation) session sees every
// change disabled with the platform's tooltip (the API refuses it too).
import { Trans, useLingui } from '@lingui/react/macro';
import type { Newsletter } from '@portal/shared/api-types';
import { useAuth } from '@portal/shared/auth';
import { useSetting } from '@portal/shared/settings';
import {
  Alert,
  Button,
  EmptyState,
  ErrorPanel,
  HStack,
  LoadingState,
  ReadOnlyGuard,
  Stack,
} from '@portal/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from '@portal/shared/routes';
import { newsletterQueries, useSetActiveNewsletters, useSetMails } from '../api/newsletter-queries';
import {
  deselectAll,
  initialSelection,
  sameSubscriptions,
  selectAll,
  selectedIds,
  toggleNewsletter,
} from '../selection';
import { decodeNewsletterToken, paramsOfNewsletterUrl } from '../token';
import { NewsletterCards } from './newsletter-cards';
import { NewsletterEmail } from './newsletter-email';

export interface Notice {
  status: 'success' | 'error' | 'info';
  message: ReactNode;
}

type Identity =
  | { kind: 'subscriber'; token: string; subscriberId: number }
  | { kind: 'customer'; email: string }
  | { kind: 'visitor' };

export function NewsletterManager() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const params = searchParams.get('params') ?? undefined;
  const isAuthenticated = useAuth((state) => state.isAuthenticated);
  // How many times the server answered 'removed': each clears the subscriber and the e-mail (a fresh visitor form).
  const [removals, setRemovals] = useState(0);
  const cleared = removals > 0;
  const [notice, setNotice] = useState<Notice>();
  const profile = useQuery({
    ...newsletterQueries.profile(),
    enabled: params === undefined && isAuthenticated && !cleared,
  });

  let jwtError = false;
  let content: ReactNode;
  let identity: Identity | undefined;
  if (cleared) identity = { kind: 'visitor' };
  else if (params !== undefined) {
    const decoded = decodeNewsletterToken(params);
    jwtError = decoded === undefined;
    identity = decoded ? { kind: 'subscriber', ...decoded } : { kind: 'visitor' };
  } else if (!isAuthenticated) identity = { kind: 'visitor' };
  else if (profile.isPending)
    content = <LoadingState shape="form" label={t`Loading your subscriber data…`} />;
  else if (profile.isError)
    content = (
      <ErrorPanel
        message={t`Your subscriber data could not be loaded.`}
        onRetry={() => void profile.refetch()}
      />
    );
  else {
    const decoded = decodeNewsletterToken(paramsOfNewsletterUrl(profile.data.newsletter_url) ?? '');
    identity = decoded ? { kind: 'subscriber', ...decoded } : { kind: 'customer', email: profile.data.email };
  }

  if (identity) {
    const key =
      identity.kind === 'subscriber'
        ? `subscriber-${identity.subscriberId}`
        : identity.kind === 'customer'
          ? `customer-${identity.email}`
          : `visitor-${removals}`;
    content = (
      <Subscription
        key={key}
        identity={identity}
        onNotice={setNotice}
        onRemoved={() => {
          setRemovals((count) => count + 1);
          setNotice({
            status: 'success',
            message: t`You have been unsubscribed from every newsletter.`,
          });
        }}
      />
    );
  }

  return (
    <Stack gap="6">
      {jwtError ? (
        <NoticeAlert
          notice={{
            status: 'error',
            message: t`The link you followed is not valid. Open the link in one of our e-mails again, or type your e-mail below.`,
          }}
        />
      ) : undefined}
      {notice ? <NoticeAlert notice={notice} /> : undefined}
      {content}
    </Stack>
  );
}

function NoticeAlert({ notice }: { notice: Notice }) {
  return (
    <Alert.Root status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{notice.message}</Alert.Title>
    </Alert.Root>
  );
}

interface SubscriptionProps {
  identity: Identity;
  onNotice: (notice: Notice | undefined) => void;
  onRemoved: () => void;
}

function Subscription({ identity, onNotice, onRemoved }: SubscriptionProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const disableEmailEdit = useSetting('newsletter.disableEmailEdit');
  const token = identity.kind === 'subscriber' ? identity.token : undefined;
  const [visitorEmail, setVisitorEmail] = useState<string>();
  // The e-mails this visitor has subscribed: the API's answer to a visitor never tells whether the address already
  // had a subscriber (no `subscriptor_id`, issue 15 finding 5), so the page remembers that it was sent.
  const [sentByVisitor, setSentByVisitor] = useState<ReadonlySet<string>>(new Set());
  const subscriber = useQuery({
    ...newsletterQueries.subscriber(identity.kind === 'subscriber' ? identity.subscriberId : 0, token),
    enabled: identity.kind === 'subscriber',
  });
  const listKey =
    identity.kind === 'subscriber'
      ? identity.subscriberId
      : identity.kind === 'customer'
        ? identity.email
        : visitorEmail;
  const list = useQuery({ ...newsletterQueries.list(listKey ?? '', token), enabled: listKey !== undefined });
  const setActive = useSetActiveNewsletters(token);
  const setMails = useSetMails(token);

  const [selection, setSelection] = useState<{
    source: readonly Newsletter[] | undefined;
    ids: ReadonlySet<number>;
  }>({ source: undefined, ids: new Set() });
  const newsletters = list.data ?? [];
  const kept =
    selection.source !== undefined &&
    list.data !== undefined &&
    (selection.source === list.data || sameSubscriptions(selection.source, list.data));
  const selected = kept ? selection.ids : initialSelection(newsletters);
  const select = (ids: ReadonlySet<number>) => setSelection({ source: list.data, ids });

  let email: ReactNode;
  if (identity.kind === 'visitor')
    email = (
      <NewsletterEmail
        email=""
        editable
        action="continue"
        onSubmit={(value) => {
          onNotice(undefined);
          setVisitorEmail(value);
          return undefined;
        }}
      />
    );
  else if (identity.kind === 'customer')
    email = <NewsletterEmail key={identity.email} email={identity.email} editable={false} action="save" />;
  else if (subscriber.isPending) email = <LoadingState label={t`Loading your subscriber data…`} />;
  else if (subscriber.isError)
    email = (
      <ErrorPanel
        message={t`Your subscriber data could not be loaded.`}
        onRetry={() => void subscriber.refetch()}
      />
    );
  else {
    const current = subscriber.data.emails[0] ?? '';
    email = (
      <NewsletterEmail
        key={current}
        email={current}
        editable={!disableEmailEdit}
        action="save"
        onSubmit={async (value) => {
          onNotice(undefined);
          try {
            const answer = await setMails.mutateAsync({
              subscriberId: identity.subscriberId,
              emails: [value, ...subscriber.data.emails.slice(1)],
            });
            // A new address joins once it opens the link the API mails to it (docs/security.md).
            const waiting = answer.pending_emails?.[0];
            onNotice({
              status: 'success',
              message: waiting
                ? t`We have sent a link to ${waiting}: the e-mail changes once that link is opened.`
                : t`Your e-mail has been changed.`,
            });
          } catch {
            onNotice({
              status: 'error',
              message: t`Failed to save the email modification. Please try again later.`,
            });
          }
        }}
      />
    );
  }

  const hasSubscriber =
    identity.kind === 'subscriber' ||
    newsletters.some((newsletter) => newsletter.subscriptor_id !== null) ||
    (identity.kind === 'visitor' && visitorEmail !== undefined && sentByVisitor.has(visitorEmail));

  const save = async (ids: number[], action: 'first' | 'save' | 'unsubscribe') => {
    if (listKey === undefined) return;
    onNotice(undefined);
    try {
      const response = await setActive.mutateAsync({
        subscriptor_or_email: listKey,
        selected_newsletters: ids,
      });
      if (response.result === 'removed') {
        queryClient.removeQueries({ queryKey: newsletterQueries.all() });
        onRemoved();
        return;
      }
      if (action === 'first') {
        if (identity.kind === 'visitor' && visitorEmail !== undefined)
          setSentByVisitor((sent) => new Set([...sent, visitorEmail]));
        onNotice({
          status: 'success',
          // To a visitor, the same words whether the address was new or already subscribed (an existing
          // subscriber's choices change only through its link).
          message:
            identity.kind === 'visitor'
              ? t`Thank you: if this e-mail was not subscribed yet, you will receive the newsletters you chose. If it already was, nothing has changed: to change its newsletters, open the link in one of our e-mails.`
              : t`Your subscription is confirmed: you will receive the newsletters you chose.`,
        });
        // A customer's first subscription: the profile's link now carries the subscriber's token.
        if (identity.kind === 'customer')
          await queryClient.invalidateQueries({ queryKey: newsletterQueries.profile().queryKey });
      } else if (action === 'unsubscribe')
        onNotice({
          status: 'success',
          message: t`You have been unsubscribed from every newsletter you can leave.`,
        });
      else onNotice({ status: 'success', message: t`Your newsletter preferences have been saved.` });
    } catch {
      onNotice({
        status: 'error',
        message: t`Failed to save the newsletter preferences. Please try again later.`,
      });
    }
  };

  let cards: ReactNode;
  if (listKey === undefined) cards = undefined;
  else if (list.isPending) cards = <LoadingState shape="cards" label={t`Loading the newsletters…`} />;
  else if (list.isError)
    cards = (
      <ErrorPanel
        message={t`Failed to load the newsletters. Please try again later.`}
        onRetry={() => void list.refetch()}
      />
    );
  else if (newsletters.length === 0)
    cards = (
      <EmptyState
        icon="communications"
        title={t`There are no newsletters right now`}
        description={<Trans>Come back soon: new newsletters will appear here.</Trans>}
      />
    );
  else
    cards = (
      <Stack gap="4">
        <NewsletterCards
          newsletters={newsletters}
          selected={selected}
          disabled={setActive.isPending || (hasSubscriber && identity.kind === 'visitor')}
          onToggle={(id) => select(toggleNewsletter(newsletters, selected, id))}
          onSelectAll={() => select(selectAll(newsletters))}
          onDeselectAll={() => select(deselectAll(newsletters))}
        />
        <HStack gap="3" wrap="wrap">
          {/* A visitor's subscriber changes only through its link (without it, the API changes nothing). */}
          {hasSubscriber && identity.kind === 'visitor' ? undefined : hasSubscriber ? (
            <>
              <ReadOnlyGuard>
                <Button
                  colorPalette="primary"
                  loading={setActive.isPending}
                  onClick={() => void save(selectedIds(newsletters, selected), 'save')}
                >
                  <Trans>Save preferences</Trans>
                </Button>
              </ReadOnlyGuard>
              <ReadOnlyGuard>
                <Button
                  variant="outline"
                  colorPalette="red"
                  disabled={setActive.isPending}
                  onClick={() => void save([], 'unsubscribe')}
                >
                  <Trans>Unsubscribe from all</Trans>
                </Button>
              </ReadOnlyGuard>
            </>
          ) : (
            <ReadOnlyGuard>
              <Button
                colorPalette="primary"
                loading={setActive.isPending}
                disabled={selected.size === 0}
                onClick={() => void save(selectedIds(newsletters, selected), 'first')}
              >
                <Trans>Confirm subscription</Trans>
              </Button>
            </ReadOnlyGuard>
          )}
        </HStack>
      </Stack>
    );

  return (
    <Stack gap="6">
      {email}
      {cards}
    </Stack>
  );
}
