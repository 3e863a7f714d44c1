// Asks before a `?token=` link of another customer replaces the signed-in session (issue 15 finding 8). Open while
// the bootstrap holds such a link (account-switch.ts); the dialog itself loads only then, like the session-expired one.
import { lazy, Suspense } from 'react';
import { usePendingAccountSwitch } from './account-switch';

const AccountSwitchView = lazy(() => import('./account-switch-view'));

export function AccountSwitchDialog() {
  const pending = usePendingAccountSwitch();
  return pending === undefined ? null : (
    <Suspense fallback={null}>
      <AccountSwitchView />
    </Suspense>
  );
}
