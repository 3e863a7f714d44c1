import { useLingui } from '@lingui/react/macro';
import { IntentLink, pathTo, enabledContractingRoutes } from '@portal/shared/routes';
import { useSettings } from '@portal/shared/settings';
import { Button, MenuOnDemand } from '@portal/shared/ui';
import { lazy } from 'react';

// The menu's code (the widgets' menu machinery, ~65 KB gzip) loads when the customer reaches for the button, not
// before the list's first screen (decision 009).
const loadMenu = () => import('./new-contract-menu');
const NewContractMenu = lazy(() => loadMenu().then((m) => ({ default: m.NewContractMenu })));

/**
 * "a button to start a new contract (electricity, gas or dual menu)" (customer-area §2 "Contracts list"): a link to
 * the one enabled contracting flow, a menu when there are several, nothing when none is.
 */
export function NewContractButton() {
  const { t } = useLingui();
  const settings = useSettings((s) => s.settings);
  const flags = useSettings((s) => s.flags);
  const routes = enabledContractingRoutes({ settings, flags });
  const [only] = routes;
  if (only === undefined) return null;
  if (routes.length === 1) {
    return (
      <Button asChild colorPalette="primary">
        <IntentLink to={pathTo(only)}>{t`New contract`}</IntentLink>
      </Button>
    );
  }
  return (
    <MenuOnDemand
      load={loadMenu}
      trigger={(props) => (
        <Button colorPalette="primary" loadingText={t`New contract`} {...props}>
          {t`New contract`}
        </Button>
      )}
    >
      <NewContractMenu routes={routes} defaultOpen />
    </MenuOnDemand>
  );
}
