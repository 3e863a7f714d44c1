import { useLingui } from '@lingui/react/macro';
import { setPendingContractAction } from '@portal/shared/auth';
import { Link as RouterLink, pathTo, useNavigate } from '@portal/shared/routes';
import { useSettings } from '@portal/shared/settings';
import { Button, HOME_TILE_ACTION, HomeTile } from '@portal/shared/ui';

export interface ConsumptionTileProps {
  isAuthenticated: boolean;
}

/**
 * The consumption tile of the home: "consumption (view hourly)" (customer-area §2). It needs a contract: signed in,
 * the `consumption` action stays pending and the contracts list asks which one, then opens its detail at
 * `#consumption`; a visitor logs in first with `?action=consumption` (the same pending action afterwards). Curves are
 * electricity only: without electricity contracts shown there is no tile.
 */
export function ConsumptionTile({ isAuthenticated }: ConsumptionTileProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const displayTypes = useSettings((s) => s.settings.displayTypes);
  if (!displayTypes.includes('electricity')) return null;
  const label = t`View hourly consumption`;
  return (
    <HomeTile title={t`Consumption`} description={t`See the energy of your supply points hour by hour.`}>
      {isAuthenticated ? (
        <Button
          {...HOME_TILE_ACTION}
          w="full"
          onClick={() => {
            setPendingContractAction({ action: 'consumption' });
            void navigate(pathTo('contracts', { contractType: 'electricity' }));
          }}
        >
          {label}
        </Button>
      ) : (
        <Button asChild {...HOME_TILE_ACTION} w="full">
          <RouterLink to={`${pathTo('login')}?${new URLSearchParams({ action: 'consumption' }).toString()}`}>
            {label}
          </RouterLink>
        </Button>
      )}
    </HomeTile>
  );
}
